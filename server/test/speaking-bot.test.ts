import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/types';
import { runScheduledJob } from '../src/modules/jobs/index';
import { RECORDING_RETENTION_JOB, runRecordingRetention } from '../src/modules/speaking/retention';
import { testBotConfig, webhookSender } from './bot-support';
import { FakeBotApi } from './fake-bot-api';
import { createTestApp } from './helpers';
import {
  buttonOf,
  learnerAtBotTask,
  messagesTo,
  RECORDING,
  recordingsOf,
  startMessage,
  uniqueRecording,
  voiceMessage,
} from './speaking-support';
import { staffUser } from './staff-support';
import { dayNine } from './studio-support';

const SECRET = 'speaking-webhook-secret';
const APP = 'https://app.example.test';

describe('speaking inside Telegram: a voice message to the bot is the answer, the teacher plays and scores it', () => {
  let fake: FakeBotApi;
  let app: FastifyInstance;
  let db: Db;
  let send: ReturnType<typeof webhookSender>;
  let files = 0;
  /** A file the fake Bot API holds, with ids no other test uses. */
  const newFile = (bytes: Buffer = RECORDING) => {
    files += 1;
    const file = { id: `voice-file-${files}`, uniqueId: `voice-unique-${files}` };
    fake.putFile(file.id, file.uniqueId, bytes);
    return file;
  };
  /** Everything due within a second: the downloads' retries wait 20 and 40 ms. */
  const drain = () => app.outbox.drain({ horizonMs: 1000 });
  const api = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: unknown) =>
    app.inject({ method, url: `/api${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

  before(async () => {
    fake = await new FakeBotApi().start();
    ({ app, db } = await createTestApp({ bot: testBotConfig(fake, SECRET, { perChatSeconds: 0 }) }));
    send = webhookSender(app, SECRET, 1000);
  });
  after(async () => {
    await app.close();
    await fake.close();
  });

  it('the whole loop: deep link, the prompt, a voice downloaded after two failed tries, played by the learner and the teacher, scored, the feedback back in the chat and the task', async () => {
    const pupil = await learnerAtBotTask(app, db);
    const answers = async () => (await api('GET', `/speaking/sections/${pupil.sectionId}/answers`, pupil.headers)).json();

    // The task offers the bot's deep link; nothing sent yet, and the section is not submitted on load.
    const before = await answers();
    assert.deepEqual(before.results, [
      {
        task_id: pupil.taskId,
        answer_via: 'bot',
        answer_url: `https://t.me/slovencina_test_bot?start=speak_${pupil.taskId}`,
        recording: null,
        can_answer: true,
      },
    ]);

    // The deep link's /start: the bot asks with the task's prompt.
    await send(startMessage(pupil.sender, 1, `speak_${pupil.taskId}`));
    await drain();
    const [ask] = messagesTo(fake, pupil.tg);
    assert.ok(String(ask!.params.text).includes(pupil.prompt), String(ask!.params.text));
    assert.match(String(ask!.params.text), /Nahrajte odpoveď ako hlasovú správu/);

    // The voice message: Telegram's file server fails twice, then serves it.
    const file = newFile();
    fake.failDownloads(500, 2);
    await send(voiceMessage(pupil.sender, 2, file));
    await drain();
    assert.deepEqual(
      fake.downloads.filter((d) => d.path.endsWith(file.id)).map((d) => d.status),
      [500, 500, 200],
    );
    assert.equal(fake.callsOf('getFile').filter((c) => c.params.file_id === file.id).length, 3);
    const [, confirmed, ...more] = messagesTo(fake, pupil.tg);
    assert.equal(more.length, 0, 'the failed tries told the learner nothing');
    assert.match(String(confirmed!.params.text), /odpoveď na úlohu „.+“ je odoslaná lektorovi/);
    assert.deepEqual(buttonOf(confirmed!), { text: 'Otvoriť úlohu', web_app: { url: `${APP}/activity/${pupil.activityId}` } });

    // The learner's task: sent, with the recording and its length.
    const status = (await api('GET', `/activities/section/${pupil.sectionId}/status`, pupil.headers)).json();
    assert.equal(status.status, 'submitted');
    const [mine] = (await answers()).results;
    assert.equal(mine.recording.status, 'stored');
    assert.ok(Math.abs(mine.recording.duration_seconds - 32) < 1, String(mine.recording.duration_seconds));
    assert.equal(mine.can_answer, true, 'a new voice replaces it until the teacher scores');

    // Played through its signed URL, with ranges; never through the public media URL.
    const whole = await app.inject({ method: 'GET', url: mine.recording.url });
    assert.equal(whole.statusCode, 200);
    assert.equal(whole.headers['content-type'], 'audio/mpeg');
    assert.ok(Buffer.compare(whole.rawPayload, RECORDING) === 0, 'the bytes Telegram held');
    assert.match(String(whole.headers['cache-control']), /^private, max-age=\d+$/);
    const part = await app.inject({ method: 'GET', url: mine.recording.url, headers: { range: 'bytes=100-199' } });
    assert.equal(part.statusCode, 206);
    assert.equal(part.rawPayload.length, 100);
    const [row] = await recordingsOf(db, pupil.id);
    assert.equal((await app.inject({ method: 'GET', url: `/api/media/${row!.hash}` })).statusCode, 404);

    // The teacher's queue plays it with its length.
    const teacher = await staffUser(app, db, ['teacher']);
    const queue = (await api('GET', `/staff/speaking?section_id=${pupil.sectionId}&user_id=${pupil.id}`, teacher.headers)).json();
    const [task] = queue.results[0].tasks;
    assert.equal(task.answer_via, 'bot');
    assert.ok(Math.abs(task.recording.duration_seconds - 32) < 1);
    const played = await app.inject({ method: 'GET', url: task.recording.url });
    assert.equal(played.statusCode, 200);
    assert.equal(played.rawPayload.length, RECORDING.length);

    // Scored as before; the learner gets the score and the feedback in the chat and in the task.
    const scored = await api('POST', `/staff/speaking/${pupil.sectionId}/user/${pupil.id}/score`, teacher.headers, {
      percent: 85,
      feedback: 'Pekná výslovnosť, pozor na dĺžne.',
    });
    assert.equal(scored.statusCode, 200, scored.body);
    await drain();
    const scoredMessage = messagesTo(fake, pupil.tg).at(-1)!;
    assert.match(
      String(scoredMessage.params.text),
      /ohodnotená: 85 %\.\n\nSpätná väzba lektora:\nPekná výslovnosť, pozor na dĺžne\./,
    );
    const results = (await api('GET', `/activities/section/${pupil.sectionId}/submissions`, pupil.headers)).json();
    assert.equal(results[0].feedback, 'Pekná výslovnosť, pozor na dĺžne.');
    assert.equal(results[0].correct_count, 85);

    // After the score, this task allows no new attempt: the bot says so, nothing is stored.
    const late = newFile();
    await send(voiceMessage(pupil.sender, 3, late));
    await drain();
    assert.match(String(messagesTo(fake, pupil.tg).at(-1)!.params.text), /je už ohodnotená a nový pokus nie je možný/);
    assert.equal((await recordingsOf(db, pupil.id)).length, 1);
    assert.equal((await answers()).results[0].can_answer, false);
  });

  it('a second voice before scoring replaces the first (the bot says so; the first bytes are deleted)', async () => {
    const pupil = await learnerAtBotTask(app, db);
    await send(startMessage(pupil.sender, 1, `speak_${pupil.taskId}`));
    await send(voiceMessage(pupil.sender, 2, newFile(uniqueRecording())));
    await drain();
    const [first] = await recordingsOf(db, pupil.id);
    await send(voiceMessage(pupil.sender, 3, newFile(uniqueRecording())));
    await drain();
    assert.match(String(messagesTo(fake, pupil.tg).at(-1)!.params.text), /nahradili predchádzajúcu odpoveď/);
    const rows = await recordingsOf(db, pupil.id);
    assert.deepEqual(
      rows.map((r) => [r.status, r.attempt]),
      [
        ['replaced', 1],
        ['stored', 1],
      ],
    );
    assert.equal(rows[0]!.hash, null);
    assert.equal(
      (await db.query('SELECT 1 FROM media_blobs WHERE hash = $1', [first!.hash])).length,
      0,
      'the first bytes are gone',
    );
  });

  it('after scoring, a task that allows it takes a new attempt: back in the queue, scored and announced again', async () => {
    const pupil = await learnerAtBotTask(app, db, { allowNewAttempt: true });
    const teacher = await staffUser(app, db, ['teacher']);
    await send(startMessage(pupil.sender, 1, `speak_${pupil.taskId}`));
    await send(voiceMessage(pupil.sender, 2, newFile()));
    await drain();
    const score = (percent: number) =>
      api('POST', `/staff/speaking/${pupil.sectionId}/user/${pupil.id}/score`, teacher.headers, {
        percent,
        feedback: `Skóre ${percent}`,
      });
    assert.equal((await score(40)).statusCode, 200);
    await send(voiceMessage(pupil.sender, 3, newFile()));
    await drain();
    assert.match(String(messagesTo(fake, pupil.tg).at(-1)!.params.text), /nový pokus/);
    const status = (await api('GET', `/activities/section/${pupil.sectionId}/status`, pupil.headers)).json();
    assert.deepEqual(status, { status: 'submitted', score: null });
    const queue = (await api('GET', `/staff/speaking?section_id=${pupil.sectionId}&user_id=${pupil.id}`, teacher.headers)).json();
    assert.equal(queue.results[0].tasks[0].recording.attempt, 2);
    assert.equal((await score(90)).statusCode, 200);
    await drain();
    const scoredMessages = messagesTo(fake, pupil.tg).filter((m) => /ohodnotená: \d+ %/.test(String(m.params.text)));
    assert.deepEqual(
      scoredMessages.map((m) => /(\d+) %/.exec(String(m.params.text))![1]),
      ['40', '90'],
    );
  });

  it('bad input: a stranger, nothing pending, a day not reached, a replay, a document pretending to be audio, too long, too large', async () => {
    // Someone who never opened the app: nothing stored, nobody written to.
    const stranger = { id: 777_000_001, first_name: 'Cudzí' };
    const strangerFile = newFile();
    await send(voiceMessage(stranger, 1, strangerFile));
    await drain();
    assert.equal(messagesTo(fake, stranger).length, 0);
    assert.equal((await db.query(`SELECT 1 FROM speaking_recordings WHERE file_id = $1`, [strangerFile.id])).length, 0);

    // A learner with nothing pending: a short explanation and today's tasks.
    const pupil = await learnerAtBotTask(app, db);
    await send(voiceMessage(pupil.sender, 1, newFile()));
    await drain();
    const explained = messagesTo(fake, pupil.tg).at(-1)!;
    assert.match(String(explained.params.text), /Hlasovú správu teraz nečakám/);
    assert.deepEqual(buttonOf(explained), { text: 'Dnešné úlohy', web_app: { url: `${APP}/activity` } });

    // A task of a day the learner has not reached: not asked, the next voice is not taken for it.
    const [later] = await db.query<{ id: number }>(
      `SELECT t.id FROM activity_tasks t JOIN activity_sections s ON s.id = t.section_id
       WHERE t.concrete_type = 'SpeakingTask' AND t.retired_at IS NULL
         AND s.activity_id NOT IN (SELECT activity_id FROM user_activities WHERE user_id = $1) ORDER BY t.id LIMIT 1`,
      [pupil.id],
    );
    await db.query(`UPDATE activity_tasks SET task_data = task_data || '{"answer_via":"bot"}' WHERE id = $1`, [later!.id]);
    await send(startMessage(pupil.sender, 2, `speak_${later!.id}`));
    await drain();
    assert.match(String(messagesTo(fake, pupil.tg).at(-1)!.params.text), /ešte nie je otvorená/);
    await send(voiceMessage(pupil.sender, 3, newFile()));
    await drain();
    assert.match(String(messagesTo(fake, pupil.tg).at(-1)!.params.text), /Hlasovú správu teraz nečakám/);
    assert.equal((await recordingsOf(db, pupil.id)).length, 0);

    // Replays: the same update id again, and the same file in a new update: handled once.
    await send(startMessage(pupil.sender, 4, `speak_${pupil.taskId}`));
    const file = newFile();
    const update = voiceMessage(pupil.sender, 5, file);
    const first = await send(update);
    const again = await app.inject({
      method: 'POST',
      url: '/api/telegram/webhook',
      headers: { 'x-telegram-bot-api-secret-token': SECRET },
      payload: { update_id: first, ...update },
    });
    assert.equal(again.statusCode, 200);
    await send(voiceMessage(pupil.sender, 6, file));
    await drain();
    assert.equal((await recordingsOf(db, pupil.id)).length, 1);
    assert.equal(fake.callsOf('getFile').filter((c) => c.params.file_id === file.id).length, 1);

    // A document that says audio/ogg but holds text: refused by its bytes, nothing stored.
    const fakeAudio = newFile(Buffer.from('%PDF-1.4 this is no recording at all '.repeat(40)));
    const before = messagesTo(fake, pupil.tg).length;
    await send({
      message: {
        ...voiceMessage(pupil.sender, 7, fakeAudio).message,
        voice: undefined,
        document: { file_id: fakeAudio.id, file_unique_id: fakeAudio.uniqueId, mime_type: 'audio/ogg', file_name: 'odpoved.ogg' },
      },
    });
    await drain();
    const refused = messagesTo(fake, pupil.tg).slice(before);
    assert.equal(refused.length, 1);
    assert.match(String(refused[0]!.params.text), /nie je zvuková nahrávka/);
    const rows = await recordingsOf(db, pupil.id);
    assert.deepEqual(
      rows.map((r) => [r.status, r.blob]),
      [
        ['stored', true],
        ['refused', false],
      ],
    );

    // A voice without its file's ids is refused by the webhook's check, never handled.
    const broken = await send({
      message: { ...voiceMessage(pupil.sender, 10, newFile()).message, voice: { file_id: 'x', duration: 3 } },
    });
    const [rejected] = await db.query<{ status: string; last_error: string }>(
      'SELECT status, last_error FROM bot_updates WHERE update_id = $1',
      [broken],
    );
    assert.equal(rejected!.status, 'rejected');
    assert.match(rejected!.last_error, /^message\.voice\.file_unique_id: /);

    // Over the limits Telegram states: a clear message, no row, no download.
    const long = newFile();
    await send(voiceMessage(pupil.sender, 8, { ...long, duration: 301 }));
    const big = newFile();
    await send(voiceMessage(pupil.sender, 9, { ...big, size: 21 * 1024 * 1024 }));
    await drain();
    const [tooLong, tooLarge] = messagesTo(fake, pupil.tg).slice(-2);
    assert.match(String(tooLong!.params.text), /príliš dlhá: môže mať najviac 5 minút/);
    assert.match(String(tooLarge!.params.text), /príliš veľká: môže mať najviac 20 MB/);
    assert.equal((await recordingsOf(db, pupil.id)).length, 2);
    assert.equal(fake.callsOf('getFile').filter((c) => [long.id, big.id].includes(String(c.params.file_id))).length, 0);
  });

  it('a download that keeps failing is given up after the last try, and only then is the learner told', async () => {
    const pupil = await learnerAtBotTask(app, db);
    await send(startMessage(pupil.sender, 1, `speak_${pupil.taskId}`));
    await drain();
    const asked = messagesTo(fake, pupil.tg).length;
    fake.failDownloads(502, 3);
    await send(voiceMessage(pupil.sender, 2, newFile()));
    await drain();
    const told = messagesTo(fake, pupil.tg).slice(asked);
    assert.equal(told.length, 1);
    assert.match(String(told[0]!.params.text), /sa nám nepodarilo uložiť\. Pošlite ju, prosím, ešte raz\./);
    assert.deepEqual(
      (await recordingsOf(db, pupil.id)).map((r) => r.status),
      ['failed'],
    );
    const [mine] = (await api('GET', `/speaking/sections/${pupil.sectionId}/answers`, pupil.headers)).json().results;
    assert.equal(mine.recording.status, 'failed');
    assert.equal(mine.recording.url, null);
  });

  it("a 429's wait is no failed try: after it, the download still gets every try the worker allows", async () => {
    const pupil = await learnerAtBotTask(app, db);
    await send(startMessage(pupil.sender, 1, `speak_${pupil.taskId}`));
    await drain();
    // maxFailures 3: one wait (a claim, no failure), then two failed downloads; the third try stores it.
    fake.fail('getFile', { code: 429, retryAfter: 1 });
    fake.failDownloads(502, 2);
    await send(voiceMessage(pupil.sender, 2, newFile()));
    await app.outbox.drain({ horizonMs: 2000 });
    assert.deepEqual(
      (await recordingsOf(db, pupil.id)).map((r) => r.status),
      ['stored'],
    );
    assert.match(String(messagesTo(fake, pupil.tg).at(-1)!.params.text), /je odoslaná lektorovi/);
  });

  it("the editor chooses per task in the studio: 'odpoveď botovi' needs no chat link and is read back; a chat link stays checked", async () => {
    const editor = await staffUser(app, db, ['editor']);
    const day = dayNine(null);
    const speaking = day.sections.at(-1)!;
    const botTask = { ...speaking.tasks[0]!, chat_url: '', answer_via: 'bot', allow_new_attempt: true };
    const created = await api('POST', '/studio/days', editor.headers, {
      ...day,
      available_on: '2027-01-15',
      sections: [...day.sections.slice(0, -1), { ...speaking, tasks: [botTask] }],
    });
    assert.equal(created.statusCode, 201, created.body);
    const task = created.json().sections.at(-1).tasks[0];
    assert.equal(task.answer_via, 'bot');
    assert.equal(task.allow_new_attempt, true);
    const [stored] = await db.query<{ task_data: Record<string, unknown> }>(
      `SELECT t.task_data FROM activity_tasks t JOIN activity_sections s ON s.id = t.section_id
       WHERE s.activity_id = $1 AND t.concrete_type = 'SpeakingTask'`,
      [created.json().id],
    );
    assert.equal(stored!.task_data.answer_via, 'bot');

    // The school's old way: a chat link, still required to be a t.me link.
    const chat = await api('POST', '/studio/days', editor.headers, {
      ...day,
      available_on: '2027-01-16',
      sections: [
        ...day.sections.slice(0, -1),
        { ...speaking, tasks: [{ ...speaking.tasks[0]!, chat_url: 'https://example.com/x', answer_via: 'chat' }] },
      ],
    });
    assert.equal(chat.statusCode, 400);
    assert.match(chat.json().message, /Odkaz na chat musí byť odkaz t\.me/);
  });

  it('privacy: a recording is served only through its signed URL, never to a forged or expired one, is kept a year, and goes with the account', async () => {
    const pupil = await learnerAtBotTask(app, db);
    await send(startMessage(pupil.sender, 1, `speak_${pupil.taskId}`));
    await send(voiceMessage(pupil.sender, 2, newFile(uniqueRecording())));
    await drain();
    const [mine] = (await api('GET', `/speaking/sections/${pupil.sectionId}/answers`, pupil.headers)).json().results;
    const url = new URL(mine.recording.url, APP);
    const id = Number(url.pathname.split('/').at(-1));

    // Another learner sees only their own (nothing) for the same section.
    const other = await learnerAtBotTask(app, db);
    const theirs = (await api('GET', `/speaking/sections/${pupil.sectionId}/answers`, other.headers)).json().results;
    assert.equal(theirs[0].recording, null);
    // Its signature does not open another recording, and a made-up or expired one opens nothing.
    const forged = await app.inject({ method: 'GET', url: `/api/speaking/recordings/${id + 1}${url.search}` });
    assert.equal(forged.statusCode, 403);
    assert.match(forged.json().message, /Odkaz na nahrávku už neplatí/);
    const expired = `/api/speaking/recordings/${id}?expires=1000&signature=${url.searchParams.get('signature')}`;
    assert.equal((await app.inject({ method: 'GET', url: expired })).statusCode, 403);
    assert.equal((await app.inject({ method: 'GET', url: `/api/speaking/recordings/${id}` })).statusCode, 400);

    // A learner is not a teacher: the queue is refused.
    assert.equal((await api('GET', '/staff/speaking', other.headers)).statusCode, 403);

    // Kept a year from sending: the retention job deletes older ones (bytes included), not this one.
    await runScheduledJob(db, RECORDING_RETENTION_JOB, 1, runRecordingRetention, { force: true });
    assert.equal((await recordingsOf(db, pupil.id)).length, 1, 'a fresh recording stays');
    await send(startMessage(other.sender, 1, `speak_${other.taskId}`));
    await send(voiceMessage(other.sender, 2, newFile(uniqueRecording())));
    await drain();
    const [old] = await recordingsOf(db, other.id);
    await db.query(`UPDATE speaking_recordings SET received_at = now() - interval '366 days' WHERE id = $1`, [old!.id]);
    await runScheduledJob(db, RECORDING_RETENTION_JOB, 1, runRecordingRetention, { force: true });
    assert.equal((await recordingsOf(db, other.id)).length, 0);
    assert.equal((await db.query('SELECT 1 FROM media_blobs WHERE hash = $1', [old!.hash])).length, 0);

    // Deleting the account deletes the recording and its bytes.
    const hash = (await recordingsOf(db, pupil.id))[0]!.hash;
    await db.query('DELETE FROM users WHERE id = $1', [pupil.id]);
    assert.equal((await db.query('SELECT 1 FROM speaking_recordings WHERE user_id = $1', [pupil.id])).length, 0);
    assert.equal((await db.query('SELECT 1 FROM media_blobs WHERE hash = $1', [hash])).length, 0);
    assert.equal((await db.query('SELECT 1 FROM media_chunks WHERE hash = $1', [hash])).length, 0);
  });
});
