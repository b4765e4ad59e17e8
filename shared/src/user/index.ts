export { UserProvider, useUserState, useUser, type UserState } from './user-context';
export {
  userQueries,
  fetchCurrentUser,
  patchSettings,
  requestSubscription,
  cancelSubscription,
  upgradeSubscription,
  USER_NOT_RETRIEVED,
} from './user-query';
