import styled from 'styled-components';
import { Button, Card, Hint } from '@app/shared/ui';
import { useAllowMessages } from '../api/allow-messages';
import { useBotStatus } from '../api/get-bot-status';
import { text } from '../text';

const Box = styled(Card)`
  margin: 0 16px 16px;
  display: grid;
  gap: 12px;
`;

/**
 * Shown above the toggles when the bot cannot write to the learner (they never started it and
 * Telegram has not allowed messages, or they blocked it): says why nothing arrives and offers
 * Telegram's write-access request. Silent while loading and when the status cannot be read: the
 * toggles are what the screen is for.
 */
export function WriteAccessNote() {
  const status = useBotStatus();
  const allow = useAllowMessages();
  if (!status.data || status.data.can_receive) return null;
  const t = text.notifications.writeAccess;
  return (
    <Box role="region" aria-label={t.title}>
      <Hint>{status.data.reachable ? t.notAllowed : t.blocked}</Hint>
      <Button onClick={() => allow.mutate()} disabled={allow.isPending}>
        {t.allow}
      </Button>
      {allow.data === 'cancelled' && <Hint>{t.cancelled}</Hint>}
      {allow.data === 'unavailable' && <Hint>{t.unavailable}</Hint>}
      {allow.isError && <Hint>{t.failed}</Hint>}
    </Box>
  );
}
