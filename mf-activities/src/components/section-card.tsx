import { Link } from 'react-router';
import styled from 'styled-components';
import type { ActivitySectionSummary } from '@app/activities-contract';
import { haptic } from '@app/shared/telegram';
import { Badge, Card, type BadgeTone } from '@app/shared/ui';
import { formatScore } from '../tasks/percent';
import { text } from '../text';
import { sectionTypeLabel, statusLabel, timeRequiredLabel } from './section-labels';

const Top = styled.div`display: flex; align-items: center; justify-content: space-between; gap: 8px;`;
// h2: the cards sit right under the screen's h1 (no level skipped).
const Heading = styled.h2`margin: 0; font-size: 18px;`;
const Rows = styled.dl`
  margin: 0; display: grid; grid-template-columns: auto 1fr; gap: 4px 12px; font-size: 15px;
  dt { color: ${({ theme }) => theme.colors.hint}; }
  dd { margin: 0; }
`;
const Go = styled(Link)`
  display: flex; align-items: center; justify-content: center; min-height: 44px; margin-top: 4px;
  border-radius: ${({ theme }) => theme.radius.m}; font-weight: 600; text-decoration: none;
  background: ${({ theme }) => theme.colors.button}; color: ${({ theme }) => theme.colors.buttonText};
`;
const Manual = styled.p`margin: 0; font-size: 14px; color: ${({ theme }) => theme.colors.hint};`;

const tones: Record<string, BadgeTone> = { started: 'warning', submitted: 'accent', evaluated: 'success' };

/**
 * A section on /activity (today) and /activity/:id (spec section 2): title by type, status badge
 * (no status counts as started), topic, time required, 'Hodnotenie: Manuálne' for speaking.
 */
export function SectionCard({ section }: { section: ActivitySectionSummary }) {
  const title = sectionTypeLabel(section.section_type);
  const status = section.status ?? 'started';
  return (
    <Card as="article" aria-label={`${title}: ${section.title}`}>
      <Top>
        <Heading>{title}</Heading>
        <Badge $tone={tones[status] ?? 'neutral'}>{statusLabel(status)}</Badge>
      </Top>
      <Rows>
        <dt>{text.topic}</dt>
        <dd>{section.title}</dd>
        <dt>{timeRequiredLabel(section.section_type)}</dt>
        <dd>{text.minutes(section.time_required)}</dd>
        {status === 'evaluated' && (
          <>
            <dt>{text.score}</dt>
            <dd>{formatScore(section.score)}</dd>
          </>
        )}
      </Rows>
      {section.section_type === 'speaking' && <Manual>{text.manualEvaluation}</Manual>}
      <Go to={`/activity/section/${section.section_id}`} onClick={haptic}>
        {text.goToTask}
      </Go>
    </Card>
  );
}
