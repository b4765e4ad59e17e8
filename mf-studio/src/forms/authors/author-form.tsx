import type { StudioAuthorInput } from '@app/studio-contract';
import { authorsText as t } from '../../text/authors';
import { TextField } from '../fields';
import { PhotoField } from '../photo-field';

/** What the form holds: the input, and the photo's URL to show it. */
export type AuthorDraft = StudioAuthorInput & { photo_url: string | null };

/** The name learners read under a publication, and the photo beside it. */
export function AuthorForm({ draft, onChange }: { draft: AuthorDraft; onChange: (draft: AuthorDraft) => void }) {
  const set = (change: Partial<AuthorDraft>) => onChange({ ...draft, ...change });
  return (
    <>
      <TextField label={t.firstName} value={draft.first_name} path="first_name" onChange={(first_name) => set({ first_name })} />
      <TextField label={t.lastName} value={draft.last_name} path="last_name" onChange={(last_name) => set({ last_name })} />
      <PhotoField
        url={draft.photo_url}
        onChange={(photo) => set({ photo_file_id: photo?.file_id ?? null, photo_url: photo?.url ?? null })}
      />
    </>
  );
}
