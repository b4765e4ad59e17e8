import type { StudioSpeakerInput } from '@app/studio-contract';
import { speakersText as t } from '../../text/speakers';
import { TextField, TextList } from '../fields';
import { PhotoField } from '../photo-field';
import { CheckField } from '../controls';

export type ProfileDraft = Omit<StudioSpeakerInput, 'hours' | 'days_off' | 'price_per_hour'> & {
  /** As typed: the server answers 400 `price_per_hour` for what is not a rate. */
  price: string;
  photo_url: string | null;
};

interface Props {
  draft: ProfileDraft;
  onChange: (draft: ProfileDraft) => void;
}

/** Who learners book: name, Telegram username, photo, languages, about, the rate and hiding. */
export function ProfileForm({ draft, onChange }: Props) {
  const set = (change: Partial<ProfileDraft>) => onChange({ ...draft, ...change });
  return (
    <>
      <TextField label={t.firstName} value={draft.first_name} path="first_name" onChange={(first_name) => set({ first_name })} />
      <TextField label={t.lastName} value={draft.last_name} path="last_name" onChange={(last_name) => set({ last_name })} />
      <TextField label={t.username} value={draft.username} path="username" onChange={(username) => set({ username })} />
      <PhotoField
        url={draft.photo_url}
        onChange={(photo) => set({ photo_file_id: photo?.file_id ?? null, photo_url: photo?.url ?? null })}
      />
      <TextList
        label={t.languages}
        itemLabel={t.language}
        values={draft.languages}
        onChange={(languages) => set({ languages })}
        path="languages"
        addLabel={t.addLanguage}
        removeLabel={t.remove}
      />
      <TextField label={t.bio} value={draft.bio} path="bio" multiline onChange={(bio) => set({ bio })} />
      <TextField
        label={t.pricePerHour}
        value={draft.price}
        path="price_per_hour"
        type="number"
        onChange={(price) => set({ price })}
      />
      <CheckField checked={draft.hidden} onChange={(hidden) => set({ hidden })}>
        {t.hide}
      </CheckField>
    </>
  );
}
