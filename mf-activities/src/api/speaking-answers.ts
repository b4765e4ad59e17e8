import { createContext, useContext } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Section, SpeakingAnswers, SpeakingTaskAnswer } from '@app/activities-contract';
import { http } from '@app/shared/http';
import { sectionKey } from './activity-keys';

/** How often the task asks again while the bot's answer is on its way (the learner is in Telegram meanwhile). */
export const SPEAKING_POLL_MS = 4_000;

/** GET /speaking/sections/{id}/answers: how each speaking task is answered, and the recording the bot received. */
export async function getSpeakingAnswers(sectionId: number): Promise<SpeakingAnswers> {
  return (await http.get<SpeakingAnswers>(`/speaking/sections/${sectionId}/answers`)).data;
}

/** Whether a section's speaking tasks are answered by a voice message to the bot (the studio's 'odpoveď botovi'). */
export const answersByBot = (section: Section) =>
  section.tasks.some((task) => task.concrete_type === 'SpeakingTask' && task.task_data.answer_via === 'bot');

/** Still waiting for the bot: a task that takes an answer and has none stored, or one being stored. */
const waiting = (answers: SpeakingAnswers | undefined) =>
  answers !== undefined &&
  answers.results.some(
    (answer) =>
      answer.answer_via === 'bot' &&
      (answer.recording?.status === 'downloading' || (answer.can_answer && answer.recording?.status !== 'stored')),
  );

export const speakingAnswersQuery = (sectionId: number) =>
  queryOptions({ queryKey: [...sectionKey(sectionId), 'speaking'] as const, queryFn: () => getSpeakingAnswers(sectionId) });

/**
 * The section's bot answers, asked again every few seconds while one is expected or being stored
 * (the learner records in Telegram and comes back), and whenever the app becomes visible again:
 * a recording appears without a reload.
 */
export const useSpeakingAnswers = (sectionId: number, enabled: boolean) =>
  useQuery({
    ...speakingAnswersQuery(sectionId),
    enabled,
    refetchInterval: (query) => (waiting(query.state.data) ? SPEAKING_POLL_MS : false),
    refetchIntervalInBackground: false,
    // Back from the bot's chat with a new answer (a replacement): the webview becomes visible again.
    refetchOnWindowFocus: 'always',
  });

/** The answers by task id, handed from the section to its speaking tasks. */
export const SpeakingAnswersContext = createContext<ReadonlyMap<number, SpeakingTaskAnswer>>(new Map());
export const useSpeakingAnswer = (taskId: number) => useContext(SpeakingAnswersContext).get(taskId);
