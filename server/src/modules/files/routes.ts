import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError } from '@app/shared/contract';
import { fileIdParam, mediaFile } from '@app/file-contract';
import { getFile } from './service';
import { guardRoutes } from '../roles/index';

export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, 'learner');
  // The spec's path ends with a slash, and only that one exists.
  app.get(
    '/file/:id/',
    {
      schema: {
        tags: ['files'],
        summary: 'One stored file (markdown images /files/{id} resolve through it); 404 for an unknown id',
        params: fileIdParam,
        response: { 200: mediaFile, 400: apiError, 401: apiError, 403: apiError, 404: apiError },
      },
    },
    async (request) => getFile(app.db, request.params.id),
  );
};
