import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@app/shared/query';
import type { SubmitBody, TaskResults } from '@app/activities-contract';
import { errorField, errorStatus, http } from '@app/shared/http';
import { activitiesKey } from './activity-keys';
import { submissionsQuery } from './get-section';

/** POST /activities/submit?section_id=…, body the list of task_id, task_type, data; answers the results. */
export async function submitAnswers(sectionId: number, body: SubmitBody): Promise<TaskResults> {
  return (await http.post<TaskResults>('/activities/submit', body, { params: { section_id: sectionId } })).data;
}

/**
 * 400 at `N.task_id`: an editor replaced a task since the section was loaded (the server never
 * scores an answer on a key that is no longer live). The day is loaded again.
 */
export const isTaskChanged = (error: unknown) => errorStatus(error) === 400 && /^\d+\.task_id$/.test(errorField(error) ?? '');

/**
 * Spec section 4: submitting stores the returned results and reloads the status. Today's
 * activity, the lists and the feeds change too (a section is no longer 'Nedokončené').
 */
export function useSubmitAnswers(sectionId: number, onSubmitted?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...activitiesKey, 'submit', sectionId],
    mutationFn: (body: SubmitBody) => submitAnswers(sectionId, body),
    onSuccess: async (results) => {
      client.setQueryData(submissionsQuery(sectionId).queryKey, results);
      onSubmitted?.();
      await client.invalidateQueries({
        queryKey: activitiesKey,
        predicate: (query) => query.queryKey[3] !== 'submissions' && query.queryKey[3] !== 'detail',
      });
    },
    onError: async (error) => {
      // The section's new version (its detail is otherwise kept for good) and the day around it;
      // answers to the tasks that stayed are kept on the device, keyed by task.
      if (isTaskChanged(error)) await client.invalidateQueries({ queryKey: activitiesKey });
    },
  });
}
