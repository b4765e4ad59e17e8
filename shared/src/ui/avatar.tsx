import styled from 'styled-components';
import { responsiveImage, type ImageSizes } from './responsive-image';

const Circle = styled.span<{ $size: number }>`
  display: inline-flex; align-items: center; justify-content: center; flex: none; overflow: hidden;
  width: ${({ $size }) => $size}px; height: ${({ $size }) => $size}px; border-radius: 50%;
  background: ${({ theme }) => theme.colors.button}; color: ${({ theme }) => theme.colors.buttonText};
  font-weight: 700; font-size: ${({ $size }) => Math.round($size / 2.4)}px;
  img { width: 100%; height: 100%; object-fit: cover; }
`;

export interface AvatarProps {
  src?: string | null;
  /** The photo's sizes (an uploaded image): the browser takes the one for `size` at the screen's density. */
  variants?: ImageSizes | null;
  name: string;
  size?: number;
  /** Set where the name is already written next to it (a link or row naming the person): the photo then adds nothing for a screen reader. */
  decorative?: boolean;
}

/**
 * The photo's URL and sizes, loaded as before (eagerly, at the default priority): a few KB, often on
 * the first screen (the speakers on /calls), where waiting for layout would delay it.
 */
function sized(src: string, variants: ImageSizes | null | undefined, size: number) {
  const { srcSet, sizes } = responsiveImage(src, variants, { sizes: `${size}px` });
  return { src, srcSet, sizes };
}

/** A round photo, or the initials when there is none. */
export function Avatar({ src, variants, name, size = 40, decorative = false }: AvatarProps) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
  return (
    <Circle $size={size} aria-hidden={decorative || !src}>
      {src ? (
        <img
          {...sized(src, variants, size)}
          alt={decorative ? '' : name}
          // The circle's box, whatever the photo's own pixels.
          width={size}
          height={size}
        />
      ) : (
        initials
      )}
    </Circle>
  );
}
