import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';
import { server } from './src/testing';

// findBy*/waitFor give up after 1 s by default; under load (two Jest workers on two shared cores)
// a screen's first answer can take longer. Set once here, for every workspace, not per test.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks what the Telegram SDK and some widgets call (docs/ARCHITECTURE.md, "Toolchain traps").
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
