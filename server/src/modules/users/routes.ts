import { apiError, profileUpdate, user } from '@app/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { birthDateIssue } from '@app/shared/domain';
import { toUser, updateProfile } from './service';
import { guardRoutes } from '../roles/index';

/** The contract checks the yyyy-MM-dd form; the domain rule (shared with the mocks) the date itself. */
const profileUpdateBody = profileUpdate.superRefine((value, ctx) => {
  const message = birthDateIssue(value.date_of_birth);
  if (message) ctx.addIssue({ code: 'custom', path: ['date_of_birth'], message });
});

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, 'learner');
  app.get(
    '/users/me',
    {
      config: { allowWithoutSubscription: true },
      schema: {
        tags: ['users'],
        summary:
          'The current user; subscription is null unless the latest one is live (active, pending, or cancelled before it expires)',
        response: { 200: user, 401: apiError },
      },
    },
    // The auth hook has just loaded this user: no need to read the row again.
    async (request) => toUser(app.db, app.staffBootstrap, request.user),
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
    async (request) => updateProfile(app.db, app.staffBootstrap, request.user.id, request.body),
  );
};
