export * from './handlers';
export * from './fixtures';
