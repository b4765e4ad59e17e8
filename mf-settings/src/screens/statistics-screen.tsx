import { Link } from 'react-router';
import type { UserStatistics } from '@app/statistics-contract';
import styled from 'styled-components';
import { Card, EmptyState, Page, QueryView, Title } from '@app/shared/ui';
import { haptic } from '@app/shared/telegram';
import { useStatistics } from '../api/get-statistics';
import { text } from '../text';

const Tiles = styled.div`display: grid; grid-template-columns: 1fr 1fr; gap: 12px;`;
const Tile = styled(Card)`gap: 4px;`;
const Figure = styled.span`font-size: 28px; font-weight: 800;`;
const Label = styled.span`font-size: 14px; color: ${({ theme }) => theme.colors.hint};`;
const Rows = styled.dl`
  margin: 0; display: grid; grid-template-columns: 1fr auto; gap: 8px 12px; align-items: baseline;
  dt { font-weight: 600; }
  dd { margin: 0; text-align: right; font-weight: 700; }
`;
const Sub = styled.span`display: block; font-size: 13px; font-weight: 400; color: ${({ theme }) => theme.colors.hint};`;
const Empty = styled.div`display: flex; flex-direction: column; align-items: center; gap: 8px;`;

/** Spec section 5: a score is the fraction times 100 with %, or '-' when missing. */
const percent = (score: number | null) => (score === null ? text.statistics.noScore : `${Math.round(score * 100)}%`);

/**
 * /profile/study/statistics (our design, mf-settings/README.md): finished sections, the average
 * score per section type and the current streak of days with a finished activity.
 */
export function StatisticsScreen() {
  const t = text.statistics;
  const statistics = useStatistics();

  return (
    <Page back="/settings" title={t.title}>
      <QueryView query={statistics} loading={t.loading} errorTitle={t.loadError} retryLabel={t.retry}>
        {(data) => <StatisticsContent data={data} />}
      </QueryView>
    </Page>
  );
}

function StatisticsContent({ data }: { data: UserStatistics }) {
  const t = text.statistics;
  if (data.finished_sections === 0) {
    return (
      <Empty>
        <EmptyState>{t.empty}</EmptyState>
        <Link to="/activity" onClick={haptic}>
          {t.startLink}
        </Link>
      </Empty>
    );
  }

  return (
    <>
      <Tiles>
        <Tile as="section" aria-label={t.finishedSections}>
          <Figure>{data.finished_sections}</Figure>
          <Label>{t.finishedSections}</Label>
        </Tile>
        <Tile as="section" aria-label={t.streak}>
          <Figure>{t.days(data.current_streak_days)}</Figure>
          <Label>{t.streak}</Label>
        </Tile>
      </Tiles>
      <Card as="section" aria-label={t.averageTitle}>
        <Title>{t.averageTitle}</Title>
        <Rows>
          {data.by_section_type.map((row) => (
            <div key={row.section_type} style={{ display: 'contents' }}>
              <dt>
                {t.sectionTypes[row.section_type]}
                <Sub>{t.finishedCount(row.finished)}</Sub>
              </dt>
              <dd>{percent(row.average_score)}</dd>
            </div>
          ))}
        </Rows>
      </Card>
    </>
  );
}
