import '@testing-library/jest-dom';
import { cleanup } from '@testing-library/react';
import { server } from './src/testing';

// jsdom lacks what the Telegram SDK and some widgets call (TOOLCHAIN.md).
if (!performance.getEntriesByType) {
  Object.defineProperty(performance, 'getEntriesByType', { value: () => [] });
}
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addEventListener: () => {},
  removeEventListener: () => {},
  addListener: () => {},
  removeListener: () => {},
  dispatchEvent: () => false,
})) as typeof window.matchMedia;
window.scrollTo = () => {};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
