import type { StudioTaskInput } from '@app/studio-contract';
import { FieldError } from '../components/field-errors';
import { TaskAnalysis } from '../components/item-analysis';
import { text } from '../text';
import { GapsField } from './gaps-field';
import { Box, Entry, Group, GroupTitle, Labeled, Row, Select, SmallButton, TextField, TextList } from './fields';

const t = text.task;
export type TaskDraft = StudioTaskInput & { answered?: number; versions?: number };

/** A blank task of a type, as 'Pridať úlohu' adds it. */
export function blankTask(type: StudioTaskInput['type'], chatUrl = 'https://t.me/slovencina_lektor'): TaskDraft {
  switch (type) {
    case 'QuestionTask':
      return { type, instructions: '', queries: [{ question: '', options: [], accepted: [''] }] };
    case 'EvaluationTask':
      return { type, instructions: '', statements: [{ text: '', value: 'true' }] };
    case 'MatchingTask':
      return {
        type,
        instructions: '',
        pairs: [
          { left: '', right: '' },
          { left: '', right: '' },
        ],
      };
    case 'GapsTask':
      return { type, instructions: '', text: '', gaps: [], distractors: [] };
    case 'SpeakingTask':
      return { type, instructions: '', prompt: '', chat_url: chatUrl };
  }
}

interface Props {
  task: TaskDraft;
  path: string;
  index: number;
  onChange: (task: TaskDraft) => void;
  onRemove: () => void;
}

/** One form per task type: options, accepted variants, gap phrases, pairs, statements; never JSON. */
export function TaskForm({ task, path, index, onChange, onRemove }: Props) {
  const title = `${index + 1}. ${t.types[task.type]}`;
  return (
    <Box aria-label={title}>
      <legend>{title}</legend>
      {task.answered !== undefined && task.answered > 0 && <p role="note">{t.answered(task.answered, task.versions ?? 1)}</p>}
      <TaskAnalysis taskId={task.id} />
      <TextField
        label={t.instructions}
        value={task.instructions}
        path={`${path}.instructions`}
        onChange={(instructions) => onChange({ ...task, instructions })}
      />
      <TaskBody task={task} path={path} onChange={onChange} />
      <SmallButton type="button" onClick={onRemove}>
        {t.remove}
      </SmallButton>
    </Box>
  );
}

function TaskBody({ task, path, onChange }: { task: TaskDraft; path: string; onChange: (task: TaskDraft) => void }) {
  switch (task.type) {
    case 'QuestionTask':
      return (
        <Group>
          <FieldError path={`${path}.queries`} />
          {task.queries.map((query, q) => {
            const at = `${path}.queries.${q}`;
            const set = (patch: Partial<typeof query>) =>
              onChange({ ...task, queries: task.queries.map((x, j) => (j === q ? { ...x, ...patch } : x)) });
            const choice = query.options.length > 0;
            return (
              <Box key={q} aria-label={`${t.question} ${q + 1}`}>
                <legend>
                  {t.question} {q + 1}
                </legend>
                <TextField
                  label={t.question}
                  value={query.question}
                  path={`${at}.question`}
                  onChange={(question) => set({ question })}
                />
                <TextList
                  label={t.options}
                  itemLabel={(i) => `${t.option} ${i + 1}`}
                  values={query.options}
                  path={`${at}.options`}
                  addLabel={t.addOption}
                  removeLabel={t.remove1}
                  onChange={(options) => set({ options })}
                />
                {choice ? (
                  <Labeled label={t.correctOption}>
                    <Select value={query.accepted[0] ?? ''} onChange={(e) => set({ accepted: [e.target.value] })}>
                      <option value="">—</option>
                      {query.options.map((o, i) => (
                        <option key={i} value={o}>
                          {o}
                        </option>
                      ))}
                    </Select>
                    <FieldError path={`${at}.accepted`} />
                  </Labeled>
                ) : (
                  <TextList
                    label={t.accepted}
                    itemLabel={(i) => `${t.acceptedOne} ${i + 1}`}
                    values={query.accepted}
                    path={`${at}.accepted`}
                    addLabel={t.addAccepted}
                    removeLabel={t.remove1}
                    onChange={(accepted) => set({ accepted })}
                  />
                )}
                <SmallButton type="button" onClick={() => onChange({ ...task, queries: task.queries.filter((_, j) => j !== q) })}>
                  {t.remove1}
                </SmallButton>
              </Box>
            );
          })}
          <SmallButton
            type="button"
            onClick={() => onChange({ ...task, queries: [...task.queries, { question: '', options: [], accepted: [''] }] })}
          >
            + {t.addQuery}
          </SmallButton>
        </Group>
      );
    case 'EvaluationTask':
      return (
        <Group>
          <FieldError path={`${path}.statements`} />
          {task.statements.map((statement, i) => {
            const set = (patch: Partial<typeof statement>) =>
              onChange({ ...task, statements: task.statements.map((x, j) => (j === i ? { ...x, ...patch } : x)) });
            return (
              <Entry key={i}>
                <TextField
                  label={`${t.statement} ${i + 1}`}
                  value={statement.text}
                  path={`${path}.statements.${i}.text`}
                  onChange={(value) => set({ text: value })}
                />
                <Row>
                  <Labeled label={t.value}>
                    <Select
                      aria-label={`${t.value}: ${t.statement} ${i + 1}`}
                      value={statement.value}
                      onChange={(e) => set({ value: e.target.value as typeof statement.value })}
                    >
                      {Object.entries(t.values).map(([value, label]) => (
                        <option key={value} value={value}>
                          {label}
                        </option>
                      ))}
                    </Select>
                  </Labeled>
                  <SmallButton
                    type="button"
                    aria-label={`${t.remove1}: ${t.statement} ${i + 1}`}
                    onClick={() => onChange({ ...task, statements: task.statements.filter((_, j) => j !== i) })}
                  >
                    ✕
                  </SmallButton>
                </Row>
              </Entry>
            );
          })}
          <SmallButton
            type="button"
            onClick={() => onChange({ ...task, statements: [...task.statements, { text: '', value: 'true' }] })}
          >
            + {t.addStatement}
          </SmallButton>
        </Group>
      );
    case 'MatchingTask':
      return (
        <Group>
          <GroupTitle>{t.types.MatchingTask}</GroupTitle>
          <FieldError path={`${path}.pairs`} />
          {task.pairs.map((pair, i) => {
            const set = (patch: Partial<typeof pair>) =>
              onChange({ ...task, pairs: task.pairs.map((x, j) => (j === i ? { ...x, ...patch } : x)) });
            return (
              <Entry key={i}>
                <TextField
                  label={`${t.left} ${i + 1}`}
                  value={pair.left}
                  path={`${path}.pairs.${i}.left`}
                  onChange={(left) => set({ left })}
                />
                <TextField
                  label={`${t.right} ${i + 1}`}
                  value={pair.right}
                  path={`${path}.pairs.${i}.right`}
                  onChange={(right) => set({ right })}
                />
                <SmallButton
                  type="button"
                  aria-label={`${t.remove1}: ${i + 1}`}
                  onClick={() => onChange({ ...task, pairs: task.pairs.filter((_, j) => j !== i) })}
                >
                  ✕
                </SmallButton>
              </Entry>
            );
          })}
          <SmallButton type="button" onClick={() => onChange({ ...task, pairs: [...task.pairs, { left: '', right: '' }] })}>
            + {t.addPair}
          </SmallButton>
        </Group>
      );
    case 'GapsTask':
      return (
        <Group>
          <GapsField value={task} path={path} onChange={({ text, gaps }) => onChange({ ...task, text, gaps })} />
          <TextList
            label={t.distractor}
            itemLabel={(i) => `${t.distractor} ${i + 1}`}
            values={task.distractors}
            path={`${path}.distractors`}
            addLabel={t.addDistractor}
            removeLabel={t.remove1}
            onChange={(distractors) => onChange({ ...task, distractors })}
          />
        </Group>
      );
    case 'SpeakingTask':
      return (
        <Group>
          <TextField
            label={t.prompt}
            value={task.prompt}
            path={`${path}.prompt`}
            multiline
            onChange={(prompt) => onChange({ ...task, prompt })}
          />
          <Labeled label={t.answerVia}>
            <Select
              aria-label={t.answerVia}
              value={task.answer_via ?? 'chat'}
              onChange={(e) => onChange({ ...task, answer_via: e.target.value as 'bot' | 'chat' })}
            >
              <option value="bot">{t.answerViaBot}</option>
              <option value="chat">{t.answerViaChat}</option>
            </Select>
          </Labeled>
          {task.answer_via === 'bot' ? (
            <label>
              <input
                type="checkbox"
                checked={task.allow_new_attempt === true}
                onChange={(e) => onChange({ ...task, allow_new_attempt: e.target.checked })}
              />{' '}
              {t.allowNewAttempt}
            </label>
          ) : (
            <TextField
              label={t.chatUrl}
              value={task.chat_url}
              path={`${path}.chat_url`}
              type="url"
              onChange={(chat_url) => onChange({ ...task, chat_url })}
            />
          )}
        </Group>
      );
  }
}
