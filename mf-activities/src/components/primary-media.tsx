import type { Section } from '@app/shared/contract';
import styled from 'styled-components';
import { Card } from '@app/shared/ui';
import { text } from '../text';

const Video = styled.video`width: 100%; border-radius: ${({ theme }) => theme.radius.l}; background: #000;`;
const Audio = styled.audio`width: 100%;`;
const Gallery = styled.ul`
  list-style: none; margin: 0; padding: 0; display: flex; gap: 8px; overflow-x: auto; scroll-snap-type: x mandatory;
  li { flex: 0 0 88%; scroll-snap-align: center; }
  img { width: 100%; aspect-ratio: 4 / 3; object-fit: cover; border-radius: ${({ theme }) => theme.radius.l}; display: block; }
`;
const Paragraph = styled.p`margin: 0; white-space: pre-line; line-height: 1.55;`;

const absolute = (url: string) => new URL(url, window.location.origin).toString();

/**
 * Spec section 2: a primary video or audio first; otherwise the primary images as a gallery;
 * otherwise the section text.
 */
export function PrimaryMedia({ section }: { section: Section }) {
  const primary = section.files.filter((file) => file.is_primary);
  const av = primary.find((file) => file.file_type === 'video') ?? primary.find((file) => file.file_type === 'audio');
  if (av?.file_type === 'video') return <Video src={absolute(av.file_url)} controls playsInline preload="metadata" />;
  if (av) return <Audio src={absolute(av.file_url)} controls preload="metadata" />;
  const images = primary.filter((file) => file.file_type === 'image');
  if (images.length > 0) {
    return (
      <Gallery aria-label={text.gallery}>
        {images.map((image, index) => (
          <li key={image.file_url}>
            <img
              src={absolute(image.file_url)}
              alt={text.image(index + 1, images.length)}
              loading={index === 0 ? 'eager' : 'lazy'}
            />
          </li>
        ))}
      </Gallery>
    );
  }
  if (!section.text.trim()) return null;
  return (
    <Card as="article" aria-label={text.sectionText}>
      {section.text
        .split(/\n\s*\n/)
        .filter((paragraph) => paragraph.trim())
        .map((paragraph, index) => (
          <Paragraph key={index}>{paragraph.trim()}</Paragraph>
        ))}
    </Card>
  );
}
