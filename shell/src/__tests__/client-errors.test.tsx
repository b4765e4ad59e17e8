import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mockHttp, HttpResponse } from 'msw';
import { createQueryClient } from '@app/shared/query';
import { renderScreen, server } from '@app/shared/testing';
import { AppProviders } from '@app/shared/ui';
import { MAX_REPORTS_PER_PAGE, reportClientError, reportUncaughtErrors, resetClientErrorReports } from '../client-errors';
import { GlobalErrorBoundary } from '../error-boundary';
import { RemoteRoutes } from '../remotes/remote-routes';

const load = jest.fn();
jest.mock('../remotes/remote-registry', () => ({
  loadRemoteRoutes: (...args: unknown[]) => load(...args),
}));

interface Report {
  kind: string;
  message: string;
  source: string;
  path: string;
  stack?: string;
}

let reports: Report[];
const reporting = mockHttp.post('*/api/client-errors', async ({ request }) => {
  reports.push((await request.json()) as Report);
  return new HttpResponse(null, { status: 204 });
});

beforeEach(() => {
  reports = [];
  resetClientErrorReports();
  server.use(reporting);
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('front-end errors reach the server', () => {
  it('a remote that fails to load is reported once as remote_load, with its name', async () => {
    const user = userEvent.setup();
    load.mockRejectedValueOnce(new Error('https://cdn.example/mf-blog/remoteEntry.js answered 404'));
    load.mockResolvedValueOnce({ default: () => <p>blog feed</p> });
    renderScreen(<RemoteRoutes name="mf_blog" />, { route: '/blog', handlers: [reporting] });
    expect(await screen.findByText('Túto časť sa nepodarilo načítať')).toBeInTheDocument();
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toMatchObject({
      kind: 'remote_load',
      source: 'mf_blog',
      message: 'https://cdn.example/mf-blog/remoteEntry.js answered 404',
    });
    await user.click(screen.getByRole('button', { name: 'Skúsiť znova' }));
    expect(await screen.findByText('blog feed')).toBeInTheDocument();
    expect(reports).toHaveLength(1);
  });

  it('a remote that loads and then throws while rendering is reported as boundary', async () => {
    load.mockResolvedValueOnce({
      default: () => {
        throw new Error('Cannot read properties of undefined (reading "title")');
      },
    });
    renderScreen(<RemoteRoutes name="mf_meetings" />, { route: '/meetings', handlers: [reporting] });
    expect(await screen.findByText('Túto časť sa nepodarilo načítať')).toBeInTheDocument();
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toMatchObject({ kind: 'boundary', source: 'mf_meetings' });
    expect(reports[0]!.message).toContain('reading "title"');
    expect(reports[0]!.stack).toContain('Error');
  });

  it("the shell's global boundary reports what it catches, with the path's owner as source", async () => {
    window.history.pushState(null, '', '/calls/book');
    const Broken = () => {
      throw new Error('shell broke');
    };
    render(
      <AppProviders client={createQueryClient({ retry: false })}>
        <GlobalErrorBoundary>
          <Broken />
        </GlobalErrorBoundary>
      </AppProviders>,
    );
    expect(await screen.findByText('shell broke')).toBeInTheDocument();
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toMatchObject({ kind: 'boundary', source: 'mf_calls', path: '/calls/book', message: 'shell broke' });
    window.history.pushState(null, '', '/');
  });

  it('unhandled rejections and uncaught errors are reported as unhandled', async () => {
    const target = new EventTarget() as unknown as Window;
    reportUncaughtErrors(target);
    const rejection = new Event('unhandledrejection') as Event & { reason: unknown };
    rejection.reason = new Error('promise nobody awaited');
    target.dispatchEvent(rejection);
    const uncaught = new Event('error') as Event & { error: unknown; message: string };
    uncaught.error = new TypeError('x is not a function');
    target.dispatchEvent(uncaught);
    await waitFor(() => expect(reports).toHaveLength(2));
    expect(reports.map((report) => [report.kind, report.message])).toEqual([
      ['unhandled', 'promise nobody awaited'],
      ['unhandled', 'x is not a function'],
    ]);
  });

  it(`a page reports each error once and at most ${MAX_REPORTS_PER_PAGE} in all`, async () => {
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < MAX_REPORTS_PER_PAGE + 5; i += 1) reportClientError('error', new Error(`error ${i}`), 'shell');
    }
    await waitFor(() => expect(reports).toHaveLength(MAX_REPORTS_PER_PAGE));
    expect(new Set(reports.map((report) => report.message)).size).toBe(MAX_REPORTS_PER_PAGE);
  });
});
