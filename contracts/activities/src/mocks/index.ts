export * from './handlers';
export * from './fixtures';
export * from './review';
