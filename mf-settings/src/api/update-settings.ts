import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@app/shared/query';
import type { UserSettings, UserSettingsPatch } from '@app/shared/contract';
import { applyNotificationRules, notificationChildren, type NotificationFlag } from '@app/shared/domain';
import { patchSettings, userQueries } from '@app/shared/user';

const mutationKey = ['users', 'me', 'settings', 'update'] as const;

/**
 * Saves of the settings run one at a time, in the order of the taps: a child turned on right after
 * its parent must reach the server after the parent (which refuses a child under an off parent).
 * The optimistic update of a queued save still shows at once.
 */
const scope = { id: 'users-me-settings' };

/** The keys a patch may change: its own, plus the children a parent cascades to. */
function touchedKeys(patch: UserSettingsPatch): (keyof UserSettings)[] {
  const keys = Object.keys(patch) as (keyof UserSettings)[];
  for (const key of [...keys]) {
    const children = notificationChildren[key as keyof typeof notificationChildren] as readonly NotificationFlag[] | undefined;
    if (children) keys.push(...children);
  }
  return keys;
}

/**
 * PATCH /users/me/settings, optimistic (spec section 4: each change saves immediately).
 * onMutate applies the patch and the parent/child rule to the cache; onError logs and puts back
 * only the keys this patch touched (another toggle saved meanwhile keeps its value); onSettled
 * refetches once the last pending save is done, so an older answer never overwrites a newer tap.
 */
export function useUpdateSettings({ onError }: { onError?: (error: unknown) => void } = {}) {
  const client = useQueryClient();
  const { queryKey } = userQueries.settings();
  return useMutation({
    mutationKey,
    scope,
    mutationFn: (patch: UserSettingsPatch) => patchSettings(patch),
    onMutate: async (patch) => {
      await client.cancelQueries({ queryKey });
      const previous = client.getQueryData(queryKey);
      if (previous) client.setQueryData(queryKey, applyNotificationRules({ ...previous, ...patch }));
      return { previous };
    },
    onError: (error, patch, context) => {
      console.error('Settings could not be saved', error);
      const previous = context?.previous;
      if (previous) {
        client.setQueryData(queryKey, (current) => {
          if (!current) return previous;
          const restored = { ...current };
          for (const key of touchedKeys(patch)) Object.assign(restored, { [key]: previous[key] });
          return restored;
        });
      }
      onError?.(error);
    },
    onSettled: () => {
      if (client.isMutating({ mutationKey }) === 1) return client.invalidateQueries({ queryKey });
    },
  });
}
