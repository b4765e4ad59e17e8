import { useState, type ImgHTMLAttributes } from 'react';
import styled from 'styled-components';
import { useFile } from './get-file';
import { text } from './text';
import { FILE_SOURCE_PREFIX, fileIdFromSource } from './files';

const Image = styled.img`display: block; max-width: 100%; height: auto; border-radius: ${({ theme }) => theme.radius.m};`;

const Notice = styled.span`
  display: flex; align-items: center; justify-content: center; min-height: 120px; padding: 12px;
  border-radius: ${({ theme }) => theme.radius.m}; text-align: center; font-size: 14px;
  background: ${({ theme }) => theme.colors.secondaryBg}; color: ${({ theme }) => theme.colors.hint};
`;

const Placeholder = styled(Notice)`aspect-ratio: 16 / 9; min-height: 0;`;

/** The broken-image notice: role img so it keeps the image's place and name for assistive tech. */
function Unavailable({ message, alt }: { message: string; alt?: string }) {
  return (
    <Notice role="img" aria-label={alt ? `${alt}: ${message}` : message}>
      {message}
    </Notice>
  );
}

function ResolvedImage({ src, alt }: { src: string; alt?: string }) {
  const [broken, setBroken] = useState(false);
  if (broken) return <Unavailable message={text.imageUnavailable} alt={alt} />;
  return <Image src={src} alt={alt ?? ''} loading="lazy" onError={() => setBroken(true)} />;
}

function FileImage({ source, alt }: { source: string; alt?: string }) {
  const id = fileIdFromSource(source);
  const file = useFile(id);
  if (id === null) return <Unavailable message={text.imageUnavailable} alt={alt} />;
  if (file.isPending) return <Placeholder aria-busy="true" aria-label={alt} role="img" />;
  // Spec section 8: the lookup failed ('Could not load image'), or it answered something that is no
  // image. A failed refetch keeps the file it had: only a lookup that never answered counts.
  if (file.data === undefined) return <Unavailable message={text.imageLoadFailed} alt={alt} />;
  if (file.data.file_type !== 'image' || !file.data.file_url) return <Unavailable message={text.imageUnavailable} alt={alt} />;
  return <ResolvedImage src={file.data.file_url} alt={alt} />;
}

/**
 * A markdown image. Sources starting with /files/ are resolved through GET /file/{id}/ by their
 * numeric last path segment (spec section 2); other sources load as they are.
 */
export function MarkdownImage({ src, alt }: ImgHTMLAttributes<HTMLImageElement>) {
  const source = typeof src === 'string' ? src : '';
  if (!source) return <Unavailable message={text.imageUnavailable} alt={alt} />;
  if (source.startsWith(FILE_SOURCE_PREFIX)) return <FileImage source={source} alt={alt} />;
  return <ResolvedImage src={source} alt={alt} />;
}
