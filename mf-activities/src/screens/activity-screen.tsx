import { useParams } from 'react-router';
import styled from 'styled-components';
import { errorStatus } from '@app/shared/http';
import { EmptyState, ErrorScreen, Page, QueryView } from '@app/shared/ui';
import { useActivityFeed } from '../api/get-activity-feed';
import { formatActivityDate } from '../components/activity-date';
import { parseId } from '../components/route-id';
import { SectionCard } from '../components/section-card';
import { text } from '../text';

const List = styled.div`display: flex; flex-direction: column; gap: 12px;`;

/** /activity/:id (spec section 2): loads the activity's feed and shows one card per section. */
export function ActivityScreen() {
  const activityId = parseId(useParams().id);
  const feed = useActivityFeed(activityId ?? 0, activityId !== null);
  if (activityId === null) {
    return (
      <Page back="/activity" title={text.activitiesTitle}>
        <ErrorScreen title={text.activityMissing} />
      </Page>
    );
  }
  const title = feed.data ? text.activityTitle(formatActivityDate(feed.data.activity.started_at)) : text.activitiesTitle;
  return (
    <Page back="/activity" title={title}>
      <QueryView
        query={feed}
        loading={text.activityLoading}
        errorTitle={(error) => (errorStatus(error) === 404 ? text.activityMissing : text.activitiesLoadFailed)}
        canRetry={(error) => errorStatus(error) !== 404}
        retryLabel={text.retry}
      >
        {(data) =>
          data.activity.sections.length === 0 ? (
            <EmptyState>{text.activitiesEmpty}</EmptyState>
          ) : (
            <List aria-label={text.sectionsLabel}>
              {data.activity.sections.map((section) => (
                <SectionCard key={section.section_id} section={section} />
              ))}
            </List>
          )
        }
      </QueryView>
    </Page>
  );
}
