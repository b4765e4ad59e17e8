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

// The http client logs every failed request (spec section 8); tests fail requests on purpose, so
// that one log line is dropped here and other console errors stay visible.
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith('Request failed:')) return;
  consoleError(...args);
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
