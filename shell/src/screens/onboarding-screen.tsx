import styled from 'styled-components';
import { Hint, Page, Title } from '@app/shared/ui';
import { BasicPlanCard } from '../components/basic-plan-card';
import { FeatureCarousel } from '../components/feature-carousel';
import { text } from '../text';

const Section = styled.section`display: flex; flex-direction: column; gap: 12px;`;

export default function OnboardingScreen() {
  return (
    <Page back={null} title={text.onboardingTitle}>
      <Hint>{text.onboardingLead}</Hint>
      <FeatureCarousel />
      <Section aria-label={text.subscriptionTitle}>
        <Title>{text.subscriptionTitle}</Title>
        <BasicPlanCard />
      </Section>
    </Page>
  );
}
