import { useState } from 'react';
import styled from 'styled-components';
import type { StudioMeeting, StudioMeetingInput } from '@app/studio-contract';
import { STUDIO_MAX_IMAGE_BYTES } from '@app/studio-contract/limits';
import { errorMessage } from '@app/shared/http';
import { Hint } from '@app/shared/ui';
import { uploadMedia } from '../../api/studio';
import { FieldError } from '../../components/field-errors';
import { Box, Group, GroupTitle, Labeled, Select, SmallButton, TextField, TextList } from '../fields';
import { meetingsText } from '../../text/meetings';
import { CheckField, FilePicker } from '../controls';
import { CapacityField } from './capacity-field';

const t = meetingsText.editor;

/** What the form holds: numbers as typed (a half-typed price stays as it is), photos with their URLs. */
export interface MeetingDraft extends Omit<StudioMeetingInput, 'capacity' | 'price' | 'photo_file_ids'> {
  capacity: string;
  price: string;
  photos: Array<{ file_id: number; url: string }>;
}

export const emptyDraft = (): MeetingDraft => ({
  title: '',
  subtitle: '',
  subdescription: '',
  description: '',
  format: 'offline',
  place: '',
  link: '',
  starts_at: '',
  ends_at: '',
  capacity: '20',
  price: '0',
  registration_open: true,
  categories: [],
  photos: [],
});

export const draftOf = (meeting: StudioMeeting): MeetingDraft => ({
  title: meeting.title,
  subtitle: meeting.subtitle,
  subdescription: meeting.subdescription,
  description: meeting.description,
  format: meeting.format,
  place: meeting.place,
  link: meeting.link,
  starts_at: meeting.starts_at,
  ends_at: meeting.ends_at,
  capacity: String(meeting.capacity),
  price: String(meeting.price),
  registration_open: meeting.registration_open,
  categories: meeting.categories,
  photos: meeting.photos,
});

/** The request body; a number that is not one goes as NaN-free 0 and the server names the field. */
export const inputOf = (draft: MeetingDraft): StudioMeetingInput => {
  const { photos, capacity, price, ...rest } = draft;
  const number = (value: string) => {
    const parsed = Number(value.replace(',', '.').trim());
    return Number.isFinite(parsed) && value.trim() !== '' ? parsed : -1;
  };
  return { ...rest, capacity: number(capacity), price: number(price), photo_file_ids: photos.map((p) => p.file_id) };
};

const Photos = styled.ul`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 8px;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
`;
const Photo = styled.li`display: flex; flex-direction: column; gap: 4px; > img { width: 100%; aspect-ratio: 4 / 3; object-fit: cover; border-radius: 8px; }`;
// Two fields side by side where the window allows.
const Pair = styled.div`display: grid; gap: 12px; grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));`;

/** The fields of a meeting; the server's 400 shows at the field it names (FieldProblemProvider above). */
export function MeetingForm({
  draft,
  onChange,
  taken,
}: {
  draft: MeetingDraft;
  onChange: (d: MeetingDraft) => void;
  taken: number;
}) {
  const set =
    <K extends keyof MeetingDraft>(key: K) =>
    (value: MeetingDraft[K]) =>
      onChange({ ...draft, [key]: value });
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploadError(null);
    if (file.size > STUDIO_MAX_IMAGE_BYTES) {
      setUploadError('Fotka je príliš veľká: môže mať najviac 5 MB.');
      return;
    }
    setUploading(true);
    try {
      const media = await uploadMedia(file);
      onChange({ ...draft, photos: [...draft.photos, { file_id: media.file_id, url: media.url }] });
    } catch (error) {
      setUploadError(errorMessage(error, t.uploadFailed));
    } finally {
      setUploading(false);
    }
  };
  const online = draft.format === 'online';
  return (
    <>
      <Box>
        <TextField label={t.title} value={draft.title} path="title" onChange={set('title')} />
        <TextField label={t.subtitle} value={draft.subtitle} path="subtitle" onChange={set('subtitle')} />
        <TextField label={t.subdescription} value={draft.subdescription} path="subdescription" onChange={set('subdescription')} />
        <TextField label={t.description} value={draft.description} path="description" multiline onChange={set('description')} />
      </Box>
      <Box>
        <Pair>
          <TextField
            label={t.starts}
            type="datetime-local"
            value={draft.starts_at}
            path="starts_at"
            onChange={set('starts_at')}
          />
          <TextField label={t.ends} type="datetime-local" value={draft.ends_at} path="ends_at" onChange={set('ends_at')} />
        </Pair>
        <Labeled label={t.formatLabel}>
          <Select value={draft.format} onChange={(e) => set('format')(e.target.value as MeetingDraft['format'])}>
            <option value="offline">{meetingsText.format.offline}</option>
            <option value="online">{meetingsText.format.online}</option>
          </Select>
        </Labeled>
        <TextField label={online ? t.placeOnline : t.place} value={draft.place} path="place" onChange={set('place')} />
        <TextField label={online ? t.link : t.linkOffline} value={draft.link} path="link" type="url" onChange={set('link')} />
      </Box>
      <Box>
        <Pair>
          <CapacityField value={draft.capacity} onChange={set('capacity')} />
          <TextField label={t.price} value={draft.price} path="price" onChange={set('price')} />
        </Pair>
        {taken > 0 && <Hint>{t.capacityHint(taken)}</Hint>}
        <CheckField checked={draft.registration_open} onChange={(open) => set('registration_open')(open)}>
          {t.registrationOpen}
        </CheckField>
        <TextList
          label={t.categories}
          itemLabel={t.category}
          values={draft.categories}
          onChange={set('categories')}
          path="categories"
          addLabel={t.addCategory}
          removeLabel={t.remove}
        />
      </Box>
      <Box>
        <Group role="group" aria-label={t.photos}>
          <GroupTitle>{t.photos}</GroupTitle>
          <FieldError path="photo_file_ids" />
          {draft.photos.length === 0 ? (
            <Hint>{t.noPhotos}</Hint>
          ) : (
            <Photos>
              {draft.photos.map((photo, i) => (
                <Photo key={photo.file_id}>
                  <img src={photo.url} alt={t.photo(i)} />
                  <FieldError path={`photo_file_ids.${i}`} />
                  {i > 0 && (
                    <SmallButton type="button" onClick={() => set('photos')([photo, ...draft.photos.filter((_, j) => j !== i)])}>
                      {t.moveFirst}
                    </SmallButton>
                  )}
                  <SmallButton
                    type="button"
                    aria-label={`${t.remove}: ${t.photo(i)}`}
                    onClick={() => set('photos')(draft.photos.filter((_, j) => j !== i))}
                  >
                    ✕ {t.remove}
                  </SmallButton>
                </Photo>
              ))}
            </Photos>
          )}
          <FilePicker
            label={uploading ? t.uploading : t.upload}
            ariaLabel={t.upload}
            accept="image/jpeg,image/png,image/webp"
            busy={uploading}
            onPick={(file) => void upload(file)}
          />
          {uploadError && <p role="alert">{uploadError}</p>}
        </Group>
      </Box>
    </>
  );
}
