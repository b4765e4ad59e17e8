export * from './fixtures';
export { userHandlers, createUserMockState, type UserMockState } from './user-handlers';
export * from './payments-handlers';
export * from './people';
