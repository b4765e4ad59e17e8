import { useNavigate, Link } from 'react-router';
import styled from 'styled-components';
import { errorMessage } from '@app/shared/http';
import { Badge, Button, Card, EmptyState, Hint, Page, QueryView, Title } from '@app/shared/ui';
import { useCourse, useCreateDay } from '../api/studio';
import { EditorGate } from '../components/editor-gate';
import { StudioNav } from './publications/studio-nav';
import { text } from '../text';
import { draftText } from '../text/day-drafts';
import { meetingsText } from '../text/meetings';
import { speakersText } from '../text/speakers';

const t = text.course;
// One column on a phone, as many as fit on a desktop window.
const Grid = styled.ol`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
`;
const DayLink = styled(Link)`text-decoration: none; color: inherit; display: block;`;
const Waiting = styled.p`margin: 0; font-size: 18px; font-weight: 700;`;

/** /studio/course: the days in order with their date rule, state and reach; who waits for the next day. */
export function CourseScreen() {
  return (
    <EditorGate>
      <Course />
    </EditorGate>
  );
}

function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

function Course() {
  const course = useCourse();
  const create = useCreateDay();
  const navigate = useNavigate();
  const add = () =>
    create.mutate(
      { available_on: localToday(), sections: [] },
      { onSuccess: (day) => void navigate(`/studio/course/${day.id}`) },
    );
  return (
    <Page back="/main" title={t.title} wide>
      <StudioNav />
      <QueryView query={course} loading={text.loading} errorTitle={text.loadFailed} retryLabel={text.retry}>
        {(data) => (
          <>
            {data.days.length === 0 ? (
              <EmptyState>{t.empty}</EmptyState>
            ) : (
              <Grid>
                {data.days.map((day) => (
                  <li key={day.id}>
                    <DayLink
                      to={`/studio/course/${day.id}`}
                      aria-label={`${t.day(day.day)}, ${day.state === 'draft' ? t.draft : t.published}`}
                    >
                      <Card>
                        <Title>{t.day(day.day)}</Title>
                        <Badge $tone={day.state === 'draft' ? 'neutral' : 'success'}>
                          {day.state === 'draft' ? t.draft : t.published}
                        </Badge>
                        {day.has_draft && <Badge $tone="warning">{draftText.badge}</Badge>}
                        <Hint>
                          {t.from(day.available_on)} · {t.tasks(day.tasks)}
                        </Hint>
                        {day.titles.length > 0 && <Hint>{day.titles.join(' · ')}</Hint>}
                        <Hint>{t.reached(day.reached)}</Hint>
                      </Card>
                    </DayLink>
                  </li>
                ))}
              </Grid>
            )}
            <Card>
              <Waiting>{t.waiting(data.waiting)}</Waiting>
            </Card>
            <Link to="/studio/meetings">{meetingsText.title}</Link>
            <Button onClick={add} loading={create.isPending}>
              {t.addDay}
            </Button>
            {create.isError && <p role="alert">{errorMessage(create.error, t.addFailed)}</p>}
            <Link to="/studio/speakers">{speakersText.link}</Link>
          </>
        )}
      </QueryView>
    </Page>
  );
}
