import styled from 'styled-components';

const Circle = styled.span<{ $size: number }>`
  display: inline-flex; align-items: center; justify-content: center; flex: none; overflow: hidden;
  width: ${({ $size }) => $size}px; height: ${({ $size }) => $size}px; border-radius: 50%;
  background: ${({ theme }) => theme.colors.button}; color: ${({ theme }) => theme.colors.buttonText};
  font-weight: 700; font-size: ${({ $size }) => Math.round($size / 2.4)}px;
  img { width: 100%; height: 100%; object-fit: cover; }
`;

/** A round photo, or the initials when there is none. */
export function Avatar({ src, name, size = 40 }: { src?: string | null; name: string; size?: number }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
  return (
    <Circle $size={size} aria-hidden={!src}>
      {src ? <img src={src} alt={name} width={size} height={size} /> : initials}
    </Circle>
  );
}
