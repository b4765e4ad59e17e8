/**
 * early-start.js builds the page's first Intl object (which loads ICU's data, the costly part) in a
 * task of its own after the first frame, not while it runs before the first paint, and only for a
 * page that will start the app (launch parameters with init data).
 */
import { earlyStartScript } from '../testing/early-start-script';

const source = earlyStartScript();

function runEarlyStart(hash: string) {
  window.history.replaceState(null, '', `/main${hash}`);
  const frames: FrameRequestCallback[] = [];
  const requestFrame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
  const fetchMock = jest.fn(async () => new Response('{}'));
  const original = window.fetch;
  window.fetch = fetchMock as typeof fetch;
  const dateTimeFormat = jest.spyOn(Intl, 'DateTimeFormat');
  try {
    new Function(source)();
  } finally {
    window.fetch = original;
    delete window.__earlyRemotes;
    delete window.__earlyUser;
    delete window.__earlyNews;
  }
  return { frames, dateTimeFormat, requestFrame };
}

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

it('builds the first Intl object after the first frame, in a task of its own', () => {
  jest.useFakeTimers();
  const { frames, dateTimeFormat } = runEarlyStart('#tgWebAppData=user%3D%7B%7D&tgWebAppVersion=8.0');
  expect(dateTimeFormat).not.toHaveBeenCalled();
  expect(frames).toHaveLength(1);
  frames[0]!(0);
  // Not in the frame's callback either (that runs before the paint): in the task after it.
  expect(dateTimeFormat).not.toHaveBeenCalled();
  jest.runOnlyPendingTimers();
  expect(dateTimeFormat).toHaveBeenCalledTimes(1);
});

it('does nothing of the kind on a page opened without launch parameters (the error screen needs no Intl)', () => {
  jest.useFakeTimers();
  const { frames, dateTimeFormat } = runEarlyStart('');
  expect(frames).toHaveLength(0);
  jest.runOnlyPendingTimers();
  expect(dateTimeFormat).not.toHaveBeenCalled();
});
