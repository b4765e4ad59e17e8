import styled from 'styled-components';
import type { CheckInResult } from '@app/staff-contract';
import { Button, Card, Title } from '@app/shared/ui';
import { clockTime, dateTime, personName } from './time';
import { text } from '../text';

const t = text.meetings;
const Outcome = styled(Card)<{ $ok: boolean }>`
  border: 2px solid ${({ theme, $ok }) => ($ok ? theme.colors.accent : theme.colors.destructive)};
`;

/** The door's answer to the last scan or check-in by name. */
export function CheckInResultCard({ result, onUndo }: { result: CheckInResult; onUndo?: () => void }) {
  const who = result.participant ? personName(result.participant) : null;
  if (result.result === 'checked_in')
    return (
      <Outcome $ok role="status" aria-label={t.lastCheck}>
        <Title>{t.admitted}</Title>
        <p>{who}</p>
        {/* The wrong ticket or name: undone at once, from where the mistake shows. */}
        {onUndo && (
          <Button variant="secondary" onClick={onUndo} aria-label={`${t.undo}: ${who}`}>
            {t.undo}
          </Button>
        )}
      </Outcome>
    );
  if (result.result === 'already_checked_in')
    return (
      <Outcome $ok={false} role="status" aria-label={t.lastCheck}>
        <Title>{t.already}</Title>
        <p>{who}</p>
        {result.participant.checked_in_at && <p>{t.alreadyAt(clockTime(result.participant.checked_in_at))}</p>}
      </Outcome>
    );
  return (
    <Outcome $ok={false} role="status" aria-label={t.lastCheck}>
      <Title>{t.invalid}</Title>
      <p>{t.reasons[result.reason]}</p>
      {result.reason === 'not_open_yet' && result.opens_at && <p>{t.opensAt(dateTime(result.opens_at))}</p>}
      {who && <p>{who}</p>}
    </Outcome>
  );
}
