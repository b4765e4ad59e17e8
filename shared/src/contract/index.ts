export * from './common';
export * from './user';
export * from './settings';
export * from './subscription';
