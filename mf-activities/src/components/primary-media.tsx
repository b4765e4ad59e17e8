import { useRef, useState } from 'react';
import type { Section } from '@app/activities-contract';
import styled from 'styled-components';
import { Button, Card, responsiveImage } from '@app/shared/ui';
import { text } from '../text';

const Video = styled.video`width: 100%; border-radius: ${({ theme }) => theme.radius.l}; background: #000;`;
const Audio = styled.audio`width: 100%;`;
const Gallery = styled.ul`
  list-style: none; margin: 0; padding: 0; display: flex; gap: 8px; overflow-x: auto; scroll-snap-type: x mandatory;
  li { flex: 0 0 88%; scroll-snap-align: center; }
  img { width: 100%; aspect-ratio: 4 / 3; object-fit: cover; border-radius: ${({ theme }) => theme.radius.l}; display: block; }
`;
/** A picture takes 88% of the gallery, which spans the page's column (16 px gutters, at most 640 px). */
const GALLERY_SIZES = '(min-width: 640px) 535px, calc(88vw - 28px)';
const Paragraph = styled.p`margin: 0; white-space: pre-line; line-height: 1.55;`;
const Controls = styled.div`display: flex; gap: 8px; flex-wrap: wrap;`;
const TranscriptTitle = styled.h2`margin: 0; font-size: 16px;`;

/** Spec section 9's slower listening: 0.75× speed; and a rewind of 5 seconds. */
export const SLOW_RATE = 0.75;
export const REWIND_SECONDS = 5;

const absolute = (url: string) => new URL(url, window.location.origin).toString();

/**
 * Spec section 2: a primary video or audio first; otherwise the primary images as a gallery;
 * otherwise the section text.
 */
export function PrimaryMedia({ section, submitted = false }: { section: Section; submitted?: boolean }) {
  const primary = section.files.filter((file) => file.is_primary);
  const av = primary.find((file) => file.file_type === 'video') ?? primary.find((file) => file.file_type === 'audio');
  if (av?.file_type === 'video') return <Video src={absolute(av.file_url)} controls playsInline preload="metadata" />;
  if (av) {
    return (
      <>
        <ListeningPlayer src={absolute(av.file_url)} />
        {/* The recording's text would give the answers away: it is revealed once the section is submitted. */}
        {submitted && <SectionText section={section} title={text.transcript} />}
      </>
    );
  }
  const images = primary.filter((file) => file.file_type === 'image');
  if (images.length > 0) {
    return (
      <Gallery aria-label={text.gallery}>
        {images.map((image, index) => (
          <li key={image.file_url}>
            <img
              {...responsiveImage(absolute(image.file_url), image.variants, { sizes: GALLERY_SIZES, priority: index === 0 })}
              alt={text.image(index + 1, images.length)}
            />
          </li>
        ))}
      </Gallery>
    );
  }
  return <SectionText section={section} />;
}

/** The recording with a slower speed (0.75×) to switch on and off, and a 5-second rewind. */
function ListeningPlayer({ src }: { src: string }) {
  const audio = useRef<HTMLAudioElement>(null);
  const [slow, setSlow] = useState(false);
  return (
    <>
      <Audio ref={audio} src={src} controls preload="metadata" />
      <Controls>
        <Button
          variant="secondary"
          aria-pressed={slow}
          onClick={() => {
            const next = !slow;
            if (audio.current) audio.current.playbackRate = next ? SLOW_RATE : 1;
            setSlow(next);
          }}
        >
          {text.slower}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            if (audio.current) audio.current.currentTime = Math.max(0, audio.current.currentTime - REWIND_SECONDS);
          }}
        >
          {text.rewind}
        </Button>
      </Controls>
    </>
  );
}

/** The section's text in paragraphs (a reading text, or a listening transcript once submitted). */
function SectionText({ section, title }: { section: Section; title?: string }) {
  if (!section.text.trim()) return null;
  return (
    <Card as="article" aria-label={title ?? text.sectionText}>
      {title && <TranscriptTitle>{title}</TranscriptTitle>}
      {section.text
        .split(/\n\s*\n/)
        .filter((paragraph) => paragraph.trim())
        .map((paragraph, index) => (
          <Paragraph key={index}>{paragraph.trim()}</Paragraph>
        ))}
    </Card>
  );
}
