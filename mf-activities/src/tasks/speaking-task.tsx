import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { haptic, openTelegramUrl } from '@app/shared/telegram';
import { text } from '../text';
import { Instructions } from './task-ui';
import type { TaskProps } from './task-props';

const ChatLink = styled.a`
  display: inline-flex; align-items: center; justify-content: center; gap: 8px; min-height: 48px; padding: 10px 18px;
  border-radius: ${({ theme }) => theme.radius.m}; font-weight: 600; text-decoration: none;
  background: ${({ theme }) => theme.colors.button}; color: ${({ theme }) => theme.colors.buttonText};
`;

/**
 * Spec sections 2 and 7: instructions, and the chat link (chat_submit_url) opened through
 * Telegram to send a voice message. The learner may record after the section was submitted,
 * so the link stays usable while the teacher has not evaluated it.
 */
export function SpeakingTask({ task, result }: TaskProps<'SpeakingTask'>) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    haptic();
    openTelegramUrl(task.task_data.chat_submit_url);
  };
  const evaluated = result !== undefined && result.correct_count + result.incorrect_count > 0;
  return (
    <>
      <Instructions>{task.task_data.instructions}</Instructions>
      {!evaluated && (
        <>
          <ChatLink href={task.task_data.chat_submit_url} target="_blank" rel="noopener noreferrer" onClick={open}>
            🎙️ {text.speakingOpenChat}
          </ChatLink>
          <Instructions>{text.speakingHint}</Instructions>
        </>
      )}
    </>
  );
}
