import { Link } from 'react-router';
import styled from 'styled-components';
import { Badge, Card, EmptyState, Hint, Page, QueryView, Title } from '@app/shared/ui';
import { useSpeakers } from '../../api/speakers';
import { EditorGate } from '../../components/editor-gate';
import { text } from '../../text';
import { speakersText as t } from '../../text/speakers';
import { AddLink } from '../../components/add-link';
import { StudioNav } from '../../components/studio-nav';

// One column on a phone, as many as fit on a desktop window.
const Grid = styled.ul`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
`;
const CardLink = styled(Link)`text-decoration: none; color: inherit; display: block;`;
const Head = styled.div`display: flex; gap: 12px; align-items: center;`;
const Photo = styled.img`width: 48px; height: 48px; border-radius: 50%; object-fit: cover; flex: none;`;
/** /studio/speakers: every speaker (hidden ones too) with languages, rate and booked calls. */
export function SpeakersScreen() {
  return (
    <EditorGate>
      <Speakers />
    </EditorGate>
  );
}

function Speakers() {
  const speakers = useSpeakers();
  return (
    <Page back="/studio/course" title={t.title} wide>
      <StudioNav />
      <QueryView query={speakers} loading={text.loading} errorTitle={text.loadFailed} retryLabel={text.retry}>
        {(data) => (
          <>
            {data.results.length === 0 ? (
              <EmptyState>{t.empty}</EmptyState>
            ) : (
              <Grid>
                {data.results.map((s) => (
                  <li key={s.id}>
                    <CardLink to={`/studio/speakers/${s.id}`} aria-label={`${s.first_name} ${s.last_name}`}>
                      <Card>
                        <Head>
                          {s.photo_url && <Photo src={s.photo_url} alt="" />}
                          <Title>
                            {s.first_name} {s.last_name}
                          </Title>
                        </Head>
                        <Badge $tone={s.hidden ? 'neutral' : 'success'}>{s.hidden ? t.hidden : t.visible}</Badge>
                        <Hint>
                          {s.languages.join(', ')} · {t.rate(s.price_per_hour)}
                        </Hint>
                        <Hint>{t.upcoming(s.upcoming_calls)}</Hint>
                      </Card>
                    </CardLink>
                  </li>
                ))}
              </Grid>
            )}
            <AddLink to="/studio/speakers/new">+ {t.add}</AddLink>
          </>
        )}
      </QueryView>
    </Page>
  );
}
