import { useState } from 'react';
import { useNavigate, Link } from 'react-router';
import styled from 'styled-components';
import { errorMessage } from '@app/shared/http';
import { Badge, Button, Card, EmptyState, Hint, Page, QueryView, Title } from '@app/shared/ui';
import { useCourse, useCreateDay } from '../api/studio';
import { EditorGate } from '../components/editor-gate';
import { CourseAnalysisStatus, DayHardest } from '../components/item-analysis';
import { StudioNav } from '../components/studio-nav';
import { text } from '../text';
import { draftText } from '../text/day-drafts';
import { SmallButton, TextField } from '../forms/fields';

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

const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The new day's date as offered: the day after the course's last day, or today for an empty course (either may be changed). */
function nextDate(days: Array<{ available_on: string }>): string {
  const last = days
    .map((d) => d.available_on)
    .sort()
    .at(-1);
  if (!last) return isoDay(new Date());
  const [y, m, d] = last.split('-').map(Number) as [number, number, number];
  return isoDay(new Date(y, m - 1, d + 1));
}

const NewDay = styled.form`display: flex; flex-direction: column; gap: 12px;`;

function Course() {
  const course = useCourse();
  const create = useCreateDay();
  const navigate = useNavigate();
  // 'Pridať deň' opens this small form first: a day is created by 'Vytvoriť deň', never by one stray tap.
  const [adding, setAdding] = useState<string | null>(null);
  const add = (available_on: string) =>
    create.mutate({ available_on, sections: [] }, { onSuccess: (day) => void navigate(`/studio/course/${day.id}`) });
  return (
    <Page back="/main" title={t.title} wide>
      <StudioNav />
      <QueryView query={course} loading={text.loading} errorTitle={text.loadFailed} retryLabel={text.retry}>
        {(data) => (
          <>
            {data.days.length === 0 ? (
              <EmptyState>{t.empty}</EmptyState>
            ) : (
              <>
                {data.days.some((day) => day.state === 'published') && <CourseAnalysisStatus />}
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
                          {day.state === 'published' && <DayHardest dayId={day.id} />}
                        </Card>
                      </DayLink>
                    </li>
                  ))}
                </Grid>
              </>
            )}
            <Card>
              <Waiting>{t.waiting(data.waiting)}</Waiting>
            </Card>
            {adding === null ? (
              <Button onClick={() => setAdding(nextDate(data.days))}>{t.addDay}</Button>
            ) : (
              <Card>
                <NewDay
                  aria-label={t.newDay}
                  onSubmit={(e) => {
                    e.preventDefault();
                    add(adding);
                  }}
                >
                  <Title>{t.newDay}</Title>
                  <TextField label={text.day.date} type="date" value={adding} path="available_on" onChange={setAdding} />
                  <Hint>{t.newDayHint}</Hint>
                  <Button type="submit" loading={create.isPending} disabled={!adding}>
                    {t.createDay}
                  </Button>
                  <SmallButton type="button" onClick={() => setAdding(null)}>
                    {t.cancelAdd}
                  </SmallButton>
                  {create.isError && <p role="alert">{errorMessage(create.error, t.addFailed)}</p>}
                </NewDay>
              </Card>
            )}
          </>
        )}
      </QueryView>
    </Page>
  );
}
