import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@app/shared/query';
import type { MeetingRegistration, Participation } from '@app/meetings-contract';
import { http } from '@app/shared/http';
import { getParticipation, participationQuery } from './get-participation';
import { rateQuery } from './get-rate';
import { meetingQuery } from './get-meeting';
import { meetingListsKey, meetingsKey, nextMeetingKey } from './meetings-keys';

/** POST /meetings/{id}/participate with first_name, last_name, email (spec section 7). */
export async function register(id: number, body: MeetingRegistration): Promise<Participation> {
  return (await http.post<Participation>(`/meetings/${id}/participate`, body)).data;
}

/**
 * Spec section 4: after success the rate reloads (it carries the status that picks the button).
 * The answer is the ticket, so it goes straight into the cache; the lists (Zúčastnené), the
 * meeting (seats, is_joinable) and home's next-meeting line are marked stale.
 */
export function useRegister(id: number) {
  const client = useQueryClient();
  // After a failure the rate (status) and the meeting (seats, is_joinable) may have changed
  // meanwhile (registered in another window, the last seat taken): both are fetched again.
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: rateQuery(id).queryKey }),
      client.invalidateQueries({ queryKey: meetingQuery(id).queryKey }),
    ]);
  return useMutation({
    mutationKey: [...meetingsKey, 'register', id],
    mutationFn: (body: MeetingRegistration) => register(id, body),
    // A second tap or another window registered first: the ticket exists, so this one is done too.
    alreadyDone: async () => {
      const participation = await getParticipation(id);
      return participation.status === 'joined' || participation.status === 'pending' ? participation : undefined;
    },
    onError: () => void refresh(),
    onSuccess: async (participation) => {
      client.setQueryData(participationQuery(id).queryKey, participation);
      await Promise.all([
        refresh(),
        client.invalidateQueries({ queryKey: meetingListsKey }),
        client.invalidateQueries({ queryKey: nextMeetingKey }),
      ]);
    },
  });
}
