import type { RequestHandler } from 'msw';
import {
  activitiesHandlers,
  blogHandlers,
  callsHandlers,
  createCallsMockState,
  meetingsHandlers,
  newsHandlers,
} from '@app/shared/mocks';

/**
 * Every answer /main asks for (news, newest publication, next meeting, today's activity, booked
 * calls: none, as for a new user), so a test landing on /main never meets an unhandled request.
 * Overrides come first: MSW answers with the first handler that matches, so a test's own
 * handler for a path wins.
 */
export function homeHandlers(...overrides: RequestHandler[][]): RequestHandler[] {
  return [
    ...overrides.flat(),
    ...newsHandlers(),
    ...blogHandlers(),
    ...meetingsHandlers(),
    ...activitiesHandlers(),
    ...callsHandlers(createCallsMockState({ calls: [] })),
  ];
}
