/** Test helpers of the mf-calls screen tests (not shipped: only tests import this file). */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, format, startOfDay } from 'date-fns';
import type { RequestHandler } from 'msw';
import { callsHandlers, createCallsMockState, type CallsMockState } from '@app/calls-contract/mocks';
import { paymentsHandlers } from '@app/shared/mocks';
import { dateLocale } from '@app/shared/format';
import { renderScreen } from '@app/shared/testing';
import CallsRoutes from './routes';

/** Renders /calls (or /calls?tab=list) through the remote's own routes, with the calls mocks. */
export function renderCalls(options: { route?: string; state?: CallsMockState; handlers?: RequestHandler[] } = {}) {
  const state = options.state ?? createCallsMockState();
  const result = renderScreen(<CallsRoutes />, {
    route: options.route ?? '/calls',
    // The remote's own <Routes> (absolute paths) under a catch-all, as the shell mounts it.
    path: '/*',
    handlers: [...(options.handlers ?? []), ...callsHandlers(state), ...paymentsHandlers(state.payments)],
  });
  return { ...result, state };
}

/** A handler that waits until released; then the next handler (the mocks) answers. */
export function held() {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { wait: () => gate, release };
}

export const dayLabel = (day: Date) => format(day, 'PPPP', { locale: dateLocale });
export const tomorrow = () => addDays(startOfDay(new Date()), 1);

/** Opens the calendar and picks `day` (moving a month on when it is in the next one). */
export async function pickDay(day: Date) {
  await userEvent.click(screen.getByRole('button', { name: /^Dátum/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Vyberte dátum' });
  await within(dialog).findAllByRole('grid');
  await showMonthOf(day);
  await userEvent.click(within(dialog).getByRole('button', { name: new RegExp(`^${dayLabel(day)}`) }));
}

/** Moves the open calendar on until the month of `day` shows (or it cannot go further). */
export async function showMonthOf(day: Date) {
  const dialog = screen.getByRole('dialog', { name: 'Vyberte dátum' });
  while (!within(dialog).queryByRole('button', { name: new RegExp(`^${dayLabel(day)}`) })) {
    const next = within(dialog).getByRole('button', { name: 'Prejsť na ďalší mesiac' });
    if (next.hasAttribute('disabled') || next.getAttribute('aria-disabled') === 'true') return;
    await userEvent.click(next);
  }
}

export const chooseSpeaker = async (name: string) => userEvent.click(await screen.findByRole('radio', { name }));
export const slotSelect = () => screen.getByRole('combobox', { name: 'Čas' });
export const commentBox = () => screen.getByRole('textbox', { name: 'Komentár' });
