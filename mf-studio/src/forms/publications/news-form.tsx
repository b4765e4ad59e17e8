import type { StudioFileRef, StudioNewsInput, StudioPublicationRow } from '@app/studio-contract';
import { FieldError } from '../../components/field-errors';
import { itemStates, pubText } from '../../text/publications';
import { Labeled, Row, Select, TextField } from '../fields';
import { MediaField } from './media-field';
import { CheckField } from '../controls';

const n = pubText.news;

export type NewsDraft = StudioNewsInput & { thumbnail: StudioFileRef | null };

/** Spec section 3, News item: where a card points is its redirect (blog, meetings, or home). */
export function NewsForm({
  draft,
  publications,
  onChange,
}: {
  draft: NewsDraft;
  publications: StudioPublicationRow[];
  onChange: (draft: NewsDraft) => void;
}) {
  const set = <K extends keyof NewsDraft>(key: K, value: NewsDraft[K]) => onChange({ ...draft, [key]: value });
  return (
    <>
      <TextField label={n.title} value={draft.title} path="title" onChange={(v) => set('title', v)} />
      <TextField
        label={n.description}
        value={draft.description}
        multiline
        path="description"
        onChange={(v) => set('description', v)}
      />
      <Row>
        <Labeled label={n.type}>
          <Select value={draft.type} onChange={(ev) => set('type', ev.target.value)}>
            {/* A value stored before the list (typed freely) stays selectable as it is. */}
            {!(draft.type in n.types) && <option value={draft.type}>{draft.type || '—'}</option>}
            {Object.entries(n.types).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
          <FieldError path="type" />
        </Labeled>
        <TextField label={n.chip} value={draft.chip_tag ?? ''} path="chip_tag" onChange={(v) => set('chip_tag', v || null)} />
      </Row>
      <TextField
        label={n.priority}
        type="number"
        value={String(draft.priority)}
        path="priority"
        onChange={(v) => set('priority', Math.max(-1000, Math.min(1000, Math.trunc(Number(v)) || 0)))}
      />
      <MediaField
        kind="image"
        label={n.cover}
        value={draft.thumbnail}
        path="thumbnail_file_id"
        onChange={(file) => onChange({ ...draft, thumbnail: file, thumbnail_file_id: file?.file_id ?? null })}
      />
      <CheckField checked={draft.instant_redirect} onChange={(on) => set('instant_redirect', on)}>
        {n.link}
      </CheckField>
      <Labeled label={n.target}>
        <Select
          value={draft.redirect_code ?? 'none'}
          onChange={(ev) => set('redirect_code', ev.target.value === 'none' ? null : (ev.target.value as 'blog' | 'meetings'))}
        >
          {Object.entries(n.targets).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </Labeled>
      {draft.redirect_code === 'blog' && (
        <Labeled label={n.publication}>
          <Select
            value={draft.blog_publication_id ?? ''}
            onChange={(ev) => set('blog_publication_id', ev.target.value ? Number(ev.target.value) : null)}
          >
            <option value="">{n.choosePublication}</option>
            {publications.map((p) => (
              <option key={p.id} value={p.id}>
                {p.title} ({itemStates[p.state]})
              </option>
            ))}
          </Select>
          <FieldError path="blog_publication_id" />
        </Labeled>
      )}
      {draft.redirect_code === 'meetings' && (
        <TextField
          label={n.meeting}
          type="number"
          value={draft.meeting_id === null ? '' : String(draft.meeting_id)}
          path="meeting_id"
          onChange={(v) => set('meeting_id', v === '' ? null : Math.max(1, Math.floor(Number(v)) || 1))}
        />
      )}
    </>
  );
}
