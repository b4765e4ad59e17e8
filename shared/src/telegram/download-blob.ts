import { downloadFile } from './actions';

/**
 * How long a made-up file stays downloadable. Revoking its object URL at once can cancel the
 * download in some browsers (the click only schedules it), so the URL lives a minute.
 */
export const BLOB_URL_LIFETIME_MS = 60_000;

/**
 * Downloads a file made in the page (an .ics, a CSV) through `downloadFile`. Telegram's own
 * download prompt takes only HTTPS URLs, so a blob: URL always takes the browser's download
 * link; the object URL is released afterwards.
 */
export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  try {
    downloadFile(url, filename);
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), BLOB_URL_LIFETIME_MS);
  }
}
