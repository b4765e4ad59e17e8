import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError } from '@app/shared/contract';
import {
  callOutcomeBody,
  checkInResult,
  checkInUndone,
  speakerCall,
  speakerCallList,
  speakerCallQuery,
  speakerCallParams,
  speakingQueue,
  speakingQueueQuery,
  speakingScore,
  speakingScoreBody,
  speakingScoreParams,
  staffMe,
  staffMeetingDetail,
  staffMeetingList,
  staffMeetingParams,
  staffPageQuery,
  staffParticipantParams,
  staffRoleGrantBody,
  staffRoleParams,
  staffSpeakerList,
  staffUser,
  staffUserList,
  staffUserQuery,
  ticketScanBody,
} from '@app/staff-contract';
import { pageLinkOf } from '@app/shared/domain';
import { recordingSigner } from '../speaking/index';
import { checkInById, checkInByToken, getStaffMeeting, listStaffMeetings, undoCheckIn } from './door';
import { grantRole, guardRoutes, listSpeakersForRoles, listStaffUsers, revokeRole, staffMe as readStaffMe } from '../roles/index';
import { linkedSpeaker, listSpeakerCalls, markCallOutcome, undoCallOutcome } from './speaker-calls';
import { correctSpeaking, scoreSpeaking, speakingQueue as readSpeakingQueue } from './speaking';

const tags = ['staff'];
const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError };
// Staff work for the school, not as learners: no subscription needed (the role check is the gate).
const config = { allowWithoutSubscription: true };

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  // Fail closed: a route here is the admins' unless it names its role (roles/guard.ts).
  guardRoutes(app, 'admin');
  app.get(
    '/staff/me',
    {
      config: { ...config, guard: 'learner' },
      schema: {
        tags,
        summary: "The caller's staff roles (empty for a learner) and linked speaker",
        response: { 200: staffMe, ...errors },
      },
    },
    async (request) => readStaffMe(app.db, app.staffBootstrap, request.user),
  );

  // --- admin: roles ---
  app.get(
    '/staff/users',
    {
      config,
      schema: {
        tags,
        summary: 'Admins: users found by name or @username (up to 50), or everyone with a granted role when search is blank',
        querystring: staffUserQuery,
        response: { 200: staffUserList, ...errors },
      },
    },
    async (request) => {
      return listStaffUsers(app.db, app.staffBootstrap, request.query.search);
    },
  );

  app.get(
    '/staff/speakers',
    {
      config,
      schema: {
        tags,
        summary: 'Admins: the speakers a speaker role can be linked to',
        response: { 200: staffSpeakerList, ...errors },
      },
    },
    async () => listSpeakersForRoles(app.db),
  );

  app.put(
    '/staff/users/:user_id/roles/:role',
    {
      config,
      schema: {
        tags,
        summary: 'Admins: grant a role (a speaker role names speaker_id); granting it again changes nothing',
        params: staffRoleParams,
        body: staffRoleGrantBody,
        response: { 200: staffUser, ...errors, 409: apiError },
      },
    },
    async (request) => {
      const { user_id, role } = request.params;
      return grantRole(app.db, app.staffBootstrap, request.user.id, user_id, role, request.body?.speaker_id);
    },
  );

  app.delete(
    '/staff/users/:user_id/roles/:role',
    {
      config,
      schema: {
        tags,
        summary: "Admins: revoke a granted role (a role from the environment stays); not one's own admin role",
        params: staffRoleParams,
        response: { 200: staffUser, ...errors, 409: apiError },
      },
    },
    async (request) => {
      return revokeRole(app.db, app.staffBootstrap, request.user.id, request.params.user_id, request.params.role);
    },
  );

  // --- teacher: speaking ---
  app.get(
    '/staff/speaking',
    {
      config: { ...config, guard: 'teacher' },
      schema: {
        tags,
        summary:
          'Teachers: submitted speaking sections waiting for a score, oldest first, a page at a time; section_id with user_id: that one item',
        querystring: speakingQueueQuery,
        response: { 200: speakingQueue, ...errors },
      },
    },
    async (request) => {
      return readSpeakingQueue(app.db, request.query, pageLinkOf(request.url), recordingSigner(app));
    },
  );

  app.post(
    '/staff/speaking/:section_id/user/:user_id/score',
    {
      config: { ...config, guard: 'teacher' },
      schema: {
        tags,
        summary:
          'Teachers: score a submitted speaking section (0-100 %) with feedback, once; 409 when another teacher was first (naming them)',
        params: speakingScoreParams,
        body: speakingScoreBody,
        response: { 200: speakingScore, ...errors, 409: apiError },
      },
    },
    async (request) => {
      const { section_id, user_id } = request.params;
      return scoreSpeaking(app.db, request.user.id, section_id, user_id, request.body);
    },
  );

  app.put(
    '/staff/speaking/:section_id/user/:user_id/score',
    {
      config: { ...config, guard: 'teacher' },
      schema: {
        tags,
        summary:
          'Teachers: correct the score of an evaluated speaking section (0-100 %) with feedback; 409 when it has no score yet',
        params: speakingScoreParams,
        body: speakingScoreBody,
        response: { 200: speakingScore, ...errors, 409: apiError },
      },
    },
    async (request) => {
      const { section_id, user_id } = request.params;
      return correctSpeaking(app.db, request.user.id, section_id, user_id, request.body);
    },
  );

  // --- organiser: meetings and the door ---
  app.get(
    '/staff/meetings',
    {
      config: { ...config, guard: 'organiser' },
      schema: {
        tags,
        summary:
          'Organisers: meetings not yet over, then the last 30 days, with joined, pending, checked-in and no-show counts, a page at a time',
        querystring: staffPageQuery,
        response: { 200: staffMeetingList, ...errors },
      },
    },
    async (request) => {
      return listStaffMeetings(app.db, request.query, pageLinkOf(request.url), app.checkInOpensHours);
    },
  );

  app.get(
    '/staff/meetings/:id',
    {
      config: { ...config, guard: 'organiser' },
      schema: {
        tags,
        summary: 'Organisers: one meeting with its counts and participants',
        params: staffMeetingParams,
        response: { 200: staffMeetingDetail, ...errors },
      },
    },
    async (request) => {
      return getStaffMeeting(app.db, request.params.id, app.checkInOpensHours);
    },
  );

  app.post(
    '/staff/meetings/:id/check-in',
    {
      config: { ...config, guard: 'organiser' },
      schema: {
        tags,
        summary:
          "Organisers: check a scanned ticket (the QR code's qr_token) in at this meeting: checked_in, already_checked_in (with the first time) or refused and why",
        params: staffMeetingParams,
        body: ticketScanBody,
        response: { 200: checkInResult, ...errors },
      },
    },
    async (request) => {
      return checkInByToken(app.db, request.user.id, request.params.id, request.body.qr_token, app.checkInOpensHours);
    },
  );

  app.post(
    '/staff/meetings/:id/participants/:participant_id/check-in',
    {
      config: { ...config, guard: 'organiser' },
      schema: {
        tags,
        summary: 'Organisers: check a participant in by name (no camera); the same answers as a scan',
        params: staffParticipantParams,
        response: { 200: checkInResult, ...errors },
      },
    },
    async (request) => {
      return checkInById(app.db, request.user.id, request.params.id, request.params.participant_id, app.checkInOpensHours);
    },
  );

  app.delete(
    '/staff/meetings/:id/participants/:participant_id/check-in',
    {
      config: { ...config, guard: 'organiser' },
      schema: {
        tags,
        summary:
          'Organisers: undo a mistaken check-in (until the no-show job settles the meeting); 409 when not checked in or settled',
        params: staffParticipantParams,
        response: { 200: checkInUndone, ...errors },
      },
    },
    async (request) => {
      return undoCheckIn(app.db, request.params.id, request.params.participant_id);
    },
  );

  // --- speaker: my calls ---
  app.get(
    '/staff/calls',
    {
      config: { ...config, guard: 'speaker' },
      schema: {
        tags,
        summary:
          "Speakers: the linked speaker's calls, upcoming first, then the last 60 days, a page at a time (`next` is the following page's cursor); times on the speaker's clock (time_zone)",
        querystring: speakerCallQuery,
        response: { 200: speakerCallList, ...errors },
      },
    },
    async (request) => {
      const grants = request.staffGrants;
      return listSpeakerCalls(app.db, linkedSpeaker(grants), request.query);
    },
  );

  app.post(
    '/staff/calls/:id/outcome',
    {
      config: { ...config, guard: 'speaker' },
      schema: {
        tags,
        summary:
          "Speakers: after the call, 'completed' (Hovor prebehol) or 'missed' (Študent neprišiel: not refunded, not reviewable); once",
        params: speakerCallParams,
        body: callOutcomeBody,
        response: { 200: speakerCall, ...errors, 409: apiError },
      },
    },
    async (request) => {
      const grants = request.staffGrants;
      return markCallOutcome(app.db, request.user.id, linkedSpeaker(grants), request.params.id, request.body.outcome);
    },
  );

  app.delete(
    '/staff/calls/:id/outcome',
    {
      config: { ...config, guard: 'speaker' },
      schema: {
        tags,
        summary: 'Speakers: take a mark back (a wrong tap) within 24 hours of making it; 409 when not marked or too late',
        params: speakerCallParams,
        response: { 200: speakerCall, ...errors, 409: apiError },
      },
    },
    async (request) => {
      const grants = request.staffGrants;
      return undoCallOutcome(app.db, linkedSpeaker(grants), request.params.id);
    },
  );
};
