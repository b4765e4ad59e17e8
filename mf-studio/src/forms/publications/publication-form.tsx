import type { StudioAuthor, StudioFileRef, StudioPublicationInput } from '@app/studio-contract';
import { FieldError } from '../../components/field-errors';
import { pubText } from '../../text/publications';
import { Labeled, Row, Select, TextField, TextList } from '../fields';
import { MarkdownField } from './markdown-field';
import { MediaField } from './media-field';
import { Hint } from './parts';

const e = pubText.editor;

/** What the form holds: the input, and the uploaded files' names and URLs to show them. */
export type PublicationDraft = StudioPublicationInput & {
  thumbnail: StudioFileRef | null;
  audio: (StudioFileRef & { duration_seconds?: number | null }) | null;
  video: (StudioFileRef & { duration_seconds?: number | null }) | null;
};

export function PublicationForm({
  draft,
  authors,
  onChange,
}: {
  draft: PublicationDraft;
  authors: StudioAuthor[];
  onChange: (draft: PublicationDraft) => void;
}) {
  const set = <K extends keyof PublicationDraft>(key: K, value: PublicationDraft[K]) => onChange({ ...draft, [key]: value });
  return (
    <>
      <TextField label={e.title} value={draft.title} path="title" onChange={(v) => set('title', v)} />
      <Row>
        <Labeled label={e.type}>
          <Select value={draft.type} onChange={(ev) => set('type', ev.target.value as PublicationDraft['type'])}>
            <option value="text">{e.types.text}</option>
            <option value="audio">{e.types.audio}</option>
            <option value="video">{e.types.video}</option>
          </Select>
        </Labeled>
        <Labeled label={e.author}>
          <Select value={draft.author_id} onChange={(ev) => set('author_id', Number(ev.target.value))}>
            {authors.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </Select>
        </Labeled>
      </Row>
      <FieldError path="type" />
      <FieldError path="author_id" />
      <TextField label={e.description} value={draft.description} path="description" onChange={(v) => set('description', v)} />
      <MediaField
        kind="image"
        label={e.cover}
        value={draft.thumbnail}
        path="thumbnail_file_id"
        onChange={(file) => onChange({ ...draft, thumbnail: file, thumbnail_file_id: file?.file_id ?? null })}
      />
      {draft.type === 'video' && (
        <>
          <MediaField
            kind="video"
            label={e.video}
            value={draft.video}
            path="video_file_id"
            onChange={(file) => onChange({ ...draft, video: file, video_file_id: file?.file_id ?? null })}
          />
          <Hint>{e.videoHint}</Hint>
        </>
      )}
      {draft.type === 'text' && (
        <>
          <MarkdownField label={e.content} value={draft.content} path="content" onChange={(v) => set('content', v)} />
          <Hint>{e.contentHint}</Hint>
        </>
      )}
      {draft.type === 'audio' && (
        <>
          <MediaField
            kind="audio"
            label={e.recording}
            value={draft.audio}
            path="audio_file_id"
            onChange={(file) => onChange({ ...draft, audio: file, audio_file_id: file?.file_id ?? null })}
          />
          <TextField
            label={e.transcript}
            value={draft.transcript}
            multiline
            path="transcript"
            onChange={(v) => set('transcript', v)}
          />
          <Hint>{e.transcriptHint}</Hint>
        </>
      )}
      <TextList
        label={e.categories}
        itemLabel={e.category}
        values={draft.categories}
        onChange={(v) => set('categories', v)}
        path="categories"
        addLabel={e.addCategory}
        removeLabel={e.removeCategory}
      />
      <Row>
        <TextField label={e.series} value={draft.series_title} path="series_title" onChange={(v) => set('series_title', v)} />
        <TextField
          label={e.order}
          type="number"
          value={draft.sequence_order === null ? '' : String(draft.sequence_order)}
          path="sequence_order"
          onChange={(v) => set('sequence_order', v === '' ? null : Math.max(1, Math.floor(Number(v)) || 1))}
        />
      </Row>
    </>
  );
}
