import { useQuery } from '@tanstack/react-query';
import { userQueries } from '@app/shared/user';

/** GET /users/me/settings (shared query options: the cache the optimistic saves write to). */
export const useSettings = () => useQuery(userQueries.settings());
