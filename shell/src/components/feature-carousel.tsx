import { useNavigate } from 'react-router';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Autoplay, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/pagination';
import styled from 'styled-components';
import { Button, Card, Title } from '@app/shared/ui';
import { text } from '../text';

/** Spec section 9: autoplay every 3000 ms, 1000 ms transitions, looping. */
export const CAROUSEL = { delay: 3000, speed: 1000, loop: true } as const;

const Slide = styled(Card)`
  min-height: 220px; justify-content: space-between;
  ul { margin: 0; padding-left: 20px; display: flex; flex-direction: column; gap: 6px; }
`;

const Carousel = styled.div`
  .swiper { padding-bottom: 28px; }
`;

/** Three feature cards; only Activities navigates (spec section 2, Onboarding). */
export function FeatureCarousel() {
  const navigate = useNavigate();
  return (
    <Carousel>
      <Swiper
        modules={[Autoplay, Pagination]}
        autoplay={{ delay: CAROUSEL.delay, disableOnInteraction: false }}
        speed={CAROUSEL.speed}
        loop={CAROUSEL.loop}
        spaceBetween={12}
        pagination={{ clickable: true }}
      >
        {text.features.map((feature) => (
          <SwiperSlide key={feature.id}>
            <Slide as="article" aria-label={feature.title}>
              <Title>{feature.title}</Title>
              <ul>
                {feature.bullets.map((bullet) => (
                  <li key={bullet}>{bullet}</li>
                ))}
              </ul>
              <Button
                variant="secondary"
                onClick={feature.id === 'activities' ? () => navigate('/onboarding/activities') : undefined}
              >
                {text.seeMore}
              </Button>
            </Slide>
          </SwiperSlide>
        ))}
      </Swiper>
    </Carousel>
  );
}
