import type { MouseEvent } from 'react';
import styled from 'styled-components';
import type { SpeakingTaskAnswer } from '@app/activities-contract';
import { Badge } from '@app/shared/ui';
import { haptic, openTelegramUrl } from '@app/shared/telegram';
import { useSpeakingAnswer } from '../api/speaking-answers';
import { text } from '../text';
import { Instructions } from './task-ui';
import type { TaskProps } from './task-props';

const ChatLink = styled.a`
  display: inline-flex; align-items: center; justify-content: center; gap: 8px; min-height: 48px; padding: 10px 18px;
  border-radius: ${({ theme }) => theme.radius.m}; font-weight: 600; text-decoration: none;
  background: ${({ theme }) => theme.colors.button}; color: ${({ theme }) => theme.colors.buttonText};
`;
const Recording = styled.figure`
  margin: 0; display: flex; flex-direction: column; gap: 8px;
  figcaption { display: flex; align-items: center; gap: 8px; flex-wrap: wrap; font-size: 14px; }
`;
// A learner's own voice: there is no caption track to give (as the listening player, styled).
const Player = styled.audio`width: 100%;`;
const Note = styled.p`margin: 0; font-size: 13px; color: ${({ theme }) => theme.colors.hint};`;
const Problem = styled.p`margin: 0; font-weight: 600; color: ${({ theme }) => theme.colors.destructive};`;

/** 0:32, 4:05 */
export const clockLength = (seconds: number) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

function openIn(url: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    haptic();
    openTelegramUrl(url);
  };
}

/**
 * Spec sections 2 and 7: instructions, and where the voice message goes. A task answered in a
 * chat opens chat_submit_url (the learner may record after the section was submitted, so the
 * link stays while the teacher has not evaluated it). A task answered by the bot opens the bot's
 * chat on this task ('Nahrať odpoveď v Telegrame'); what the bot received shows here: sent
 * ('Odoslané') with a player, being stored, or why it was not taken.
 */
export function SpeakingTask({ task, result }: TaskProps<'SpeakingTask'>) {
  const answer = useSpeakingAnswer(task.id);
  const evaluated = result !== undefined && result.correct_count + result.incorrect_count > 0;
  if (task.task_data.answer_via === 'bot') return <BotAnswer prompt={task.task_data.instructions} answer={answer} />;
  return (
    <>
      <Instructions>{task.task_data.instructions}</Instructions>
      {!evaluated && (
        <>
          <ChatLink
            href={task.task_data.chat_submit_url}
            target="_blank"
            rel="noopener noreferrer"
            onClick={openIn(task.task_data.chat_submit_url)}
          >
            🎙️ {text.speakingOpenChat}
          </ChatLink>
          <Instructions>{text.speakingHint}</Instructions>
        </>
      )}
    </>
  );
}

function BotAnswer({ prompt, answer }: { prompt: string; answer: SpeakingTaskAnswer | undefined }) {
  const recording = answer?.recording ?? null;
  const stored = recording?.status === 'stored' && recording.url !== null;
  return (
    <>
      <Instructions>{prompt}</Instructions>
      {stored && (
        <Recording>
          <figcaption>
            <Badge $tone="accent">{text.speakingSent}</Badge>
            {recording.duration_seconds !== null && <span>{text.speakingLength(clockLength(recording.duration_seconds))}</span>}
          </figcaption>
          <Player controls preload="metadata" src={recording.url!} aria-label={text.speakingPlayer} />
        </Recording>
      )}
      {recording?.status === 'downloading' && <Note role="status">{text.speakingStoring}</Note>}
      {recording?.status === 'failed' && <Problem role="alert">{text.speakingFailed}</Problem>}
      {recording?.status === 'refused' && <Problem role="alert">{text.speakingRefused}</Problem>}
      {answer?.can_answer && answer.answer_url && (
        <>
          <ChatLink href={answer.answer_url} target="_blank" rel="noopener noreferrer" onClick={openIn(answer.answer_url)}>
            🎙️ {stored ? text.speakingAnswerAgain : text.speakingAnswerByBot}
          </ChatLink>
          <Instructions>{stored ? text.speakingReplaceHint : text.speakingBotHint}</Instructions>
        </>
      )}
      <Note>{text.speakingPrivacy}</Note>
    </>
  );
}
