import { apiError, profileUpdate, user } from '@app/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toUser, updateProfile } from './service';

const EARLIEST_BIRTH_DATE = '1900-01-01';

/** The contract checks the yyyy-MM-dd form; the server also rejects dates that do not exist or lie ahead. */
const profileUpdateBody = profileUpdate.superRefine((value, ctx) => {
  const date = value.date_of_birth;
  if (!date) return;
  const parsed = new Date(`${date}T00:00:00Z`);
  const issue = (message: string) => ctx.addIssue({ code: 'custom', path: ['date_of_birth'], message });
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) issue('must be an existing date');
  else if (date < EARLIEST_BIRTH_DATE) issue(`must not be before ${EARLIEST_BIRTH_DATE}`);
  else if (date > new Date().toISOString().slice(0, 10)) issue('must not be in the future');
});

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/me',
    {
      config: { allowWithoutSubscription: true },
      schema: {
        tags: ['users'],
        summary: 'The current user; subscription is null unless the latest one is live (active, pending, or cancelled before it expires)',
        response: { 200: user, 401: apiError },
      },
    },
    // The auth hook has just loaded this user: no need to read the row again.
    async (request) => toUser(app.db, request.user),
  );

  app.put(
    '/users/me',
    {
      config: { allowWithoutSubscription: true },
      schema: {
        tags: ['users'],
        summary: 'Save the profile form; answers the updated user',
        body: profileUpdateBody,
        response: { 200: user, 400: apiError, 401: apiError },
      },
    },
    async (request) => updateProfile(app.db, request.user.id, request.body),
  );
};
