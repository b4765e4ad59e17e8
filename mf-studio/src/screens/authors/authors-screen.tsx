import { Link } from 'react-router';
import styled from 'styled-components';
import { Card, EmptyState, Hint, Page, QueryView, Title } from '@app/shared/ui';
import { useAuthors } from '../../api/authors';
import { EditorGate } from '../../components/editor-gate';
import { text } from '../../text';
import { authorsText as t } from '../../text/authors';
import { StudioNav } from '../../components/studio-nav';
import { AddLink } from '../../components/add-link';

// One column on a phone, as many as fit on a desktop window.
const Grid = styled.ul`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
`;
const CardLink = styled(Link)`text-decoration: none; color: inherit; display: block;`;
const Head = styled.div`display: flex; gap: 12px; align-items: center; min-width: 0;`;
const Photo = styled.img`width: 48px; height: 48px; border-radius: 50%; object-fit: cover; flex: none;`;
/** /studio/authors: the blog's authors, with their photo and how many publications name them. */
export function AuthorsScreen() {
  return (
    <EditorGate>
      <Authors />
    </EditorGate>
  );
}

function Authors() {
  const authors = useAuthors();
  return (
    <Page back="/studio/publications" title={t.title} wide>
      <StudioNav />
      <QueryView query={authors} loading={text.loading} errorTitle={text.loadFailed} retryLabel={text.retry}>
        {(data) => (
          <>
            {data.results.length === 0 ? (
              <EmptyState>{t.empty}</EmptyState>
            ) : (
              <Grid>
                {data.results.map((a) => (
                  <li key={a.id}>
                    <CardLink to={`/studio/authors/${a.id}`} aria-label={`${a.first_name} ${a.last_name}`}>
                      <Card>
                        <Head>
                          {a.photo_url && <Photo src={a.photo_url} alt="" />}
                          <Title>
                            {a.first_name} {a.last_name}
                          </Title>
                        </Head>
                        <Hint>{t.publications(a.publications)}</Hint>
                      </Card>
                    </CardLink>
                  </li>
                ))}
              </Grid>
            )}
            <AddLink to="/studio/authors/new">+ {t.add}</AddLink>
          </>
        )}
      </QueryView>
    </Page>
  );
}
