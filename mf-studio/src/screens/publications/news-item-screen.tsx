import type { StudioNews, StudioNewsSave } from '@app/studio-contract';
import { useItem, useItems } from '../../api/publications';
import { ItemPage, ItemRoute } from '../../components/item-route';
import { NewsForm, type NewsDraft } from '../../forms/publications/news-form';
import { pubText } from '../../text/publications';
import { ItemEditor } from './item-editor';
import { SCHOOL_TIME_ZONE } from '@app/shared/domain';

const e = pubText.editor;

const draftOf = (n: StudioNews): NewsDraft => ({
  title: n.title,
  description: n.description,
  thumbnail_file_id: n.thumbnail_file_id,
  thumbnail: n.thumbnail,
  type: n.type,
  chip_tag: n.chip_tag,
  instant_redirect: n.instant_redirect,
  redirect_code: n.redirect_code,
  blog_publication_id: n.blog_publication_id,
  meeting_id: n.meeting_id,
  priority: n.priority,
});
const saveOf = ({ thumbnail: _t, ...input }: NewsDraft, version: number): StudioNewsSave => ({ ...input, version });

/** /studio/news/:id: a news item's editor, publish / schedule / withdraw, history. */
export function NewsItemScreen() {
  return <ItemRoute back="/studio/news" missing={e.missing} load={(id) => <Loader key={id} id={id} />} />;
}

function Loader({ id }: { id: number }) {
  const news = useItems('news');
  const publications = useItems('publications');
  return (
    <ItemPage query={useItem('news', id)} back="/studio/news" title={(n) => n.title} missing={e.missing}>
      {(data) => (
        <ItemEditor
          kind="news"
          item={data}
          timeZone={news.data?.time_zone ?? SCHOOL_TIME_ZONE}
          label={data.title}
          draftOf={draftOf}
          saveOf={saveOf}
          form={(draft, setDraft) => (
            <NewsForm draft={draft} publications={publications.data?.results ?? []} onChange={setDraft} />
          )}
        />
      )}
    </ItemPage>
  );
}
