import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/pagination';
import styled from 'styled-components';
import { text } from '../text';
import { SlideImage, slideImage, type MeetingImage } from './slide-image';

const Frame = styled.div`
  .swiper { padding-bottom: 28px; }
  .swiper-pagination-bullets.swiper-pagination-horizontal { bottom: 6px; }
`;

/**
 * The detail's image slider (spec section 2): swipes, wraps, with dots. Swiper's loop needs
 * three slides or more (it clones neighbours); with two, `rewind` wraps from the last back to the
 * first instead. This module is its own chunk: swiper loads with the detail screen only.
 */
export default function ImageSlider({ images, title }: { images: readonly MeetingImage[]; title: string }) {
  return (
    <Frame>
      <Swiper
        modules={[Pagination, A11y]}
        loop={images.length >= 3}
        rewind={images.length === 2}
        spaceBetween={8}
        pagination={{ clickable: true }}
        a11y={{
          containerMessage: text.gallery,
          slideLabelMessage: '{{index}} / {{slidesLength}}',
          paginationBulletMessage: text.goToPicture,
        }}
      >
        {images.map((image, index) => (
          <SwiperSlide key={`${index}-${image.url}`}>
            <SlideImage {...slideImage(image, index === 0)} alt={`${title} (${text.slide(index + 1, images.length)})`} />
          </SwiperSlide>
        ))}
      </Swiper>
    </Frame>
  );
}
