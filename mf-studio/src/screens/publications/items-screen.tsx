import { Link, useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { studioItemStates, type StudioItemState, type StudioNewsRow, type StudioPublicationRow } from '@app/studio-contract';
import { errorMessage } from '@app/shared/http';
import { Badge, Button, Card, EmptyState, Hint, Page, QueryView, Title, type BadgeTone } from '@app/shared/ui';
import { useCreateItem, useItems, type ItemKind } from '../../api/publications';
import { EditorGate } from '../../components/editor-gate';
import { Labeled, Select } from '../../forms/fields';
import { text } from '../../text';
import { itemStates, pubText, schoolDateTime } from '../../text/publications';
import { StudioNav } from '../../components/studio-nav';

const t = pubText.list;
export const stateTone: Record<StudioItemState, BadgeTone> = {
  draft: 'neutral',
  scheduled: 'warning',
  published: 'success',
  withdrawn: 'danger',
};

// One column on a phone, as many as fit on a desktop window.
const Grid = styled.ol`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
`;
const ItemLink = styled(Link)`text-decoration: none; color: inherit; display: block; height: 100%;`;
const Bar = styled.div`display: flex; gap: 12px; align-items: flex-end; justify-content: space-between; flex-wrap: wrap;`;
const Thumb = styled.img`width: 100%; aspect-ratio: 16 / 9; object-fit: cover; border-radius: 8px;`;

/** /studio/publications: every publication with its state and date, filtered by state. */
export function PublicationsScreen() {
  return (
    <EditorGate>
      <Items kind="publications" />
    </EditorGate>
  );
}

/** /studio/news: every news item likewise. */
export function NewsScreen() {
  return (
    <EditorGate>
      <Items kind="news" />
    </EditorGate>
  );
}

type Row = StudioPublicationRow | StudioNewsRow;

function Items({ kind }: { kind: ItemKind }) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('state');
  const state = (studioItemStates as readonly string[]).includes(raw ?? '') ? (raw as StudioItemState) : undefined;
  const list = useItems(kind, state);
  const create = useCreateItem(kind);
  const navigate = useNavigate();
  const title = kind === 'publications' ? t.publications : t.news;
  const authors = list.data && 'authors' in list.data ? list.data.authors : [];
  const add = () => {
    const input =
      kind === 'publications'
        ? {
            title: t.newTitle,
            type: 'text' as const,
            description: '',
            content: '',
            thumbnail_file_id: null,
            audio_file_id: null,
            video_file_id: null,
            transcript: '',
            author_id: authors[0]!.id,
            categories: [],
            series_title: '',
            sequence_order: null,
          }
        : {
            title: t.newNewsTitle,
            description: '',
            thumbnail_file_id: null,
            type: 'Info',
            chip_tag: null,
            instant_redirect: false,
            redirect_code: null,
            blog_publication_id: null,
            meeting_id: null,
            priority: 0,
          };
    create.mutate(input as never, { onSuccess: (item) => void navigate(`/studio/${kind}/${item.id}`) });
  };
  return (
    <Page back="/studio/course" title={title} wide>
      <StudioNav />
      <Bar>
        <Labeled label={pubText.filter}>
          <Select
            value={state ?? ''}
            onChange={(e) => setParams(e.target.value ? { state: e.target.value } : {}, { replace: true })}
          >
            <option value="">{pubText.all}</option>
            {studioItemStates.map((s) => (
              <option key={s} value={s}>
                {itemStates[s]}
              </option>
            ))}
          </Select>
        </Labeled>
        <Button onClick={add} loading={create.isPending} disabled={kind === 'publications' && authors.length === 0}>
          {kind === 'publications' ? t.addPublication : t.addNews}
        </Button>
      </Bar>
      {create.isError && <p role="alert">{errorMessage(create.error, t.addFailed)}</p>}
      <QueryView query={list} loading={text.loading} errorTitle={text.loadFailed} retryLabel={text.retry}>
        {(data) =>
          data.results.length === 0 ? (
            <EmptyState>{state ? t.emptyFiltered : kind === 'publications' ? t.emptyPublications : t.emptyNews}</EmptyState>
          ) : (
            <Grid aria-label={title}>
              {(data.results as Row[]).map((row) => (
                <li key={row.id}>
                  <ItemLink to={`/studio/${kind}/${row.id}`} aria-label={`${row.title || t.untitled}, ${itemStates[row.state]}`}>
                    <Card>
                      {'thumbnail_url' in row && row.thumbnail_url && <Thumb src={row.thumbnail_url} alt="" loading="lazy" />}
                      <Title>{row.title || t.untitled}</Title>
                      <Badge $tone={stateTone[row.state]}>{itemStates[row.state]}</Badge>
                      {row.published_at && (
                        <Hint>{pubText.when(row.state, schoolDateTime(row.published_at, data.time_zone))}</Hint>
                      )}
                      {'categories' in row && row.categories.length > 0 && <Hint>{row.categories.join(' · ')}</Hint>}
                      {'chip_tag' in row && row.chip_tag && <Hint>{row.chip_tag}</Hint>}
                    </Card>
                  </ItemLink>
                </li>
              ))}
            </Grid>
          )
        }
      </QueryView>
      {kind === 'publications' && list.data && authors.length === 0 && <Hint>{t.noAuthor}</Hint>}
    </Page>
  );
}
