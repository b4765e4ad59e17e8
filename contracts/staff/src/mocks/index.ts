export * from './handlers';
