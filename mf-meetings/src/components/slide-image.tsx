import styled from 'styled-components';

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
