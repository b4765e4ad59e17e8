import type { MediaFile, MediaFileType } from '@app/file-contract';

/** Spec section 3: the primary audio, document and video files are used (else the first of the type). */
export const primaryFile = (files: MediaFile[], type: MediaFileType): MediaFile | undefined =>
  files.find((file) => file.file_type === type && file.is_primary) ?? files.find((file) => file.file_type === type);

/** Spec section 3: the first image is the poster (video) or the main image (audio). */
export const firstImage = (files: MediaFile[]): MediaFile | undefined => files.find((file) => file.file_type === 'image');

/** Spec section 7: file URLs are resolved against the page origin. */
export const absoluteUrl = (fileUrl: string): string => new URL(fileUrl, window.location.origin).href;

export const isPdf = (file: MediaFile): boolean =>
  /\.pdf$/i.test(file.original_filename) || /\.pdf(?:[?#]|$)/i.test(file.file_url);
