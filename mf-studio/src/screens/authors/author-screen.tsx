import { useNavigate } from 'react-router';
import type { StudioAuthorDetail } from '@app/studio-contract';
import { Button, Card, Hint, Page, Title } from '@app/shared/ui';
import { authorHistoryQuery, fetchAuthor, useAuthor, useCreateAuthor, useSaveAuthor } from '../../api/authors';
import { HistoryCard } from '../../components/history-card';
import { ItemPage, ItemRoute } from '../../components/item-route';
import { ItemLayout, SaveStatus, useItemSave } from '../../components/item-save';
import { AuthorForm, type AuthorDraft } from '../../forms/authors/author-form';
import { authorsText as t } from '../../text/authors';
import { StudioNav } from '../../components/studio-nav';

const blank: AuthorDraft = { first_name: '', last_name: '', photo_file_id: null, photo_url: null };
const draftOf = (a: StudioAuthorDetail | null): AuthorDraft =>
  a ? { first_name: a.first_name, last_name: a.last_name, photo_file_id: a.photo_file_id, photo_url: a.photo_url } : blank;
const nameOf = (a: { first_name: string; last_name: string }) => `${a.first_name} ${a.last_name}`;

/** /studio/authors/new and /studio/authors/:id: an author's name and photo, and their history. */
export function AuthorScreen() {
  return (
    <ItemRoute
      back="/studio/authors"
      missing={t.missing}
      load={(id) => <AuthorLoader key={id} id={id} />}
      create={
        <Page back="/studio/authors" title={t.newTitle} wide>
          <StudioNav />
          <AuthorEditor author={null} />
        </Page>
      }
    />
  );
}

function AuthorLoader({ id }: { id: number }) {
  return (
    <ItemPage query={useAuthor(id)} back="/studio/authors" title={nameOf} missing={t.missing}>
      {(data) => <AuthorEditor author={data} />}
    </ItemPage>
  );
}

function AuthorEditor({ author }: { author: StudioAuthorDetail | null }) {
  const navigate = useNavigate();
  const item = useItemSave<StudioAuthorDetail | null, AuthorDraft, 'saved'>({
    item: author,
    draftOf,
    refetch: (current) => (current ? fetchAuthor(current.id) : Promise.resolve(null)),
  });
  const { base, draft, setDraft, stored, send } = item;
  const create = useCreateAuthor();
  const save = useSaveAuthor(base?.id ?? 0);
  const dirty = item.dirty();

  const submit = () => {
    const { photo_url: _p, ...input } = draft;
    if (!base) {
      send(create, input, (created) => void navigate(`/studio/authors/${created.id}`, { replace: true }));
      return;
    }
    send(save, { ...input, version: base.version }, (saved) => {
      stored(saved);
      item.setOutcome('saved');
    });
  };

  return (
    <ItemLayout
      save={item}
      label={base ? nameOf(base) : t.newTitle}
      onSubmit={submit}
      unsaved={dirty}
      side={
        <>
          <Card>
            {base && <Title>{nameOf(base)}</Title>}
            {base && <Hint>{t.publications(base.publications)}</Hint>}
            <Hint>{t.hint}</Hint>
            <SaveStatus save={item} dirty={Boolean(base) && dirty}>
              {item.outcome === 'saved' && !dirty && <Hint role="status">{t.saved}</Hint>}
            </SaveStatus>
            <Button onClick={submit} loading={create.isPending || save.isPending} disabled={Boolean(base) && !dirty}>
              {base ? t.save : t.create}
            </Button>
          </Card>
          {base && <HistoryCard options={authorHistoryQuery(base.id)} />}
        </>
      }
    >
      <Card>
        <Title>{t.form}</Title>
        <AuthorForm draft={draft} onChange={setDraft} />
      </Card>
    </ItemLayout>
  );
}
