import { useId, useState } from 'react';
import styled from 'styled-components';
import type { StudioFileRef } from '@app/studio-contract';
import { STUDIO_MAX_AUDIO_BYTES, STUDIO_MAX_IMAGE_BYTES } from '@app/studio-contract/limits';
import { errorMessage } from '@app/shared/http';
import { uploadMedia } from '../../api/studio';
import { FieldError } from '../../components/field-errors';
import { FilePicker } from '../controls';
import { text } from '../../text';
import { pubText } from '../../text/publications';
import { Group, GroupTitle, Hint, SmallButton } from './parts';

const Cover = styled.img`display: block; width: 100%; max-width: 480px; aspect-ratio: 16 / 9; object-fit: cover; border-radius: 10px;`;
const Player = styled.audio`width: 100%;`;
const VideoPlayer = styled.video`display: block; width: 100%; max-width: 480px; border-radius: 10px; background: #000;`;

const MB = 1024 * 1024;
const accept = { image: 'image/jpeg,image/png,image/webp', audio: 'audio/*', video: 'video/mp4,video/webm' };
const pickLabel = { image: pubText.editor.uploadImage, audio: pubText.editor.uploadAudio, video: pubText.editor.uploadVideo };

/**
 * An image, a recording or a video uploaded through the studio's media upload (the server reads the
 * type from the bytes). `path` is the field the server names in a 400. A video's size limit is the
 * server's setting (STUDIO_MAX_VIDEO_MB): its 413 says it.
 */
export function MediaField({
  kind,
  label,
  value,
  path,
  onChange,
}: {
  kind: 'image' | 'audio' | 'video';
  label: string;
  value: (StudioFileRef & { duration_seconds?: number | null }) | null;
  path: string;
  onChange: (file: (StudioFileRef & { duration_seconds?: number | null }) | null) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const e = pubText.editor;
  const upload = async (file: File) => {
    const limit = kind === 'image' ? STUDIO_MAX_IMAGE_BYTES : kind === 'audio' ? STUDIO_MAX_AUDIO_BYTES : Infinity;
    if (file.size > limit) {
      setProblem(`Súbor je príliš veľký: ${kind === 'image' ? 'obrázok' : 'nahrávka'} môže mať najviac ${limit / MB} MB.`);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const media = await uploadMedia(file);
      onChange({ file_id: media.file_id, url: media.url, filename: media.filename, duration_seconds: media.duration_seconds });
    } catch (error) {
      setProblem(errorMessage(error, text.loadFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group role="group" aria-labelledby={id}>
      <GroupTitle id={id}>{label}</GroupTitle>
      <FieldError path={path} />
      {value ? (
        kind === 'image' ? (
          <Cover src={value.url} alt={label} />
        ) : kind === 'video' ? (
          <VideoPlayer controls playsInline preload="metadata" src={value.url} aria-label={value.filename} />
        ) : (
          <Player controls preload="metadata" src={value.url} aria-label={value.filename} />
        )
      ) : (
        <Hint>{kind === 'image' ? e.noCover : kind === 'video' ? e.noVideo : e.noRecording}</Hint>
      )}
      {value && kind !== 'image' && <Hint>{value.filename}</Hint>}
      {value && kind !== 'image' && value.duration_seconds != null && (
        <Hint>{e.length(Math.max(1, Math.ceil(value.duration_seconds / 60)))}</Hint>
      )}
      <FilePicker
        label={busy ? e.uploading : pickLabel[kind]}
        accept={accept[kind]}
        busy={busy}
        ariaLabel={kind === 'image' ? `${e.uploadImage}: ${label}` : pickLabel[kind]}
        onPick={(file) => void upload(file)}
      />
      {value && kind === 'image' && (
        <SmallButton type="button" onClick={() => onChange(null)}>
          {e.removeCover}
        </SmallButton>
      )}
      {problem && (
        <Hint role="alert" $bad>
          {problem}
        </Hint>
      )}
    </Group>
  );
}
