import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  studioDayIdParam,
  studioError,
  studioGoLive,
  studioHistory,
  studioItemListQuery,
  studioNews,
  studioNewsInput,
  studioNewsList,
  studioNewsSave,
  studioPublication,
  studioPublicationInput,
  studioPublicationList,
  studioPublicationSave,
  studioVersionBody,
} from '@app/studio-contract';
import { guardRoutes } from '../../roles/index';
import { itemHistory } from '../history';
import { createNews, getStudioNews, listStudioNews, publishNews, saveNews, withdrawNews } from './news';
import {
  createPublication,
  getStudioPublication,
  listStudioPublications,
  publishPublication,
  savePublication,
  withdrawPublication,
} from './publications';

const errors = { 400: studioError, 401: studioError, 403: studioError, 404: studioError };
const tags = ['studio'];
const config = { allowWithoutSubscription: true };
const params = studioDayIdParam;

/** /api/studio/publications and /api/studio/news: editors (and admins) only. */
export const studioPublicationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is the editors' (admins pass too): roles/guard.ts.
  guardRoutes(app, 'editor');

  const items = [
    {
      path: 'publications',
      what: 'publication',
      history: 'publication' as const,
      list: studioPublicationList,
      one: studioPublication,
      input: studioPublicationInput,
      save: studioPublicationSave,
      listFn: listStudioPublications,
      getFn: getStudioPublication,
      createFn: createPublication,
      saveFn: savePublication,
      publishFn: publishPublication,
      withdrawFn: withdrawPublication,
    },
    {
      path: 'news',
      what: 'news item',
      history: 'news' as const,
      list: studioNewsList,
      one: studioNews,
      input: studioNewsInput,
      save: studioNewsSave,
      listFn: listStudioNews,
      getFn: getStudioNews,
      createFn: createNews,
      saveFn: saveNews,
      publishFn: publishNews,
      withdrawFn: withdrawNews,
    },
  ] as const;

  for (const item of items) {
    const base = `/studio/${item.path}`;
    app.get(
      base,
      {
        config,
        schema: {
          tags,
          summary: `Editors: every ${item.what} (drafts, scheduled, withdrawn too), newest first; state filters`,
          querystring: studioItemListQuery,
          response: { 200: item.list, ...errors },
        },
      },
      async (request) => {
        return item.listFn(app.db, request.query.state);
      },
    );
    app.post(
      base,
      {
        config,
        schema: { tags, summary: `Editors: a new draft ${item.what}`, body: item.input, response: { 201: item.one, ...errors } },
      },
      async (request, reply) => {
        // The union of the two bodies is checked by the route's own schema.
        return reply
          .code(201)
          .send(await (item.createFn as (...a: unknown[]) => Promise<never>)(app.db, request.user, request.body));
      },
    );
    app.get(
      `${base}/:id`,
      {
        config,
        schema: {
          tags,
          summary: `Editors: one ${item.what} as the form reads it`,
          params,
          response: { 200: item.one, ...errors },
        },
      },
      async (request) => {
        return item.getFn(app.db, request.params.id);
      },
    );
    app.put(
      `${base}/:id`,
      {
        config,
        schema: {
          tags,
          summary: `Editors: save the ${item.what} from the version it was read at (409 'Medzitým to upravil(a) …' when someone saved in between); a live one is checked as complete`,
          params,
          body: item.save,
          response: { 200: item.one, ...errors, 409: studioError },
        },
      },
      async (request) => {
        return (item.saveFn as (...a: unknown[]) => Promise<never>)(app.db, request.user, request.params.id, request.body);
      },
    );
    app.post(
      `${base}/:id/publish`,
      {
        config,
        schema: {
          tags,
          summary: `Editors: the ${item.what} goes live now, or at publish_at (yyyy-MM-ddTHH:mm on the school's clock, ahead)`,
          params,
          body: studioGoLive,
          response: { 200: item.one, ...errors, 409: studioError },
        },
      },
      async (request) => {
        return item.publishFn(app.db, request.user, request.params.id, request.body);
      },
    );
    app.post(
      `${base}/:id/withdraw`,
      {
        config,
        schema: {
          tags,
          summary: `Editors: learners no longer see the ${item.what}`,
          params,
          body: studioVersionBody,
          response: { 200: item.one, ...errors, 409: studioError },
        },
      },
      async (request) => {
        return item.withdrawFn(app.db, request.user, request.params.id, request.body.version);
      },
    );
    app.get(
      `${base}/:id/history`,
      {
        config,
        schema: {
          tags,
          summary: `Editors: who changed the ${item.what} and when, newest first`,
          params,
          response: { 200: studioHistory, ...errors },
        },
      },
      async (request) => {
        await item.getFn(app.db, request.params.id);
        return itemHistory(app.db, item.history, request.params.id);
      },
    );
  }
};
