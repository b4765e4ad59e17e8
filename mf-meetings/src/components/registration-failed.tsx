import styled from 'styled-components';
import { Button } from '@app/shared/ui';
import { text } from '../text';

const Centered = styled.div`
  min-height: 60vh; display: flex; flex-direction: column; align-items: center; justify-content: center;
  gap: 12px; padding: 24px; text-align: center;
`;
const Heading = styled.h2`margin: 0; font-size: 22px;`;
const Text = styled.p`margin: 0; color: ${({ theme }) => theme.colors.hint};`;
const Actions = styled.div`display: flex; flex-direction: column; gap: 8px; width: 100%; max-width: 320px;`;

/**
 * Spec sections 4 and 8: a failed registration replaces the whole page with
 * 'Prihlasovnie sa nepodarilo!'. What the user typed is kept: retry sends it again, back shows
 * the form with it (and the field the server refused, if it named one). Without `onRetry` (the
 * price changed meanwhile) only back is offered: the user should see the new price first.
 */
export function RegistrationFailed({
  reason,
  retrying,
  onRetry,
  onBack,
}: {
  reason?: string;
  retrying: boolean;
  onRetry?: () => void;
  onBack: () => void;
}) {
  return (
    <Centered role="alert">
      <Heading>{text.registerFailed}</Heading>
      <Text>{reason ?? text.registerFailedHint}</Text>
      <Actions>
        {onRetry && (
          <Button block loading={retrying} onClick={onRetry}>
            {text.retry}
          </Button>
        )}
        <Button block variant="secondary" onClick={onBack}>
          {text.backToMeeting}
        </Button>
      </Actions>
    </Centered>
  );
}
