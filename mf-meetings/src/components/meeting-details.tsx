import { lazy, Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Meeting } from '@app/meetings-contract';
import { text } from '../text';
import { capacityLabel, formatLabel, formatMeetingTime } from './format';
import { SlideImage, slideImage, SliderPlaceholder, type MeetingImage } from './slide-image';

// swiper and its CSS load with the detail screen only, and after its text: the first picture
// stands in meanwhile in the same box.
const ImageSlider = lazy(() => import('./image-slider'));

const Cells = styled.dl`
  margin: 0; display: flex; flex-direction: column; border-radius: ${({ theme }) => theme.radius.l};
  background: ${({ theme }) => theme.colors.sectionBg}; overflow: hidden;
`;
const Cell = styled.div`
  padding: 12px 16px; display: flex; flex-direction: column; gap: 2px;
  & + & { border-top: 1px solid ${({ theme }) => theme.colors.separator}; }
  dt { font-size: 13px; font-weight: 600; color: ${({ theme }) => theme.colors.sectionHeader}; }
  dd { margin: 0; white-space: pre-line; overflow-wrap: anywhere; }
`;

/** The slider's pictures: the meeting's images in order, else its thumbnail. */
export const meetingImages = (meeting: Meeting): MeetingImage[] => {
  const images = meeting.files
    .filter((file) => file.file_type === 'image')
    .map((file) => ({ url: file.file_url, variants: file.variants }));
  if (images.length > 0) return images;
  return meeting.thumbnail_url ? [{ url: meeting.thumbnail_url, variants: meeting.thumbnail_variants }] : [];
};

function Gallery({ meeting }: { meeting: Meeting }) {
  const images = meetingImages(meeting);
  if (images.length === 0) return <SliderPlaceholder aria-hidden="true">🎭</SliderPlaceholder>;
  // One picture has nothing to swipe to: no slider, no swiper download.
  if (images.length === 1) return <SlideImage {...slideImage(images[0]!, true)} alt={meeting.title} />;
  return (
    // The stand-in keeps the room of the dots below, so nothing jumps when the slider arrives.
    <Suspense fallback={<SlideImage {...slideImage(images[0]!, true)} alt="" style={{ marginBottom: 28 }} />}>
      <ImageSlider images={images} title={meeting.title} />
    </Suspense>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Cell>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </Cell>
  );
}

/** The detail cells of spec section 2: Popis, Miesto, Dátum a čas, Format, Kategorie, Kapacita. */
export function MeetingDetails({ meeting }: { meeting: Meeting }) {
  return (
    <>
      <Gallery meeting={meeting} />
      <Cells>
        <Row term={text.description}>{meeting.description}</Row>
        <Row term={text.place}>{meeting.place}</Row>
        <Row term={text.dateTime}>{formatMeetingTime(meeting)}</Row>
        <Row term={text.format}>{formatLabel(meeting.format)}</Row>
        {meeting.categories.length > 0 && <Row term={text.categories}>{meeting.categories.map((c) => c.title).join(', ')}</Row>}
        <Row term={text.capacity}>{capacityLabel(meeting.capacity)}</Row>
      </Cells>
    </>
  );
}
