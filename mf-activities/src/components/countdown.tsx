import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Card } from '@app/shared/ui';
import { text } from '../text';
import { formatCountdown, secondsUntil } from './countdown-time';

const Lead = styled.p`margin: 0; font-weight: 600;`;
const Timer = styled.time`font-size: 32px; font-weight: 800; font-variant-numeric: tabular-nums;`;

/** How often a countdown at zero asks again while the server still says the same unlock moment. */
export const ASK_AGAIN_AT_ZERO_MS = 30_000;

/**
 * Spec section 4: the lead ('Do ďalšej aktivity zostáva', docs/SLOVAK.md) and a timer to the unlock moment, then
 * 'Ďalšia aktivita bude čoskoro k dispozícii.' at zero, when `onDue` asks for today's activity
 * again. A phone whose clock runs ahead reaches zero before the server does, and the server's
 * answer is the same moment: it keeps asking every 30 s until the new day comes (the screen then
 * has no countdown) or the moment changes.
 */
export function Countdown({ target, onDue }: { target: Date; onDue: () => void }) {
  const [left, setLeft] = useState(() => secondsUntil(target));
  const onDueRef = useRef(onDue);
  onDueRef.current = onDue;
  useEffect(() => {
    setLeft(secondsUntil(target));
    let askAgain: ReturnType<typeof setInterval> | undefined;
    const due = () => {
      onDueRef.current();
      askAgain = setInterval(() => onDueRef.current(), ASK_AGAIN_AT_ZERO_MS);
    };
    if (secondsUntil(target) === 0) {
      due();
      return () => clearInterval(askAgain);
    }
    const timer = setInterval(() => {
      const next = secondsUntil(target);
      setLeft(next);
      if (next === 0) {
        clearInterval(timer);
        due();
      }
    }, 1000);
    return () => {
      clearInterval(timer);
      clearInterval(askAgain);
    };
  }, [target]);

  return (
    <Card as="section" aria-label={text.countdownLead}>
      {left > 0 ? (
        <>
          <Lead>{text.countdownLead}</Lead>
          {/* Read out once, not every second. */}
          <Timer dateTime={target.toISOString()} aria-live="off">
            {formatCountdown(left)}
          </Timer>
        </>
      ) : (
        <Lead role="status">{text.countdownSoon}</Lead>
      )}
    </Card>
  );
}
