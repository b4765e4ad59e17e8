import styled from 'styled-components';
import { responsiveImage, type ImageSizes } from '@app/shared/ui';

/** One picture of a meeting: its URL and, for an uploaded one, its sizes. */
export interface MeetingImage {
  url: string;
  variants?: ImageSizes | null;
}

/** The slider spans the page's column (the kernel's Page: 16 px gutters, at most 640 px). */
const SLIDE_SIZES = '(min-width: 640px) 608px, calc(100vw - 32px)';

/** An <img>'s attributes for a slide: the first is the screen's largest paint, the others wait to be swiped to. */
export const slideImage = (image: MeetingImage, first: boolean) =>
  responsiveImage(image.url, image.variants, { sizes: SLIDE_SIZES, priority: first });

/** One picture of the slider, and the stand-in shown while swiper loads (same box: no jump). */
export const SlideImage = styled.img`
  display: block; width: 100%; aspect-ratio: 16 / 9; object-fit: cover; border-radius: ${({ theme }) => theme.radius.l};
  background: ${({ theme }) => theme.colors.sectionBg};
`;

export const SliderPlaceholder = styled.div`
  width: 100%; aspect-ratio: 16 / 9; display: flex; align-items: center; justify-content: center;
  font-size: 48px; border-radius: ${({ theme }) => theme.radius.l};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.secondaryBg}, ${({ theme }) => theme.colors.sectionBg});
`;
