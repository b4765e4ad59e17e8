import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Link, Route } from 'react-router';
import type { ActivityPreview, Section } from '@app/activities-contract';
import { renderScreen } from '@app/shared/testing';
import { PreviewScreen } from '../screens/preview-screen';

jest.setTimeout(30_000);

const section = (title: string, question: string): Section => ({
  id: 71,
  activity_id: 9,
  title,
  section_type: 'reading',
  text: 'Text časti.',
  files: [],
  time_required: 3,
  tasks: [
    {
      id: 701,
      concrete_type: 'QuestionTask',
      instructions: 'Odpovedzte.',
      task_data: { queries: [{ id: 1, question_text: question, is_manual_input: true, options: [] }] },
    },
  ],
});

/** A live day with unpublished changes: the draft renamed the section and its question. */
const versions: Record<'draft' | 'live', ActivityPreview> = {
  draft: {
    activity_id: 9,
    day: 9,
    state: 'draft',
    live: true,
    other_version: true,
    sections: [section('Opravený názov', 'Kde býva Eva?')],
  },
  live: {
    activity_id: 9,
    day: 9,
    state: 'published',
    live: true,
    other_version: true,
    sections: [section('Starý názov', 'Kde byva Eva?')],
  },
};

/** The server as the tests set it; records the version each GET asked for. */
function previewServer(answer: (version: string) => ActivityPreview) {
  const asked: string[] = [];
  const handler = http.get('*/api/activities/preview/:id', ({ request }) => {
    const version = new URL(request.url).searchParams.get('version') ?? '';
    asked.push(version);
    return HttpResponse.json(answer(version));
  });
  return { asked, handler };
}

const renderPreview = (handler: ReturnType<typeof previewServer>['handler'], route = '/activity/preview/9') =>
  renderScreen(<PreviewScreen />, {
    route,
    path: '/activity/preview/:id',
    handlers: [handler],
    otherRoutes: <Route path="/studio/course/:id" element={<Link to="/activity/preview/9">Náhľad</Link>} />,
  });

describe('/activity/preview/:id', () => {
  it('a live day with unpublished changes: the banner says so, shows the draft, and switches to what learners see and back', async () => {
    const user = userEvent.setup();
    const server = previewServer((version) => (version === 'live' ? versions.live : versions.draft));
    renderPreview(server.handler);
    expect(
      await screen.findByText('Neuverejnené zmeny: študenti vidia publikovanú verziu, kým zmeny nepublikujete.', {
        exact: false,
      }),
    ).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { name: 'Opravený názov' })).toBeInTheDocument();
    expect(screen.getByLabelText('Kde býva Eva?')).toBeInTheDocument();
    expect(server.asked).toEqual(['draft']);

    await user.click(screen.getByRole('link', { name: 'Zobraziť publikovanú verziu' }));
    expect(await screen.findByRole('heading', { name: 'Starý názov' })).toBeInTheDocument();
    expect(
      screen.getByText('Publikovaná verzia, ako ju teraz vidia študenti. Deň má aj neuverejnené zmeny.', { exact: false }),
    ).toHaveAttribute('role', 'status');
    expect(server.asked).toEqual(['draft', 'live']);

    await user.click(screen.getByRole('link', { name: 'Zobraziť neuverejnené zmeny' }));
    expect(await screen.findByRole('heading', { name: 'Opravený názov' })).toBeInTheDocument();
  });

  it('a new day says it is a draft learners do not see; a live day without changes says published; neither offers a switch', async () => {
    const fresh = previewServer(() => ({ ...versions.draft, live: false, other_version: false }));
    const { unmount } = renderPreview(fresh.handler);
    expect(await screen.findByText('Koncept: študenti ho zatiaľ nevidia.', { exact: false })).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('link', { name: /^Zobraziť/ })).not.toBeInTheDocument();
    unmount();

    const published = previewServer(() => ({ ...versions.live, other_version: false }));
    renderPreview(published.handler);
    expect(await screen.findByText('Publikované. Odpovede sa v náhľade len skontrolujú', { exact: false })).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.queryByRole('link', { name: /^Zobraziť/ })).not.toBeInTheDocument();
  });

  it('follows what the studio did meanwhile: back in the editor, the draft published, the preview again shows the new live day', async () => {
    const user = userEvent.setup();
    let current: ActivityPreview = versions.draft;
    const server = previewServer(() => current);
    renderPreview(server.handler);
    expect(await screen.findByText('Neuverejnené zmeny:', { exact: false })).toHaveAttribute('role', 'status');

    await user.click(screen.getByRole('link', { name: 'Späť do editora' }));
    // 'Publikovať' in the studio (another remote, which knows none of this one's query keys).
    current = { ...versions.draft, state: 'published', other_version: false };
    await user.click(await screen.findByRole('link', { name: 'Náhľad' }));
    expect(await screen.findByText('Publikované.', { exact: false })).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { name: 'Opravený názov' })).toBeInTheDocument();
  });
});
