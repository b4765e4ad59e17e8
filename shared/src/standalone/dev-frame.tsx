/**
 * The standalone page's development half: who the developer is (`?as=`, the switcher, the remote's
 * default) and MSW answering as the server would that person. Imported only under
 * `process.env.NODE_ENV === 'development'`, so production builds carry none of it
 * (e2e/tests/standalone.spec.ts looks for the switcher's marker in every remote's dist).
 */
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import type { RequestHandler } from 'msw';
import { createUserMockState, userHandlers } from '../mocks/user-handlers';
import { parsePersonNames, personOf, personParam, PERSON_NAMES, type As, type Person } from '../mocks/people';
import { ErrorScreen } from '../ui/screens';

/** The tab keeps the chosen person across reloads and navigation (each remote's dev server is an origin of its own). */
const STORAGE_KEY = 'standalone-person';

type Choice = { person: Person } | { unknown: string };

/** `?as=` first (then taken off the URL, so the remote's screens never see it), then this tab's last choice, then the remote's default. */
function choosePerson(fallback: As): Choice {
  const url = new URL(window.location.href);
  const asked = url.searchParams.get('as');
  if (asked !== null) {
    url.searchParams.delete('as');
    window.history.replaceState(window.history.state, '', url);
    const parsed = parsePersonNames(asked);
    if ('unknown' in parsed) return parsed;
    window.sessionStorage.setItem(STORAGE_KEY, asked);
    return { person: personOf(parsed.names) };
  }
  const kept = window.sessionStorage.getItem(STORAGE_KEY);
  const parsed = kept === null ? undefined : parsePersonNames(kept);
  return { person: personOf(parsed && 'names' in parsed ? parsed.names : fallback) };
}

function switchTo(param: string) {
  const url = new URL(window.location.href);
  url.searchParams.set('as', param);
  // A fresh page: the mocks' state, the query cache and the user start again as that person.
  window.location.assign(url);
}

const Panel = styled.aside`
  position: fixed; left: 8px; bottom: calc(8px + env(safe-area-inset-bottom)); z-index: 10000;
  font: 12px/1.2 system-ui, sans-serif; color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.sectionBg}; border: 1px solid ${({ theme }) => theme.colors.hint};
  border-radius: 16px; padding: 4px 10px; opacity: 0.92;
  summary { cursor: pointer; list-style: none; white-space: nowrap; }
  select { margin-top: 6px; font: inherit; max-width: 60vw; }
`;

const label = (param: string) => param.replace(/,/g, ' + ');

/** A corner of the standalone page: who you are, and a list of whom else to be. */
function PersonSwitcher({ person, fallback }: { person: Person; fallback: Person }) {
  const id = useId();
  const current = personParam(person);
  const choices = [...new Set([current, personParam(fallback), ...PERSON_NAMES])];
  return (
    <Panel aria-label="Standalone: osoba" data-standalone-person={current}>
      <details>
        <summary>👤 {label(current)}</summary>
        <label htmlFor={id}>Ako kto </label>
        <select id={id} value={current} onChange={(event) => switchTo(event.target.value)}>
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {label(choice)}
            </option>
          ))}
        </select>
      </details>
    </Panel>
  );
}

/**
 * Chooses the person, starts MSW with the remote's handlers for them and the kernel's user
 * handlers, and returns the switcher to render beside the routes, or, for a `?as=` that names
 * nobody, a screen that lists who one can be.
 */
export async function startDevFrame(
  fallback: As,
  mocks: ((person: Person) => RequestHandler[] | Promise<RequestHandler[]>) | undefined,
): Promise<{ frame: ReactNode; refused: ReactNode }> {
  const choice = choosePerson(fallback);
  if ('unknown' in choice) {
    return {
      frame: null,
      refused: (
        <ErrorScreen
          title="Neznáma osoba"
          message={`?as=${choice.unknown}: vyberte z ${PERSON_NAMES.join(', ')} (viac rolí oddeľte čiarkou).`}
        />
      ),
    };
  }
  const { person } = choice;
  const handlers = (await mocks?.(person)) ?? [];
  const { setupWorker } = await import('msw/browser');
  await setupWorker(...handlers, ...userHandlers(createUserMockState(person.user))).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return { frame: <PersonSwitcher person={person} fallback={personOf(fallback)} />, refused: null };
}
