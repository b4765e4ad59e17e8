import { apiError, userSettings, userSettingsPatch } from '@app/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSettings, patchSettings } from './service';
import { guardRoutes } from '../roles/index';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, 'learner');
  app.get(
    '/users/me/settings',
    {
      config: { allowWithoutSubscription: true },
      schema: {
        tags: ['settings'],
        summary: 'Notification settings and language level',
        response: { 200: userSettings, 401: apiError },
      },
    },
    async (request) => getSettings(app.db, request.user.id),
  );

  app.patch(
    '/users/me/settings',
    {
      config: { allowWithoutSubscription: true },
      schema: {
        tags: ['settings'],
        summary: 'Change some settings; a parent turned off clears its children; answers all settings',
        body: userSettingsPatch,
        response: { 200: userSettings, 400: apiError, 401: apiError },
      },
    },
    async (request) => patchSettings(app.db, request.user.id, request.body),
  );
};
