import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  STUDIO_MAX_AUDIO_BYTES,
  studioCourse,
  studioDay,
  studioDayDeleted,
  studioDayIdParam,
  studioDayInput,
  studioDaySave,
  studioError,
  studioHistory,
  studioMedia,
  studioMediaHashParam,
  studioMediaQuery,
  studioSaveResult,
  studioVersionBody,
  studioVersionQuery,
} from '@app/studio-contract';
import { guardRoutes } from '../roles/index';
import { dayDraftRoutes } from './day-drafts-routes';
import { itemAnalysisRoutes } from './item-analysis-routes';
import { createDay, deleteDraftDay, getDay, listCourse, publishDay, saveDay } from './days';
import { dayHistory } from './history';
import { uploadMedia } from './media';
import { mediaReadLimit } from './media-read-limit';
import { mediaInfo } from './media-store';
import { serveStoredMedia } from './media-serve';
import { receiveUpload } from './media-upload-body';
import { studioPublicationRoutes } from './publications/routes';
import { studioMeetingRoutes } from './meetings/routes';
import { studioSpeakerRoutes } from './speakers/routes';
import { studioAuthorRoutes } from './authors/routes';
import { studioPreviewRoutes } from './preview-routes';

const errors = { 400: studioError, 401: studioError, 403: studioError, 404: studioError };
const tags = ['studio'];
// Editors need no subscription of their own to write the course.
const config = { allowWithoutSubscription: true };
/** No body is read past the largest limit and a little, whatever its type (media-upload-body.ts holds each type to its own). */
const uploadBodyLimit = (videoBytes: number) => Math.max(STUDIO_MAX_AUDIO_BYTES, videoBytes) + 1024 * 1024;
const YEAR_SECONDS = 365 * 24 * 60 * 60;
/** A header sent twice is no single validator: it invalidates the range. */

export const studioRoutes: FastifyPluginAsyncZod = async (app) => {
  const UPLOAD_BODY_LIMIT = uploadBodyLimit(app.studioMaxVideoBytes);
  // Every route here is the editors' (admins pass too): roles/guard.ts.
  guardRoutes(app, 'editor');
  await app.register(studioPublicationRoutes);
  await app.register(studioMeetingRoutes);

  // Uploads arrive as the file's bytes (no multipart): the type is read from them, not from here.
  app.addContentTypeParser(/^(application\/octet-stream|audio\/.+|image\/.+|video\/.+)$/, (_request, payload, done) =>
    receiveUpload(payload, UPLOAD_BODY_LIMIT, app.studioMaxVideoBytes, done),
  );

  await app.register(dayDraftRoutes);
  await app.register(itemAnalysisRoutes);
  await app.register(studioSpeakerRoutes);
  await app.register(studioAuthorRoutes);
  await app.register(studioPreviewRoutes);

  app.get(
    '/studio/course',
    {
      config,
      schema: {
        tags,
        summary: 'Editors: every day in course order, and the learners waiting for the next day',
        response: { 200: studioCourse, ...errors },
      },
    },
    async () => listCourse(app.db),
  );

  app.post(
    '/studio/days',
    {
      config,
      schema: { tags, summary: 'Editors: a new draft day', body: studioDayInput, response: { 201: studioDay, ...errors } },
    },
    async (request, reply) => {
      return reply.code(201).send(await createDay(app.db, request.user, request.body));
    },
  );

  app.get(
    '/studio/days/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Editors: one day as the forms read it',
        params: studioDayIdParam,
        response: { 200: studioDay, ...errors },
      },
    },
    async (request) => {
      return getDay(app.db, request.params.id);
    },
  );

  app.put(
    '/studio/days/:id',
    {
      config,
      schema: {
        tags,
        summary:
          "Editors: save a day from the version it was read at (409 'Medzitým to upravil(a) …' when someone saved in between). A published task somebody answered gets a new version; effects say what the change did to results already given",
        params: studioDayIdParam,
        body: studioDaySave,
        response: { 200: studioSaveResult, ...errors, 409: studioError },
      },
    },
    async (request) => {
      return saveDay(app.db, request.user, request.params.id, request.body);
    },
  );

  app.delete(
    '/studio/days/:id',
    {
      config,
      schema: {
        tags,
        summary:
          'Editors: delete a day never published (learners never had it), from the version read; a published day is never deleted (409), nor one saved in between (409)',
        params: studioDayIdParam,
        querystring: studioVersionQuery,
        response: { 200: studioDayDeleted, ...errors, 409: studioError },
      },
    },
    async (request) => {
      return deleteDraftDay(app.db, request.params.id, request.query.version);
    },
  );

  app.post(
    '/studio/days/:id/publish',
    {
      config,
      schema: {
        tags,
        summary: 'Editors: publish a draft day (checked as complete); learners reach it by its date and their course',
        params: studioDayIdParam,
        body: studioVersionBody,
        response: { 200: studioDay, ...errors, 409: studioError },
      },
    },
    async (request) => {
      return publishDay(app.db, request.user, request.params.id, request.body.version);
    },
  );

  app.get(
    '/studio/days/:id/history',
    {
      config,
      schema: {
        tags,
        summary: 'Editors: who changed the day and when, newest first',
        params: studioDayIdParam,
        response: { 200: studioHistory, ...errors },
      },
    },
    async (request) => {
      await getDay(app.db, request.params.id);
      return dayHistory(app.db, request.params.id);
    },
  );

  app.post(
    '/studio/media',
    {
      config,
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        tags,
        summary: `Editors: upload a file's bytes (audio up to ${STUDIO_MAX_AUDIO_BYTES / 1024 / 1024} MB, images up to 5 MB, MP4/WebM video up to STUDIO_MAX_VIDEO_MB); the type is read from the content; audio and video have their duration read`,
        querystring: studioMediaQuery,
        response: { 201: studioMedia, ...errors, 413: studioError, 415: studioError },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (!Buffer.isBuffer(body))
        return reply.code(415).send({ message: 'Pošlite obsah súboru (application/octet-stream).', field: 'file' });
      return reply
        .code(201)
        .send(await uploadMedia(app.db, request.user, request.query.name, body, { videoBytes: app.studioMaxVideoBytes }));
    },
  );

  app.get(
    '/media/:hash',
    {
      config: { public: true, rateLimit: false },
      // Served byte for byte, so that ranges and Content-Length hold (audio, video and images are compressed already).
      compress: false,
      onRequest: mediaReadLimit(app.mediaReadsPerMinute),
      schema: {
        tags,
        summary:
          'An uploaded file by the SHA-256 of its bytes: streamed from the database, range requests (RFC 9110), ETag and Last-Modified, cached for a year (the content never changes); limited per client address (429)',
        params: studioMediaHashParam,
      },
    },
    async (request, reply) => {
      const { hash } = request.params;
      const media = await mediaInfo(app.db, hash);
      return serveStoredMedia(app.db, request, reply, { ...media, hash }, `public, max-age=${YEAR_SECONDS}, immutable`);
    },
  );
};
