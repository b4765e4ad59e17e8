import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError } from '@app/shared/contract';
import {
  publication,
  publicationIdParam,
  publicationListQuery,
  publicationPage,
  publicationReactQuery,
  publicationState,
} from '@app/blog-contract';
import { getPublication, listPublications, setReaction, setStar, type PublicationList } from './service';
import { pageLinkOf } from '@app/shared/domain';
import { guardRoutes } from '../roles/index';

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError };

export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, 'learner');
  const lists: Array<[PublicationList, string]> = [
    ['feed', 'All visible publications, newest first; search looks through title, description and content'],
    ['starred', "The user's starred publications, most recently starred first; same search"],
  ];
  for (const [list, summary] of lists) {
    app.get(
      `/blog/${list}`,
      {
        schema: {
          tags: ['blog'],
          summary,
          querystring: publicationListQuery,
          response: { 200: publicationPage, ...errors },
        },
      },
      async (request) => listPublications(app.db, request.user.id, list, request.query, pageLinkOf(request.url)),
    );
  }

  // The spec's path ends with a slash (and only that one exists: /blog/{id} stays an unknown route).
  app.get(
    '/blog/:id/',
    {
      schema: {
        tags: ['blog'],
        summary: "One publication with the user's star and reaction; 404 for an unknown or unpublished one",
        params: publicationIdParam,
        response: { 200: publication, ...errors },
      },
    },
    async (request) => getPublication(app.db, request.user.id, request.params.id),
  );

  const stateRoute = { tags: ['blog'], params: publicationIdParam, response: { 200: publicationState, ...errors } };

  app.post(
    '/blog/:id/star',
    { schema: { ...stateRoute, summary: 'Star the publication (idempotent); answers the new state' } },
    async (request) => setStar(app.db, request.user.id, request.params.id, true),
  );
  app.delete(
    '/blog/:id/star',
    { schema: { ...stateRoute, summary: 'Unstar the publication (idempotent); answers the new state' } },
    async (request) => setStar(app.db, request.user.id, request.params.id, false),
  );
  app.post(
    '/blog/:id/react',
    {
      schema: {
        ...stateRoute,
        summary: 'Set the reaction: is_positive=true likes, false dislikes (replacing the other); empty body',
        querystring: publicationReactQuery,
      },
    },
    async (request) => setReaction(app.db, request.user.id, request.params.id, request.query.is_positive ? 'like' : 'dislike'),
  );
  app.delete(
    '/blog/:id/react',
    { schema: { ...stateRoute, summary: 'Remove the reaction (idempotent); answers the new state' } },
    async (request) => setReaction(app.db, request.user.id, request.params.id, null),
  );
};
