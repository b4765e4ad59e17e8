import styled from 'styled-components';
import { text } from '../text';
import { toneColor, toneLabel, type ResultTone } from './result-tone';

/** One question, statement or row of a task, framed in its verdict's colour once checked. */
export const Item = styled.div<{ $tone: ResultTone }>`
  display: flex; flex-direction: column; gap: 8px; padding: 12px; border-radius: ${({ theme }) => theme.radius.m};
  border-width: 2px; border-style: solid; border-color: ${({ theme, $tone }) => toneColor(theme, $tone)};
  background: ${({ theme, $tone }) => ($tone === 'none' ? 'transparent' : `color-mix(in srgb, ${toneColor(theme, $tone)} 10%, transparent)`)};
`;

export const Question = styled.span`font-weight: 600;`;

const VerdictText = styled.span<{ $tone: ResultTone }>`
  font-size: 13px; font-weight: 700; color: ${({ theme, $tone }) => toneColor(theme, $tone)};
`;

export function Verdict({ tone }: { tone: ResultTone }) {
  if (tone === 'none') return null;
  return (
    <VerdictText $tone={tone} data-tone={tone}>
      {toneLabel(tone)}
    </VerdictText>
  );
}

const ExpectedText = styled.span`font-size: 14px; overflow-wrap: anywhere;`;

/** Once checked, a wrong or missing item says what was expected: a verdict alone teaches nothing. */
export function Expected({ tone, answer, className }: { tone: ResultTone; answer: string | undefined; className?: string }) {
  if ((tone !== 'incorrect' && tone !== 'missing') || !answer) return null;
  return (
    <ExpectedText className={className} data-expected="">
      {text.correctAnswer(answer)}
    </ExpectedText>
  );
}

export const Field = styled.input`
  width: 100%; min-height: 44px; padding: 10px 12px; border-radius: ${({ theme }) => theme.radius.s};
  border: 1px solid ${({ theme }) => theme.colors.separator}; background: ${({ theme }) => theme.colors.bg};
  &:disabled { opacity: 1; color: ${({ theme }) => theme.colors.text}; }
`;

export const Select = styled.select`
  width: 100%; min-height: 44px; padding: 10px 12px; border-radius: ${({ theme }) => theme.radius.s};
  border: 1px solid ${({ theme }) => theme.colors.separator}; background: ${({ theme }) => theme.colors.bg};
  &:disabled { opacity: 1; color: ${({ theme }) => theme.colors.text}; }
`;

export const Instructions = styled.p`margin: 0; color: ${({ theme }) => theme.colors.hint}; white-space: pre-line;`;

const FeedbackBox = styled.p`
  margin: 0; padding: 10px 12px; border-radius: ${({ theme }) => theme.radius.s};
  background: ${({ theme }) => theme.colors.secondaryBg}; white-space: pre-line;
`;

export function Feedback({ label, text }: { label: string; text: string | null | undefined }) {
  if (!text) return null;
  return (
    <FeedbackBox>
      <strong>{label}: </strong>
      {text}
    </FeedbackBox>
  );
}

export const List = styled.div`display: flex; flex-direction: column; gap: 10px;`;
