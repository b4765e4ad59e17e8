export * from './fixtures';
export { userHandlers, createUserMockState, type UserMockState } from './user-handlers';
export * from './blog-handlers';
export * from './news-handlers';
export * from './meetings-handlers';
export * from './activities-handlers';
export * from './calls-handlers';
export * from './payments-handlers';
export * from './staff-handlers';
