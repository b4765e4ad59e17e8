import type { EvaluationValue } from '@app/activities-contract';
import styled from 'styled-components';
import { haptic } from '@app/shared/telegram';
import { text } from '../text';
import { toneOf } from './result-tone';
import { Expected, Item, List, Question, Verdict } from './task-ui';
import type { TaskProps } from './task-props';

/** Spec section 5: 'Pravda', 'Lož' and a shrug map to true, false and not_stated. */
const choices: readonly { value: EvaluationValue; label: string; name: string }[] = [
  { value: 'true', label: text.evaluationTrue, name: text.evaluationTrue },
  { value: 'false', label: text.evaluationFalse, name: text.evaluationFalse },
  { value: 'not_stated', label: text.evaluationNotStated, name: text.evaluationNotStatedLabel },
];

const Choices = styled.div`display: grid; grid-template-columns: 1fr 1fr 1fr; gap: 6px;`;
const Choice = styled.label<{ $checked: boolean; $disabled: boolean }>`
  position: relative; display: flex; align-items: center; justify-content: center; min-height: 44px;
  border-radius: ${({ theme }) => theme.radius.s}; font-weight: 600; cursor: ${({ $disabled }) => ($disabled ? 'default' : 'pointer')};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.button : theme.colors.secondaryBg)};
  color: ${({ theme, $checked }) => ($checked ? theme.colors.buttonText : theme.colors.text)};
  &:has(input:focus-visible) { outline: 2px solid ${({ theme }) => theme.colors.button}; outline-offset: 2px; }
  input { position: absolute; opacity: 0; inset: 0; margin: 0; cursor: inherit; }
`;

export function EvaluationTask({ task, draft, onChange, result, locked }: TaskProps<'EvaluationTask'>) {
  const answers = (draft && typeof draft === 'object' ? draft : {}) as Record<number, EvaluationValue>;
  const byQuestion = new Map(result?.data.questions.map((item) => [item.question_id, item]));
  const expected = new Map(result?.solution?.questions.map((item) => [item.question_id, item.answer]));
  const nameOf = (value: EvaluationValue | undefined) => choices.find((choice) => choice.value === value)?.name;
  return (
    <List>
      {task.task_data.questions.map((question) => {
        const checked = byQuestion.get(question.id);
        const tone = toneOf(locked && result !== undefined, checked?.is_correct);
        const value = locked && result ? checked?.answer : answers[question.id];
        const groupName = `evaluation-${task.id}-${question.id}`;
        return (
          <Item key={question.id} $tone={tone} data-tone={tone} role="radiogroup" aria-label={question.question_text}>
            <Question>{question.question_text}</Question>
            <Choices>
              {choices.map((choice) => (
                <Choice key={choice.value} $checked={value === choice.value} $disabled={locked}>
                  <input
                    type="radio"
                    name={groupName}
                    value={choice.value}
                    aria-label={choice.name}
                    checked={value === choice.value}
                    disabled={locked}
                    onChange={() => {
                      haptic();
                      onChange({ ...answers, [question.id]: choice.value });
                    }}
                  />
                  <span aria-hidden="true">{choice.label}</span>
                </Choice>
              ))}
            </Choices>
            <Verdict tone={tone} />
            <Expected tone={tone} answer={nameOf(expected.get(question.id))} />
          </Item>
        );
      })}
    </List>
  );
}
