import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { checkInResult, speakerCallList, staffMeetingDetail, staffMeetingList } from '@app/staff-contract';
import { taskResults } from '@app/activities-contract';
import type { Db } from '../src/db/types';
import { runNoShowJob } from '../src/modules/staff/no-show-job';
import { staffBootstrap } from '../src/config';
import { checkInByToken } from '../src/modules/staff/door';
import { undoCallOutcome } from '../src/modules/staff/speaker-calls';
import { learner } from './activities-fixtures';
import { authHeaders, createTestApp, newTelegramUser } from './helpers';
import { learnerWithSpeaking, meetingAt, staffUser, ticket, type Headers } from './staff-support';

const HOUR = 3_600_000;

describe('staff API', () => {
  let app: FastifyInstance;
  let db: Db;
  before(async () => ({ app, db } = await createTestApp()));
  after(() => app.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  let firstSpeakerId: number;
  before(async () => {
    firstSpeakerId = (await db.query<{ id: number }>('SELECT id FROM speakers ORDER BY id LIMIT 1'))[0]!.id;
  });

  describe('roles', () => {
    const adminTg = newTelegramUser({ first_name: 'Alena', last_name: 'Správcová' });
    const admin = authHeaders(adminTg);
    // As ADMIN_TELEGRAM_IDS="1, <id>" would name them (config.ts reads it into app.staffBootstrap).
    before(() => {
      app.staffBootstrap.admins = staffBootstrap({ ADMIN_TELEGRAM_IDS: `1, ${adminTg.id}` }).admins;
    });
    after(() => {
      app.staffBootstrap.admins = new Set();
    });

    it('a learner has no roles, sees none in /users/me, and gets 403 on every staff route', async () => {
      const pupil = await learner(app, db);
      assert.deepEqual((await call('GET', '/staff/me', pupil.headers)).json(), { roles: [], speaker: null });
      assert.deepEqual((await call('GET', '/users/me', pupil.headers)).json().staff_roles, []);
      const routes: Array<[Parameters<typeof call>[0], string, object?]> = [
        ['GET', '/staff/users?search=a'],
        ['GET', '/staff/speakers'],
        ['PUT', `/staff/users/${pupil.id}/roles/organiser`, {}],
        ['DELETE', `/staff/users/${pupil.id}/roles/organiser`],
        ['GET', '/staff/speaking'],
        ['POST', `/staff/speaking/1/user/${pupil.id}/score`, { percent: 50, feedback: 'x' }],
        ['GET', '/staff/meetings'],
        ['GET', '/staff/meetings/1'],
        ['POST', '/staff/meetings/1/check-in', { qr_token: 'x'.repeat(32) }],
        ['POST', '/staff/meetings/1/participants/1/check-in'],
        ['GET', '/staff/calls'],
        ['POST', '/staff/calls/1/outcome', { outcome: 'completed' }],
      ];
      for (const [method, url, payload] of routes) {
        const response = await call(method, url, pupil.headers, payload);
        assert.equal(response.statusCode, 403, `${method} ${url}: ${response.body}`);
        assert.match(response.json().message, /^Only /);
      }
    });

    it('each role reaches its own routes and gets 403 on the others; an admin reaches them all', async () => {
      const teacher = await staffUser(app, db, ['teacher']);
      const organiser = await staffUser(app, db, ['organiser']);
      const speakerId = (await db.query<{ id: number }>('SELECT id FROM speakers ORDER BY id DESC LIMIT 1'))[0]!.id;
      const speaker = await staffUser(app, db, ['speaker'], speakerId);
      const reads: Record<string, string> = {
        admin: '/staff/users',
        teacher: '/staff/speaking',
        organiser: '/staff/meetings',
        speaker: '/staff/calls',
      };
      const who: Record<string, Headers> = { teacher: teacher.headers, organiser: organiser.headers, speaker: speaker.headers };
      for (const [role, headers] of Object.entries(who)) {
        for (const [routeRole, url] of Object.entries(reads)) {
          const status = (await call('GET', url, headers)).statusCode;
          assert.equal(status, routeRole === role ? 200 : 403, `${role} on ${url}`);
        }
      }
      for (const url of ['/staff/users', '/staff/speaking', '/staff/meetings']) {
        assert.equal((await call('GET', url, admin)).statusCode, 200, `admin on ${url}`);
      }
      // An admin is not a speaker: no linked speaker, no calls of their own.
      assert.equal((await call('GET', '/staff/calls', admin)).statusCode, 403);
      assert.deepEqual((await call('GET', '/staff/me', speaker.headers)).json().roles, ['speaker']);
      assert.equal((await call('GET', '/staff/me', speaker.headers)).json().speaker.id, speakerId);
    });

    it('the admin finds a user by name or @username, grants organiser and a linked speaker role, and revokes them', async () => {
      const target = await learner(app, db, { first_name: 'Zdenka', last_name: 'Dverová', username: 'zdenka_dvere' });
      await call('GET', '/users/me', admin); // the bootstrap admin has opened the app
      for (const search of ['@zdenka_dvere', 'dverová zdenka', 'ZDENKA']) {
        const found = (await call('GET', `/staff/users?search=${encodeURIComponent(search)}`, admin)).json().results;
        assert.deepEqual(
          found.map((u: { id: number }) => u.id),
          [target.id],
          search,
        );
      }
      const granted = await call('PUT', `/staff/users/${target.id}/roles/organiser`, admin, {});
      assert.equal(granted.statusCode, 200, granted.body);
      assert.deepEqual(granted.json().roles, [{ role: 'organiser', source: 'granted', speaker_id: null }]);
      assert.equal((await call('PUT', `/staff/users/${target.id}/roles/organiser`, admin, {})).statusCode, 200, 'idempotent');
      assert.deepEqual((await call('GET', '/users/me', target.headers)).json().staff_roles, ['organiser']);
      assert.equal((await call('GET', '/staff/meetings', target.headers)).statusCode, 200);
      // The granted row records who granted it.
      const [row] = await db.query<{ granted_by: number }>('SELECT granted_by FROM staff_roles WHERE user_id = $1', [target.id]);
      assert.equal(row!.granted_by, (await call('GET', '/users/me', admin)).json().id);

      const noSpeaker = await call('PUT', `/staff/users/${target.id}/roles/speaker`, admin, {});
      assert.equal(noSpeaker.statusCode, 400);
      assert.equal(noSpeaker.json().field, 'speaker_id');
      const unknownSpeaker = await call('PUT', `/staff/users/${target.id}/roles/speaker`, admin, { speaker_id: 987654 });
      assert.equal(unknownSpeaker.json().field, 'speaker_id');
      const asSpeaker = await call('PUT', `/staff/users/${target.id}/roles/speaker`, admin, { speaker_id: firstSpeakerId });
      assert.equal(asSpeaker.statusCode, 200, asSpeaker.body);
      const other = await learner(app, db);
      const taken = await call('PUT', `/staff/users/${other.id}/roles/speaker`, admin, { speaker_id: firstSpeakerId });
      assert.equal(taken.statusCode, 409, 'one user per speaker');
      const speakers = (await call('GET', '/staff/speakers', admin)).json().results;
      assert.equal(speakers.find((s: { id: number }) => s.id === firstSpeakerId).linked_user_id, target.id);

      const revoked = await call('DELETE', `/staff/users/${target.id}/roles/organiser`, admin);
      assert.deepEqual(
        revoked.json().roles.map((r: { role: string }) => r.role),
        ['speaker'],
      );
      assert.equal((await call('GET', '/staff/meetings', target.headers)).statusCode, 403);
      await call('DELETE', `/staff/users/${target.id}/roles/speaker`, admin);
      // Blank search lists granted staff only.
      const staff = (await call('GET', '/staff/users', admin)).json().results;
      assert.ok(!staff.some((u: { id: number }) => u.id === target.id));

      assert.equal((await call('PUT', `/staff/users/${target.id}/roles/janitor`, admin, {})).statusCode, 400);
      assert.equal((await call('PUT', '/staff/users/987654321/roles/teacher', admin, {})).statusCode, 404);
    });

    it('an environment admin and teacher show as such; a granted admin cannot revoke their own admin role', async () => {
      const me = (await call('GET', '/staff/me', admin)).json();
      assert.deepEqual(me.roles, ['admin']);
      const granted = await staffUser(app, db, ['admin']);
      const self = await call('DELETE', `/staff/users/${granted.id}/roles/admin`, granted.headers);
      assert.equal(self.statusCode, 409);
      const teacherTg = newTelegramUser();
      app.staffBootstrap.teachers = staffBootstrap({ TEACHER_TELEGRAM_IDS: String(teacherTg.id) }).teachers;
      try {
        assert.deepEqual((await call('GET', '/staff/me', authHeaders(teacherTg))).json().roles, ['teacher']);
        assert.equal((await call('GET', '/staff/speaking', authHeaders(teacherTg))).statusCode, 200);
        // Staff named by the environment are on the roles list too (issue 29, item 8), marked as such.
        const list = (await call('GET', '/staff/users', admin)).json().results as Array<{
          telegram_id: number;
          roles: Array<{ role: string; source: string }>;
        }>;
        assert.deepEqual(list.find((u) => u.telegram_id === teacherTg.id)?.roles, [
          { role: 'teacher', source: 'env', speaker_id: null },
        ]);
        assert.deepEqual(
          list.find((u) => u.telegram_id === adminTg.id)?.roles.map((r) => [r.role, r.source]),
          [['admin', 'env']],
        );
      } finally {
        app.staffBootstrap.teachers = new Set();
      }
    });
  });

  describe('teachers score speaking', () => {
    it('the queue shows the learner and the task; a score makes the section evaluated with the feedback; a second score is refused naming the first', async () => {
      const teacherA = await staffUser(app, db, ['teacher'], undefined, { first_name: 'Katarína', last_name: 'Učiteľová' });
      const teacherB = await staffUser(app, db, ['teacher']);
      const pupil = await learnerWithSpeaking(app, db, { username: 'ziak_hlas' });

      const queue = (await call('GET', '/staff/speaking?page_size=100', teacherA.headers)).json().results;
      const item = queue.find((r: { learner: { id: number } }) => r.learner.id === pupil.id);
      assert.equal(item.section_id, pupil.speaking);
      assert.equal(item.learner.username, 'ziak_hlas');
      assert.ok(item.tasks[0].instructions.length > 20);

      const score = (payload: object, headers = teacherA.headers) =>
        call('POST', `/staff/speaking/${pupil.speaking}/user/${pupil.id}/score`, headers, payload);
      for (const [payload, field] of [
        [{ percent: 101, feedback: 'x' }, 'percent'],
        [{ percent: 50.5, feedback: 'x' }, 'percent'],
        [{ percent: 50, feedback: '  ' }, 'feedback'],
        [{ percent: 50 }, 'feedback'],
      ] as const) {
        const bad = await score(payload);
        assert.equal(bad.statusCode, 400, JSON.stringify(payload));
        assert.equal(bad.json().field, field);
      }
      const done = await score({ percent: 85, feedback: 'Výborne, pozor na dĺžne.' });
      assert.equal(done.statusCode, 200, done.body);
      assert.equal(done.json().evaluated_by, 'Katarína Učiteľová');
      const second = await score({ percent: 40, feedback: 'Slabšie' }, teacherB.headers);
      assert.equal(second.statusCode, 409);
      assert.match(second.json().message, /^Already scored by Katarína Učiteľová at /);

      const pupilGet = (url: string) => call('GET', url, pupil.headers);
      assert.deepEqual((await pupilGet(`/activities/section/${pupil.speaking}/status`)).json(), {
        status: 'evaluated',
        score: 0.85,
      });
      const [result] = taskResults.parse((await pupilGet(`/activities/section/${pupil.speaking}/submissions`)).json());
      assert.deepEqual([result!.correct_count, result!.incorrect_count, result!.feedback], [85, 15, 'Výborne, pozor na dĺžne.']);
      const [audit] = await db.query<{ evaluated_by: number }>(
        'SELECT evaluated_by FROM section_progress WHERE user_id = $1 AND section_id = $2',
        [pupil.id, pupil.speaking],
      );
      assert.equal(audit!.evaluated_by, teacherA.id);
      // The learner's notification waits in the outbox, once, with a button to the section.
      const outbox = await db.query<{ kind: string; toggle: string; payload: { message: { text: string; path: string } } }>(
        `SELECT kind, toggle, payload FROM outbox WHERE user_id = $1 AND kind = 'speaking_scored'`,
        [pupil.id],
      );
      assert.equal(outbox.length, 1);
      assert.equal(outbox[0]!.toggle, 'notify_on_checked_tasks');
      assert.match(outbox[0]!.payload.message.text, /: 85 %\.\n\nSpätná väzba lektora:\n/);
      assert.equal(outbox[0]!.payload.message.path, `/activity/section/${pupil.speaking}`);
      const after = (await call('GET', '/staff/speaking?page_size=100', teacherA.headers)).json().results;
      assert.ok(!after.some((r: { learner: { id: number } }) => r.learner.id === pupil.id));

      // A database teacher (not only an environment one) corrects it.
      const corrected = await call('PUT', `/staff/speaking/${pupil.speaking}/user/${pupil.id}/score`, teacherB.headers, {
        percent: 90,
        feedback: 'Oprava',
      });
      assert.equal(corrected.statusCode, 200, corrected.body);
      assert.equal(corrected.json().percent, 90);
    });

    it('the queue shows the prompt the learner answered and the chat of the voice message; a score is corrected (issue 29, item 6)', async () => {
      const teacher = await staffUser(app, db, ['teacher'], undefined, { first_name: 'Zora', last_name: 'Opravná' });
      const pupil = await learnerWithSpeaking(app, db);
      const queue = (await call('GET', '/staff/speaking', teacher.headers)).json().results;
      const item = queue.find((r: { learner: { id: number } }) => r.learner.id === pupil.id);
      const [task] = await db.query<{ task_data: { instructions: string; chat_submit_url: string } }>(
        'SELECT task_data FROM activity_tasks WHERE id = $1',
        [item.tasks[0].task_id],
      );
      assert.equal(item.tasks[0].prompt, task!.task_data.instructions);
      assert.notEqual(item.tasks[0].prompt, item.tasks[0].instructions);
      assert.equal(item.tasks[0].chat_url, task!.task_data.chat_submit_url);

      const url = `/staff/speaking/${pupil.speaking}/user/${pupil.id}/score`;
      const early = await call('PUT', url, teacher.headers, { percent: 60, feedback: 'Skôr' });
      assert.equal(early.statusCode, 409, 'nothing to correct before the first score');
      assert.equal((await call('POST', url, teacher.headers, { percent: 15, feedback: 'Preklep' })).statusCode, 200);
      const fixed = await call('PUT', url, teacher.headers, { percent: 75, feedback: 'Opravené: 75 %' });
      assert.equal(fixed.statusCode, 200, fixed.body);
      assert.deepEqual([fixed.json().percent, fixed.json().evaluated_by], [75, 'Zora Opravná']);
      assert.equal((await call('PUT', url, teacher.headers, { percent: 150, feedback: 'x' })).json().field, 'percent');
      assert.deepEqual((await call('GET', `/activities/section/${pupil.speaking}/status`, pupil.headers)).json(), {
        status: 'evaluated',
        score: 0.75,
      });
      const [result] = taskResults.parse(
        (await call('GET', `/activities/section/${pupil.speaking}/submissions`, pupil.headers)).json(),
      );
      assert.equal(result!.feedback, 'Opravené: 75 %');
      const outbox = await db.query(`SELECT 1 FROM outbox WHERE user_id = $1 AND kind = 'speaking_scored'`, [pupil.id]);
      assert.equal(outbox.length, 1, 'the correction sends nothing new');
    });

    it('refuses a section not submitted (409), not speaking (400) or never opened (404)', async () => {
      const teacher = await staffUser(app, db, ['teacher']);
      const pupil = await learner(app, db);
      const today = (await call('GET', '/activities/today?tz=UTC', pupil.headers)).json();
      const byType = (type: string) =>
        today.activity.sections.find((s: { section_type: string }) => s.section_type === type).section_id;
      await call('GET', `/activities/section/${byType('speaking')}`, pupil.headers);
      await call('GET', `/activities/section/${byType('reading')}`, pupil.headers);
      const score = (section: number, userId = pupil.id) =>
        call('POST', `/staff/speaking/${section}/user/${userId}/score`, teacher.headers, { percent: 50, feedback: 'x' });
      assert.equal((await score(byType('speaking'))).statusCode, 409);
      const reading = await score(byType('reading'));
      assert.equal(reading.statusCode, 400);
      assert.equal(reading.json().field, 'section_id');
      assert.equal((await score(byType('speaking'), 987654321)).statusCode, 404);
    });
  });

  describe('organisers at the door', () => {
    it('lists meetings with counts and a meeting with its participants', async () => {
      const organiser = await staffUser(app, db, ['organiser']);
      const meetingId = await meetingAt(db, HOUR, 'Stretnutie so zoznamom');
      const a = await ticket(db, meetingId, 'joined');
      await ticket(db, meetingId, 'joined');
      await ticket(db, meetingId, 'pending');
      await ticket(db, meetingId, 'cancelled');
      await call('POST', `/staff/meetings/${meetingId}/check-in`, organiser.headers, { qr_token: a.token });
      const list = staffMeetingList.parse((await call('GET', '/staff/meetings?page_size=100', organiser.headers)).json());
      const mine = list.results.find((m) => m.id === meetingId)!;
      assert.deepEqual(mine.counts, { joined: 2, pending: 1, checked_in: 1, no_show: 0 });
      // Upcoming before past.
      const firstPast = list.results.findIndex((m) => new Date(m.end_time) <= new Date());
      assert.ok(firstPast === -1 || list.results.slice(firstPast).every((m) => new Date(m.end_time) <= new Date()));
      const detail = staffMeetingDetail.parse((await call('GET', `/staff/meetings/${meetingId}`, organiser.headers)).json());
      assert.equal(detail.participants.length, 4);
      assert.ok(detail.participants.find((p) => p.id === a.id)!.checked_in_at);
      assert.equal((await call('GET', '/staff/meetings/987654321', organiser.headers)).statusCode, 404);
    });

    it('check-in: valid, repeat (with the first time), another meeting, cancelled, pending, no-show, unknown, garbage', async () => {
      const organiser = await staffUser(app, db, ['organiser']);
      const meetingId = await meetingAt(db, -10 * 60_000);
      const otherMeeting = await meetingAt(db, 48 * HOUR);
      const scan = async (qr_token: string, id = meetingId) => {
        const response = await call('POST', `/staff/meetings/${id}/check-in`, organiser.headers, { qr_token });
        assert.equal(response.statusCode, 200, response.body);
        return checkInResult.parse(response.json());
      };
      const valid = await ticket(db, meetingId, 'joined');
      const first = await scan(valid.token);
      assert.equal(first.result, 'checked_in');
      assert.equal(first.participant!.first_name, 'Eva');
      const firstTime = first.participant!.checked_in_at;
      assert.ok(firstTime);
      const repeat = await scan(`  ${valid.token}\n`);
      assert.equal(repeat.result, 'already_checked_in');
      assert.equal(repeat.participant!.checked_in_at, firstTime);
      const [audit] = await db.query<{ checked_in_by: number }>(
        'SELECT checked_in_by FROM meeting_participations WHERE id = $1',
        [valid.id],
      );
      assert.equal(audit!.checked_in_by, organiser.id);

      const elsewhere = await ticket(db, otherMeeting, 'joined');
      assert.deepEqual(
        [(await scan(elsewhere.token)).result, ((await scan(elsewhere.token)) as { reason: string }).reason],
        ['refused', 'other_meeting'],
      );
      for (const status of ['cancelled', 'pending', 'no-show'] as const) {
        const refused = await scan((await ticket(db, meetingId, status)).token);
        assert.deepEqual([refused.result, 'reason' in refused && refused.reason], ['refused', status.replace('-', '_')]);
      }
      assert.deepEqual(await scan('A'.repeat(32)), { result: 'refused', reason: 'unknown', participant: null });
      assert.deepEqual(await scan('https://example.com/not-a-ticket'), {
        result: 'refused',
        reason: 'unknown',
        participant: null,
      });
      assert.deepEqual(await scan(''), { result: 'refused', reason: 'unknown', participant: null });
      const tooLong = await call('POST', `/staff/meetings/${meetingId}/check-in`, organiser.headers, {
        qr_token: 'x'.repeat(600),
      });
      assert.equal(tooLong.statusCode, 400);
      assert.equal(tooLong.json().field, 'qr_token');
      assert.equal(
        (await call('POST', '/staff/meetings/987654321/check-in', organiser.headers, { qr_token: valid.token })).statusCode,
        404,
      );
    });

    it('check-in by name follows the same rules', async () => {
      const organiser = await staffUser(app, db, ['organiser']);
      const meetingId = await meetingAt(db, HOUR);
      const p = await ticket(db, meetingId, 'joined');
      const pending = await ticket(db, meetingId, 'pending');
      const byId = (id: number) => call('POST', `/staff/meetings/${meetingId}/participants/${id}/check-in`, organiser.headers);
      assert.equal((await byId(p.id)).json().result, 'checked_in');
      assert.equal((await byId(p.id)).json().result, 'already_checked_in');
      assert.deepEqual([(await byId(pending.id)).json().result, (await byId(pending.id)).json().reason], ['refused', 'pending']);
      assert.equal((await byId(987654321)).statusCode, 404);
    });

    it('a cancelled meeting says so in both lists and its door stays shut, even for a ticket still joined (issue 38, item 7)', async () => {
      const organiser = await staffUser(app, db, ['organiser']);
      const meetingId = await meetingAt(db, HOUR, 'Zrušené pri dverách');
      // A joined row the cancellation did not reach (a seat sold at the venue, a race): the meeting's state decides.
      const p = await ticket(db, meetingId, 'joined');
      await db.query('UPDATE meetings SET cancelled_at = now() WHERE id = $1', [meetingId]);
      const list = staffMeetingList.parse((await call('GET', '/staff/meetings?page_size=100', organiser.headers)).json());
      assert.ok(list.results.find((m) => m.id === meetingId)!.cancelled_at);
      const detail = staffMeetingDetail.parse((await call('GET', `/staff/meetings/${meetingId}`, organiser.headers)).json());
      assert.ok(detail.cancelled_at);
      const scanned = (
        await call('POST', `/staff/meetings/${meetingId}/check-in`, organiser.headers, { qr_token: p.token })
      ).json();
      assert.deepEqual([scanned.result, scanned.reason], ['refused', 'meeting_cancelled']);
      const byName = (await call('POST', `/staff/meetings/${meetingId}/participants/${p.id}/check-in`, organiser.headers)).json();
      assert.deepEqual([byName.result, byName.reason], ['refused', 'meeting_cancelled']);
      const [row] = await db.query<{ checked_in_at: Date | null }>(
        'SELECT checked_in_at FROM meeting_participations WHERE id = $1',
        [p.id],
      );
      assert.equal(row!.checked_in_at, null);
    });
  });

  describe('the door window (issue 29, item 5)', () => {
    it('opens 2 h before the start and shuts when the no-show job settles the meeting; before, the scan says when it opens', async () => {
      const organiser = await staffUser(app, db, ['organiser']);
      const meetingId = await meetingAt(db, 12 * 24 * HOUR, 'Stretnutie o dva týždne');
      const [{ start_time: start, end_time: end }] = (await db.query<{ start_time: Date; end_time: Date }>(
        'SELECT start_time, end_time FROM meetings WHERE id = $1',
        [meetingId],
      )) as [{ start_time: Date; end_time: Date }];
      const valid = await ticket(db, meetingId, 'joined');
      // Instants from the meeting's own start: the clock is the test's, not the machine's.
      const at = (ms: number) => new Date(ms);
      const opens = start.getTime() - 2 * HOUR;
      const tooEarly = await checkInByToken(db, organiser.id, meetingId, valid.token, 2, at(opens - 60_000));
      assert.deepEqual(tooEarly, {
        result: 'refused',
        reason: 'not_open_yet',
        participant: tooEarly.participant,
        opens_at: at(opens).toISOString(),
      });
      // Settled by the no-show job (due 2 h after the end): the door is shut, the list final.
      await runNoShowJob(db, at(end.getTime() + 2 * HOUR + 60_000));
      await db.query('UPDATE meeting_participations SET status = $2 WHERE id = $1', [valid.id, 'joined']);
      const tooLate = await checkInByToken(db, organiser.id, meetingId, valid.token, 2, at(end.getTime() + 2 * HOUR + 60_000));
      assert.deepEqual([tooLate.result, 'reason' in tooLate && tooLate.reason], ['refused', 'closed']);
      await db.query('UPDATE meetings SET no_shows_settled_at = NULL WHERE id = $1', [meetingId]);
      const [row] = await db.query<{ checked_in_at: Date | null }>(
        'SELECT checked_in_at FROM meeting_participations WHERE id = $1',
        [valid.id],
      );
      assert.equal(row!.checked_in_at, null);
      const inTime = await checkInByToken(db, organiser.id, meetingId, valid.token, 2, at(opens));
      assert.equal(inTime.result, 'checked_in');

      // Over HTTP, on the real clock: the list and the detail say when the door opens and closes.
      const detail = staffMeetingDetail.parse((await call('GET', `/staff/meetings/${meetingId}`, organiser.headers)).json());
      assert.equal(detail.check_in_opens_at, at(opens).toISOString());
      assert.equal(detail.check_in_closes_at, at(end.getTime() + 2 * HOUR).toISOString());
      const later = await ticket(db, meetingId, 'joined');
      const scanned = checkInResult.parse(
        (await call('POST', `/staff/meetings/${meetingId}/check-in`, organiser.headers, { qr_token: later.token })).json(),
      );
      assert.deepEqual([scanned.result, 'reason' in scanned && scanned.reason], ['refused', 'not_open_yet']);
      const byName = checkInResult.parse(
        (await call('POST', `/staff/meetings/${meetingId}/participants/${later.id}/check-in`, organiser.headers)).json(),
      );
      assert.equal('opens_at' in byName && byName.opens_at, at(opens).toISOString());
    });

    it('a mistaken check-in is undone; undoing twice is a 409; after the no-show job it is final', async () => {
      const organiser = await staffUser(app, db, ['organiser']);
      const meetingId = await meetingAt(db, HOUR, 'Stretnutie s omylom');
      const p = await ticket(db, meetingId, 'joined');
      const undo = (id: number, meeting = meetingId, headers = organiser.headers) =>
        call('DELETE', `/staff/meetings/${meeting}/participants/${id}/check-in`, headers);
      assert.equal((await undo(p.id)).statusCode, 409);
      await call('POST', `/staff/meetings/${meetingId}/participants/${p.id}/check-in`, organiser.headers);
      const undone = await undo(p.id);
      assert.equal(undone.statusCode, 200, undone.body);
      assert.equal(undone.json().participant.checked_in_at, null);
      const detail = staffMeetingDetail.parse((await call('GET', `/staff/meetings/${meetingId}`, organiser.headers)).json());
      assert.equal(detail.counts.checked_in, 0);
      const again = await undo(p.id);
      assert.deepEqual([again.statusCode, again.json().field], [409, 'participant_id']);
      assert.equal(
        (await call('POST', `/staff/meetings/${meetingId}/participants/${p.id}/check-in`, organiser.headers)).json().result,
        'checked_in',
      );
      assert.equal((await undo(987654321)).statusCode, 404);
      const pupil = await learner(app, db);
      assert.equal((await undo(p.id, meetingId, pupil.headers)).statusCode, 403);

      const ended = await meetingAt(db, -3.5 * HOUR, 'Skončené stretnutie');
      const came = await ticket(db, ended, 'joined');
      await call('POST', `/staff/meetings/${ended}/participants/${came.id}/check-in`, organiser.headers);
      await runNoShowJob(db);
      assert.equal((await undo(came.id, ended)).statusCode, 409);
    });
  });

  describe('the no-show job', () => {
    it('two hours after a meeting ends, joined participants never checked in become no-show; the learner sees it', async () => {
      const organiser = await staffUser(app, db, ['organiser']);
      const pupil = await learner(app, db);
      const ended = await meetingAt(db, -3.5 * HOUR); // ended 2.5 h ago
      const recent = await meetingAt(db, -2 * HOUR); // ended 1 h ago: not yet
      const came = await ticket(db, ended, 'joined');
      const missed = await ticket(db, ended, 'joined', pupil.id);
      const unpaid = await ticket(db, ended, 'pending');
      const notYet = await ticket(db, recent, 'joined');
      await call('POST', `/staff/meetings/${ended}/participants/${came.id}/check-in`, organiser.headers);

      await runNoShowJob(db);
      const statuses = async () =>
        Object.fromEntries(
          (
            await db.query<{ id: number; status: string }>(
              'SELECT id, status FROM meeting_participations WHERE id = ANY($1::bigint[])',
              [[came.id, missed.id, unpaid.id, notYet.id]],
            )
          ).map((r) => [r.id, r.status]),
        );
      assert.deepEqual(await statuses(), {
        [came.id]: 'joined',
        [missed.id]: 'no-show',
        [unpaid.id]: 'pending',
        [notYet.id]: 'joined',
      });
      const [audit] = await db.query<{ marked_no_show_at: Date | null }>(
        'SELECT marked_no_show_at FROM meeting_participations WHERE id = $1',
        [missed.id],
      );
      assert.ok(audit!.marked_no_show_at);
      assert.equal((await call('GET', `/meetings/${ended}/rate`, pupil.headers)).json().status, 'no-show');
      // A settled meeting is not looked at again; the recent one is, once its time comes.
      assert.equal((await runNoShowJob(db)).participants, 0);
      const later = await runNoShowJob(db, new Date(Date.now() + 1.5 * HOUR));
      assert.ok(later.meetings >= 1);
      assert.equal((await statuses())[notYet.id], 'no-show');
      const counts = staffMeetingList
        .parse((await call('GET', '/staff/meetings?page_size=100', organiser.headers)).json())
        .results.find((m) => m.id === ended)!.counts;
      assert.deepEqual(counts, { joined: 1, pending: 1, checked_in: 1, no_show: 1 });
    });
  });

  describe("speakers' calls", () => {
    it('a speaker sees their calls on their clock, marks one held and one missed; the learner cannot review the missed one', async () => {
      const [speaker] = await db.query<{ id: number; time_zone: string }>(
        'SELECT id, time_zone FROM speakers ORDER BY id OFFSET 1 LIMIT 1',
      );
      const me = await staffUser(app, db, ['speaker'], speaker!.id);
      const pupil = await learner(app, db, { username: 'ziak_hovor' });
      const insertCall = async (startOffsetMs: number, price = 10) => {
        const start = new Date(Date.now() + startOffsetMs);
        const [row] = await db.query<{ id: number }>(
          `INSERT INTO calls (user_id, speaker_id, start_dt, end_dt, comment, status, is_included, quota_month, price)
           VALUES ($1, $2, $3, $3::timestamptz + interval '30 minutes', 'Chcem hovoriť o počasí', 'scheduled', false, date_trunc('month', $3::timestamptz)::date, $4)
           RETURNING id`,
          [pupil.id, speaker!.id, start, price],
        );
        return row!.id;
      };
      const held = await insertCall(-5 * HOUR);
      const missed = await insertCall(-3 * HOUR);
      const upcoming = await insertCall(48 * HOUR);

      const list = speakerCallList.parse((await call('GET', '/staff/calls', me.headers)).json());
      assert.equal(list.time_zone, speaker!.time_zone);
      assert.deepEqual(
        list.results.filter((c) => [held, missed, upcoming].includes(c.id)).map((c) => [c.id, c.status, c.can_mark]),
        [
          [upcoming, 'scheduled', false],
          [missed, 'completed', true],
          [held, 'completed', true],
        ],
      );
      assert.equal(list.results[0]!.learner.username, 'ziak_hovor');
      assert.equal(list.results[0]!.comment, 'Chcem hovoriť o počasí');

      const mark = (id: number, outcome: string) => call('POST', `/staff/calls/${id}/outcome`, me.headers, { outcome });
      assert.equal((await mark(upcoming, 'completed')).statusCode, 409, 'not ended');
      const ok = await mark(held, 'completed');
      assert.equal(ok.statusCode, 200, ok.body);
      assert.equal(ok.json().can_mark, false);
      const miss = await mark(missed, 'missed');
      assert.equal(miss.json().status, 'missed');
      assert.equal((await mark(missed, 'completed')).statusCode, 409, 'once');
      assert.equal((await mark(held, 'bogus')).statusCode, 400);

      // Another speaker's call is as unknown as a missing one.
      const other = await staffUser(
        app,
        db,
        ['speaker'],
        (await db.query<{ id: number }>('SELECT id FROM speakers ORDER BY id OFFSET 2 LIMIT 1'))[0]!.id,
      );
      assert.equal((await call('POST', `/staff/calls/${held}/outcome`, other.headers, { outcome: 'missed' })).statusCode, 404);

      const learnerCalls = (await call('GET', '/calls', pupil.headers)).json();
      const statusOf = (id: number) => learnerCalls.find((c: { id: number }) => c.id === id);
      assert.equal(statusOf(missed).status, 'missed');
      assert.equal(statusOf(missed).is_refunded, false);
      assert.equal(statusOf(held).status, 'completed');
      const review = (id: number) => call('POST', `/calls/${id}/review`, pupil.headers, { rating: 5 });
      assert.equal((await review(missed)).statusCode, 409);
      assert.equal((await review(held)).statusCode, 201);
    });

    it('a call the learner already reviewed cannot be marked missed', async () => {
      const [speaker] = await db.query<{ id: number }>('SELECT id FROM speakers ORDER BY id OFFSET 3 LIMIT 1');
      const me = await staffUser(app, db, ['speaker'], speaker!.id);
      const pupil = await learner(app, db);
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO calls (user_id, speaker_id, start_dt, end_dt, status, is_included, quota_month, price)
         VALUES ($1, $2, now() - interval '2 hours', now() - interval '90 minutes', 'scheduled', false, date_trunc('month', now())::date, 5)
         RETURNING id`,
        [pupil.id, speaker!.id],
      );
      assert.equal((await call('POST', `/calls/${row!.id}/review`, pupil.headers, { rating: 4 })).statusCode, 201);
      const marked = await call('POST', `/staff/calls/${row!.id}/outcome`, me.headers, { outcome: 'missed' });
      assert.equal(marked.statusCode, 409);
      assert.match(marked.json().message, /reviewed/);
    });

    it('a mark is taken back within a day (issue 29, item 7): the call is reviewable again; later the mark is final', async () => {
      // Speakers of their own (a speaker is linked to one user at most; the seeded ones are taken above).
      const newSpeaker = async (slug: string) =>
        (
          await db.query<{ id: number }>(
            `INSERT INTO speakers (slug, first_name, last_name, username, price_per_hour)
             VALUES ($1, 'Oľga', 'Späťová', $1, 20) RETURNING id`,
            [slug],
          )
        )[0]!;
      const speaker = await newSpeaker(`undo-${Math.random().toString(36).slice(2, 8)}`);
      const me = await staffUser(app, db, ['speaker'], speaker.id);
      const pupil = await learner(app, db);
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO calls (user_id, speaker_id, start_dt, end_dt, status, is_included, quota_month, price)
         VALUES ($1, $2, now() - interval '2 hours', now() - interval '90 minutes', 'scheduled', false, date_trunc('month', now())::date, 5)
         RETURNING id`,
        [pupil.id, speaker.id],
      );
      const id = row!.id;
      const undo = () => call('DELETE', `/staff/calls/${id}/outcome`, me.headers);
      assert.equal((await undo()).statusCode, 409, 'nothing to take back');
      const marked = await call('POST', `/staff/calls/${id}/outcome`, me.headers, { outcome: 'missed' });
      assert.deepEqual([marked.json().status, marked.json().outcome, marked.json().can_undo], ['missed', 'missed', true]);
      const undone = await undo();
      assert.equal(undone.statusCode, 200, undone.body);
      assert.deepEqual([undone.json().status, undone.json().can_mark, undone.json().outcome], ['completed', true, null]);
      // The learner may review it again: it is no longer 'missed'.
      assert.equal((await call('POST', `/calls/${id}/review`, pupil.headers, { rating: 5 })).statusCode, 201);
      const other = await staffUser(
        app,
        db,
        ['speaker'],
        (await newSpeaker(`undo-other-${Math.random().toString(36).slice(2, 8)}`)).id,
      );
      await call('POST', `/staff/calls/${id}/outcome`, me.headers, { outcome: 'completed' });
      assert.equal((await call('DELETE', `/staff/calls/${id}/outcome`, other.headers)).statusCode, 404);
      // A day after the mark (the test's clock: the mark's own instant plus 24 h) it is final.
      const [{ outcome_at }] = (await db.query<{ outcome_at: Date }>('SELECT outcome_at FROM calls WHERE id = $1', [id])) as [
        { outcome_at: Date },
      ];
      await assert.rejects(undoCallOutcome(db, speaker.id, id, new Date(outcome_at.getTime() + 24 * HOUR)), /final/);
      const list = speakerCallList.parse((await call('GET', '/staff/calls', me.headers)).json());
      assert.deepEqual(
        list.results.filter((c) => c.id === id).map((c) => [c.status, c.can_mark, c.can_undo]),
        [['completed', false, true]],
      );
    });
  });
});
