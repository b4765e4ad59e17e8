import { useId } from 'react';
import { text } from '../text';
import { toneOf } from './result-tone';
import { Expected, Field, Item, List, Question, Select, Verdict } from './task-ui';
import type { TaskProps } from './task-props';

/**
 * Spec section 5: a question with is_manual_input gets a free-text field, otherwise a single
 * choice; once results exist every input is disabled, coloured by its verdict.
 */
export function QuestionTask({ task, draft, onChange, result, locked }: TaskProps<'QuestionTask'>) {
  const baseId = useId();
  const answers = (draft && typeof draft === 'object' ? draft : {}) as Record<number, string>;
  const byQuery = new Map(result?.data.queries.map((item) => [item.query_id, item]));
  const expected = new Map(result?.solution?.queries.map((item) => [item.query_id, item.answer]));
  return (
    <List>
      {task.task_data.queries.map((query) => {
        const checked = byQuery.get(query.id);
        const tone = toneOf(locked && result !== undefined, checked?.is_correct);
        const value = locked && result ? (checked?.answer ?? '') : (answers[query.id] ?? '');
        const id = `${baseId}-${query.id}`;
        const set = (next: string) => onChange({ ...answers, [query.id]: next });
        return (
          <Item key={query.id} $tone={tone} data-tone={tone}>
            <Question as="label" htmlFor={id}>
              {query.question_text}
            </Question>
            {query.is_manual_input ? (
              <Field
                id={id}
                type="text"
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                maxLength={500}
                placeholder={text.manualPlaceholder}
                value={value}
                disabled={locked}
                aria-invalid={tone === 'incorrect' || undefined}
                onChange={(event) => set(event.target.value)}
              />
            ) : (
              <Select
                id={id}
                value={value}
                disabled={locked}
                aria-invalid={tone === 'incorrect' || undefined}
                onChange={(event) => set(event.target.value)}
              >
                <option value="" disabled>
                  {text.choicePlaceholder}
                </option>
                {query.options.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </Select>
            )}
            <Verdict tone={tone} />
            <Expected tone={tone} answer={expected.get(query.id)} />
          </Item>
        );
      })}
    </List>
  );
}
