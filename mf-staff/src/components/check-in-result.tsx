import styled from 'styled-components';
import type { CheckInResult } from '@app/staff-contract';
import { Card, Title } from '@app/shared/ui';
import { clockTime, personName } from './time';
import { text } from '../text';

const t = text.meetings;
const Outcome = styled(Card)<{ $ok: boolean }>`
  border: 2px solid ${({ theme, $ok }) => ($ok ? theme.colors.accent : theme.colors.destructive)};
`;

/** The door's answer to the last scan or check-in by name. */
export function CheckInResultCard({ result }: { result: CheckInResult }) {
  const who = result.participant ? personName(result.participant) : null;
  if (result.result === 'checked_in')
    return (
      <Outcome $ok role="status" aria-label={t.lastCheck}>
        <Title>{t.admitted}</Title>
        <p>{who}</p>
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
      {who && <p>{who}</p>}
    </Outcome>
  );
}
