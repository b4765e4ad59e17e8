import { useId, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import type { Activity, TodayActivity } from '@app/activities-contract';
import { errorStatus } from '@app/shared/http';
import { haptic } from '@app/shared/telegram';
import { Badge, Card, EmptyState, Page, QueryView, type BadgeTone } from '@app/shared/ui';
import { Tabs } from '@app/shared/widgets';
import { useQueryClient } from '@tanstack/react-query';
import { useActivities } from '../api/get-activities';
import { todayQuery, useToday } from '../api/get-today';
import { Countdown } from '../components/countdown';
import { nextActivityAt } from '../components/countdown-time';
import { formatActivityDate } from '../components/activity-date';
import { SectionCard } from '../components/section-card';
import { statusLabel } from '../components/section-labels';
import { text } from '../text';

type Tab = 'today' | 'all';
const tabs = [
  { id: 'today', label: text.tabToday },
  { id: 'all', label: text.tabAll },
] as const satisfies readonly { id: Tab; label: string }[];

const List = styled.div`display: flex; flex-direction: column; gap: 12px;`;
const Top = styled.div`display: flex; align-items: center; justify-content: space-between; gap: 8px;`;
const Heading = styled.h3`margin: 0; font-size: 18px;`;
const More = styled(Link)`
  display: flex; align-items: center; justify-content: center; min-height: 44px; border-radius: ${({ theme }) => theme.radius.m};
  font-weight: 600; text-decoration: none; background: ${({ theme }) => theme.colors.secondaryBg}; color: ${({ theme }) => theme.colors.link};
`;
const tones: Record<string, BadgeTone> = { started: 'warning', submitted: 'accent', evaluated: 'success' };

/** /activity (spec section 2): tabs 'Dnešná úloha' and 'Všetky úlohy'; the tab lives in the URL. */
export function ActivitiesScreen() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'all' ? 'all' : 'today';
  const panelId = useId();
  return (
    <Page back="/main" title={text.activitiesTitle}>
      <Tabs
        label={text.tabsLabel}
        controls={panelId}
        tabs={tabs}
        value={tab}
        onChange={(id) => setParams(id === 'all' ? { tab: id } : {}, { replace: true })}
      />
      <section id={panelId} role="tabpanel" aria-label={tab === 'all' ? text.tabAll : text.tabToday}>
        {tab === 'today' ? <TodayPanel /> : <AllPanel />}
      </section>
    </Page>
  );
}

function TodayPanel() {
  const today = useToday();
  return (
    <QueryView
      query={today}
      loading={text.activityLoading}
      // Spec section 4: a 404 means no activity is available, which no retry changes.
      errorTitle={(error) => (errorStatus(error) === 404 ? text.todayMissing : text.activitiesLoadFailed)}
      canRetry={(error) => errorStatus(error) !== 404}
      retryLabel={text.retry}
    >
      {(data) => <TodayContent today={data} />}
    </QueryView>
  );
}

function TodayContent({ today }: { today: TodayActivity }) {
  const client = useQueryClient();
  const { status } = today;
  const done = status.status !== 'started';
  const target = useMemo(() => {
    if (!done) return null;
    if (status.next_available_at) return new Date(status.next_available_at);
    return status.finished_at ? nextActivityAt(status.finished_at) : null;
  }, [done, status.next_available_at, status.finished_at]);
  return (
    <List>
      {target && <Countdown target={target} onDue={() => void client.invalidateQueries({ queryKey: todayQuery().queryKey })} />}
      {today.activity.sections.length === 0 ? (
        <EmptyState>{text.activitiesEmpty}</EmptyState>
      ) : (
        today.activity.sections.map((section) => <SectionCard key={section.section_id} section={section} />)
      )}
    </List>
  );
}

function AllPanel() {
  const activities = useActivities();
  return (
    <QueryView query={activities} loading={text.activityLoading} errorTitle={text.activitiesLoadFailed} retryLabel={text.retry}>
      {(data) =>
        data.results.length === 0 ? (
          <EmptyState>{text.activitiesEmpty}</EmptyState>
        ) : (
          <List>
            {data.results.map((activity) => (
              <ActivityCard key={activity.activity_id} activity={activity} />
            ))}
          </List>
        )
      }
    </QueryView>
  );
}

function ActivityCard({ activity }: { activity: Activity }) {
  const title = text.activityTitle(formatActivityDate(activity.started_at));
  return (
    <Card as="article" aria-label={title}>
      <Top>
        <Heading>{title}</Heading>
        <Badge $tone={tones[activity.status] ?? 'neutral'}>{statusLabel(activity.status)}</Badge>
      </Top>
      <More to={`/activity/${activity.activity_id}`} onClick={haptic}>
        {text.more}
      </More>
    </Card>
  );
}
