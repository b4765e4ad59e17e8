import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError } from '@app/shared/contract';
import { newsList } from '@app/news-contract';
import { listNews } from './service';
import { guardRoutes } from '../roles/index';

export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, 'learner');
  app.get(
    '/news',
    {
      schema: {
        tags: ['news'],
        summary: 'The home news feed: live items, highest priority first',
        response: { 200: newsList, 401: apiError, 403: apiError },
      },
    },
    async () => listNews(app.db),
  );
};
