import { Card, Hint, Page, Stack, Title } from '@app/shared/ui';
import { text } from '../text';

export default function OnboardingActivitiesScreen() {
  return (
    <Page back="/onboarding" title={text.activitiesTitle}>
      <Stack>
        {text.activityKinds.map((kind) => (
          <Card as="article" key={kind.id} aria-label={kind.title}>
            <Title>{kind.title}</Title>
            <Hint>{kind.body}</Hint>
          </Card>
        ))}
      </Stack>
    </Page>
  );
}
