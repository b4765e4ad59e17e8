export { default } from './lint/eslint.config.mjs';
