import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@app/shared/query';
import styled from 'styled-components';
import { SUBSCRIPTION_CODE_BASIC } from '@app/shared/domain';
import { Badge, Button, Card, Title, Toast } from '@app/shared/ui';
import { requestSubscription, userQueries } from '@app/shared/user';
import { text } from '../text';

const Header = styled.div`display: flex; align-items: center; justify-content: space-between;`;
const Bullets = styled.ul`margin: 0; padding-left: 20px; display: flex; flex-direction: column; gap: 6px;`;

/** The free Basic plan; activating it refetches the user and the guard moves on to /main. */
export function BasicPlanCard() {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const activate = useMutation({
    mutationFn: () => requestSubscription(SUBSCRIPTION_CODE_BASIC),
    onSuccess: () => client.invalidateQueries({ queryKey: userQueries.me().queryKey }),
    onError: (error) => {
      // Spec section 8: logged as 'Subscription error'.
      console.error(text.subscriptionError, error);
      // A Slovak line and the button again, not the server's English. The user is fetched again too:
      // if the refusal was an active plan (another device, a double tap), the guard moves on to /main.
      setFailure(text.activateFailed);
      void client.invalidateQueries({ queryKey: userQueries.me().queryKey });
    },
  });
  return (
    <Card as="article" aria-label={text.basicPlan}>
      <Header>
        <Title>{text.basicPlan}</Title>
        <Badge $tone="success">{text.free}</Badge>
      </Header>
      <Bullets>
        {text.basicBullets.map((bullet) => (
          <li key={bullet}>{bullet}</li>
        ))}
      </Bullets>
      <Button block loading={activate.isPending} onClick={() => activate.mutate()}>
        {text.activate}
      </Button>
      <Toast tone="error" message={failure} onClose={() => setFailure(null)} />
    </Card>
  );
}
