import { useState } from 'react';
import styled from 'styled-components';
import { STUDIO_MAX_IMAGE_BYTES } from '@app/studio-contract/limits';
import { errorMessage } from '@app/shared/http';
import { uploadMedia } from '../api/studio';
import { FieldError } from '../components/field-errors';
import { photoText as t } from '../text/photo';
import { Group, GroupTitle, SmallButton } from './fields';
import { FilePicker } from './controls';

const Photo = styled.img`width: 96px; height: 96px; border-radius: 50%; object-fit: cover;`;

interface Props {
  url: string | null;
  onChange: (photo: { file_id: number; url: string } | null) => void;
}

/** A person's photo (a speaker, an author) through the studio's media upload (type checked by the server from the bytes). */
export function PhotoField({ url, onChange }: Props) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    if (file.size > STUDIO_MAX_IMAGE_BYTES) return setProblem(t.photoTooLarge);
    setBusy(true);
    try {
      const media = await uploadMedia(file);
      onChange({ file_id: media.file_id, url: media.url });
    } catch (error) {
      setProblem(errorMessage(error, t.photoFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group>
      <GroupTitle>{t.photo}</GroupTitle>
      {url ? <Photo src={url} alt={t.photo} /> : <span>{t.noPhoto}</span>}
      <FilePicker
        label={busy ? t.uploading : t.uploadPhoto}
        ariaLabel={t.uploadPhoto}
        accept="image/jpeg,image/png,image/webp"
        busy={busy}
        onPick={(file) => void pick(file)}
      />
      {url && (
        <SmallButton type="button" onClick={() => onChange(null)}>
          {t.removePhoto}
        </SmallButton>
      )}
      {problem && <p role="alert">{problem}</p>}
      <FieldError path="photo_file_id" />
    </Group>
  );
}
