import { useState } from 'react';
import type { StudioAudio, StudioSectionInput, StudioTaskInput } from '@app/studio-contract';
import { STUDIO_MAX_AUDIO_BYTES } from '@app/studio-contract/limits';
import { errorMessage } from '@app/shared/http';
import { uploadMedia } from '../api/studio';
import { FieldError } from '../components/field-errors';
import { text } from '../text';
import styled from 'styled-components';
import { Box, Group, GroupTitle, Labeled, Row, Select, SmallButton, TextField } from './fields';

// The transcript is the section's text, right below: the editor hears what they uploaded.
const Player = styled.audio`width: 100%;`;
import { blankTask, TaskForm, type TaskDraft } from './task-form';
import { FilePicker } from './controls';

const s = text.section;
export type SectionDraft = Omit<StudioSectionInput, 'tasks'> & {
  tasks: TaskDraft[];
  audio?: StudioAudio | null;
  opened?: number;
};

interface Props {
  section: SectionDraft;
  index: number;
  count: number;
  onChange: (section: SectionDraft) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

export function SectionForm({ section, index, count, onChange, onMove, onRemove }: Props) {
  const path = `sections.${index}`;
  const [newType, setNewType] = useState<StudioTaskInput['type']>(
    section.section_type === 'speaking' ? 'SpeakingTask' : 'QuestionTask',
  );
  const title = `${index + 1}. ${s.types[section.section_type]}${section.title ? `: ${section.title}` : ''}`;
  return (
    <Box aria-label={title}>
      <legend>{title}</legend>
      <Row>
        <Labeled label={s.type}>
          <Select
            value={section.section_type}
            onChange={(e) => onChange({ ...section, section_type: e.target.value as SectionDraft['section_type'] })}
          >
            {Object.entries(s.types).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </Labeled>
        <TextField
          label={s.minutes}
          type="number"
          value={String(section.time_required)}
          path={`${path}.time_required`}
          onChange={(v) => onChange({ ...section, time_required: Math.max(0, Math.min(600, Number(v) || 0)) })}
        />
      </Row>
      <TextField
        label={s.title}
        value={section.title}
        path={`${path}.title`}
        onChange={(title) => onChange({ ...section, title })}
      />
      {section.section_type === 'listening' && <AudioField section={section} path={path} onChange={onChange} />}
      <TextField
        label={s.text[section.section_type]}
        value={section.text}
        multiline
        path={`${path}.text`}
        onChange={(value) => onChange({ ...section, text: value })}
      />
      <Group>
        <GroupTitle>{s.tasks}</GroupTitle>
        <FieldError path={`${path}.tasks`} />
        {section.tasks.map((task, j) => (
          <TaskForm
            key={task.id ?? `new-${j}`}
            task={task}
            index={j}
            path={`${path}.tasks.${j}`}
            onChange={(next) => onChange({ ...section, tasks: section.tasks.map((x, k) => (k === j ? next : x)) })}
            onRemove={() => onChange({ ...section, tasks: section.tasks.filter((_, k) => k !== j) })}
          />
        ))}
        <Row>
          <Labeled label={s.addTask}>
            <Select
              aria-label={`${s.addTask}: typ`}
              value={newType}
              onChange={(e) => setNewType(e.target.value as StudioTaskInput['type'])}
            >
              {Object.entries(text.task.types).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          </Labeled>
          <SmallButton type="button" onClick={() => onChange({ ...section, tasks: [...section.tasks, blankTask(newType)] })}>
            + {s.addTask}
          </SmallButton>
        </Row>
      </Group>
      <Row>
        <SmallButton type="button" disabled={index === 0} onClick={() => onMove(-1)}>
          ↑ {text.day.moveUp}
        </SmallButton>
        <SmallButton type="button" disabled={index === count - 1} onClick={() => onMove(1)}>
          ↓ {text.day.moveDown}
        </SmallButton>
        {section.opened ? (
          <span>{s.opened(section.opened)}</span>
        ) : (
          <SmallButton type="button" onClick={onRemove}>
            {text.day.removeSection}
          </SmallButton>
        )}
      </Row>
    </Box>
  );
}

function AudioField({ section, path, onChange }: { section: SectionDraft; path: string; onChange: (s: SectionDraft) => void }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    if (file.size > STUDIO_MAX_AUDIO_BYTES) return setProblem(s.tooLarge);
    setBusy(true);
    try {
      const media = await uploadMedia(file);
      onChange({
        ...section,
        audio_file_id: media.file_id,
        audio: { file_id: media.file_id, url: media.url, filename: media.filename, duration_seconds: media.duration_seconds },
      });
    } catch (error) {
      setProblem(errorMessage(error, s.tooLarge));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group>
      <GroupTitle>{s.audio}</GroupTitle>
      {section.audio ? (
        <>
          <Player controls src={section.audio.url} preload="metadata" />
          <span>
            {section.audio.filename}
            {section.audio.duration_seconds !== null && ` (${s.duration(section.audio.duration_seconds)})`}
          </span>
        </>
      ) : (
        <span>{s.noAudio}</span>
      )}
      <FilePicker
        label={busy ? s.uploading : s.upload}
        ariaLabel={s.upload}
        accept="audio/*"
        busy={busy}
        onPick={(file) => void pick(file)}
      />
      {problem && <p role="alert">{problem}</p>}
      <FieldError path={`${path}.audio_file_id`} />
    </Group>
  );
}
