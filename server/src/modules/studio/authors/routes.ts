import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  studioAuthorDetail,
  studioAuthorIdParam,
  studioAuthorInput,
  studioAuthorList,
  studioAuthorSave,
  studioError,
  studioHistory,
} from '@app/studio-contract';
import { guardRoutes } from '../../roles/index';
import { authorHistory, createAuthor, getStudioAuthor, listStudioAuthors, saveAuthor } from './service';

const errors = { 400: studioError, 401: studioError, 403: studioError, 404: studioError };
const tags = ['studio'];
const config = { allowWithoutSubscription: true };
const params = studioAuthorIdParam;

/** /studio/authors…: editors write the blog's authors publications name. */
export const studioAuthorRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is the editors' (admins pass too): roles/guard.ts.
  guardRoutes(app, 'editor');

  app.get(
    '/studio/authors',
    {
      config,
      schema: { tags, summary: 'Editors: every author of the blog, by name', response: { 200: studioAuthorList, ...errors } },
    },
    async () => listStudioAuthors(app.db),
  );

  app.post(
    '/studio/authors',
    {
      config,
      schema: {
        tags,
        summary: 'Editors: a new author',
        body: studioAuthorInput,
        response: { 201: studioAuthorDetail, ...errors },
      },
    },
    async (request, reply) => {
      return reply.code(201).send(await createAuthor(app.db, request.user, request.body));
    },
  );

  app.get(
    '/studio/authors/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Editors: one author as the form reads it',
        params,
        response: { 200: studioAuthorDetail, ...errors },
      },
    },
    async (request) => {
      return getStudioAuthor(app.db, request.params.id);
    },
  );

  app.put(
    '/studio/authors/:id',
    {
      config,
      schema: {
        tags,
        summary: "Editors: save an author from the version it was read at (409 'Medzitým to upravil(a) …' otherwise)",
        params,
        body: studioAuthorSave,
        response: { 200: studioAuthorDetail, ...errors, 409: studioError },
      },
    },
    async (request) => {
      return saveAuthor(app.db, request.user, request.params.id, request.body);
    },
  );

  app.get(
    '/studio/authors/:id/history',
    {
      config,
      schema: {
        tags,
        summary: 'Editors: who changed the author and when, newest first',
        params,
        response: { 200: studioHistory, ...errors },
      },
    },
    async (request) => {
      return authorHistory(app.db, request.params.id);
    },
  );
};
