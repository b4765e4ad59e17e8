import styled from 'styled-components';
import { CALL_REVIEW_MAX_RATING } from '@app/calls-contract/rules';
import { haptic } from '@app/shared/telegram';
import { text } from '../text';

const Group = styled.div`display: flex; justify-content: center; gap: 6px;`;

const Star = styled.label<{ $on: boolean }>`
  position: relative; font-size: 36px; line-height: 1; cursor: pointer; padding: 2px;
  color: ${({ $on, theme }) => ($on ? theme.colors.warning : theme.colors.hint)};
  &:has(input:focus-visible) { outline: 2px solid ${({ theme }) => theme.colors.button}; outline-offset: 2px; border-radius: 8px; }
`;

const Radio = styled.input`position: absolute; opacity: 0; width: 1px; height: 1px; margin: 0;`;

/** Stars out of 5 as a radio group (arrow keys work); the stars up to the choice are lit. */
export function StarRating({
  value,
  onChange,
  labelledBy,
}: {
  value: number;
  onChange: (rating: number) => void;
  labelledBy: string;
}) {
  const stars = Array.from({ length: CALL_REVIEW_MAX_RATING }, (_, index) => index + 1);
  return (
    <Group role="radiogroup" aria-labelledby={labelledBy}>
      {stars.map((n) => (
        <Star key={n} $on={n <= value}>
          <Radio
            type="radio"
            name="rating"
            value={n}
            checked={n === value}
            aria-label={text.review.star(n)}
            onChange={() => {
              haptic();
              onChange(n);
            }}
          />
          <span aria-hidden="true">★</span>
        </Star>
      ))}
    </Group>
  );
}
