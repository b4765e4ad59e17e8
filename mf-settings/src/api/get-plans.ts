import { useQuery } from '@tanstack/react-query';
import { userQueries } from '@app/shared/user';

/** GET /subscription/plans (shared query options: onboarding uses the same plans). */
export const usePlans = () => useQuery(userQueries.plans());
