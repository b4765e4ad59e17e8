import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import type { StudioPublication, StudioPublicationSave } from '@app/studio-contract';
import { Hint } from '@app/shared/ui';
import { useItem, useItems } from '../../api/publications';
import { ItemPage, ItemRoute } from '../../components/item-route';
import { PublicationForm, type PublicationDraft } from '../../forms/publications/publication-form';
import { text } from '../../text';
import { pubText } from '../../text/publications';
import { ItemEditor } from './item-editor';
import { SCHOOL_TIME_ZONE } from '@app/shared/domain';

// The blog's own renderer (react-markdown) loads with the preview, not with the studio.
const MarkdownContent = lazy(() => import('@app/blog-markdown'));

const e = pubText.editor;
const Cover = styled.img`display: block; width: 100%; aspect-ratio: 16 / 9; object-fit: cover; border-radius: 12px;`;
const Heading = styled.h2`margin: 0; font-size: 22px;`;
// As the blog's player; the transcript is offered beside it as a document.
const Player = styled.audio`display: block; width: 100%;`;
// As the blog's: the cover is the poster.
const VideoPlayer = styled.video`display: block; width: 100%; border-radius: 12px; background: #000;`;

const draftOf = (p: StudioPublication): PublicationDraft => ({
  title: p.title,
  type: p.type,
  description: p.description,
  content: p.content,
  thumbnail_file_id: p.thumbnail_file_id,
  thumbnail: p.thumbnail,
  audio_file_id: p.audio_file_id,
  audio: p.audio,
  video_file_id: p.video_file_id,
  video: p.video,
  transcript: p.transcript,
  author_id: p.author_id,
  categories: p.categories,
  series_title: p.series_title,
  sequence_order: p.sequence_order,
});
const saveOf = ({ thumbnail: _t, audio: _a, video: _v, ...input }: PublicationDraft, version: number): StudioPublicationSave => ({
  ...input,
  version,
});

/**
 * What learners will see, as the blog's detail shows it (its spec): a text is its markdown alone
 * (the cover is the feed card's, said under the preview), an audio has the cover above its player,
 * a video shows the cover as its poster.
 */
function Preview({ draft }: { draft: PublicationDraft }) {
  return (
    <>
      <Heading>{draft.title}</Heading>
      {draft.type === 'audio' && draft.thumbnail && <Cover src={draft.thumbnail.url} alt={draft.title} />}
      {draft.type === 'audio' && draft.audio && (
        <Player controls preload="metadata" src={draft.audio.url} aria-label={draft.title} />
      )}
      {draft.type === 'video' && draft.video && (
        <VideoPlayer
          controls
          playsInline
          preload="metadata"
          src={draft.video.url}
          poster={draft.thumbnail?.url}
          aria-label={draft.title}
        />
      )}
      {draft.type === 'text' ? (
        draft.content.trim() ? (
          <Suspense fallback={<Hint role="status">{text.loading}</Hint>}>
            <MarkdownContent source={draft.content} />
          </Suspense>
        ) : (
          <Hint>{e.previewEmpty}</Hint>
        )
      ) : (
        <p>{draft.description}</p>
      )}
      {draft.type === 'text' && draft.thumbnail && <Hint>{e.previewCoverNote}</Hint>}
    </>
  );
}

/** /studio/publications/:id: a publication's editor, its preview, publish / schedule / withdraw, history. */
export function PublicationScreen() {
  return <ItemRoute back="/studio/publications" missing={e.missing} load={(id) => <Loader key={id} id={id} />} />;
}

function Loader({ id }: { id: number }) {
  const list = useItems('publications');
  return (
    <ItemPage query={useItem('publications', id)} back="/studio/publications" title={(p) => p.title} missing={e.missing}>
      {(data) => (
        <ItemEditor
          kind="publications"
          item={data}
          timeZone={list.data?.time_zone ?? SCHOOL_TIME_ZONE}
          label={data.title}
          draftOf={draftOf}
          saveOf={saveOf}
          form={(draft, setDraft) => (
            <PublicationForm
              draft={draft}
              // The stored author stays choosable while the list of authors loads.
              authors={list.data?.authors ?? [{ id: draft.author_id, name: '…', photo_url: null }]}
              onChange={setDraft}
            />
          )}
          preview={(draft) => <Preview draft={draft} />}
        />
      )}
    </ItemPage>
  );
}
