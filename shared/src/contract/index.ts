export * from './common';
export * from './user';
export * from './settings';
export * from './subscription';
export * from './news';
export * from './blog';
export * from './file';
