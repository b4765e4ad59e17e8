/**
 * The data-scale bench's volume (issue 30), written with SQL into a migrated and seeded schema:
 * 10,000 learners, ~1M task answers, 100,000 calls, 2,007 meetings with 50,000 registrations,
 * 57,000 payments, 500 publications, 2,000 news, 200,000 outbox rows. Used by bench/scale.mts.
 */
import type pg from 'pg';

export const LEARNERS = 10_000;
/** Telegram ids of the bench's learners: LEARNER_BASE + 1 .. LEARNER_BASE + LEARNERS. */
export const LEARNER_BASE = 700_000_000;
/** Telegram ids of the bench's staff (admins; the first five are also linked to a speaker). */
export const STAFF_BASE = 790_000_000;
export const STAFF = 16;

const step = async (client: pg.Client, label: string, sql: string, params: unknown[] = []) => {
  const started = Date.now();
  const result = await client.query(sql, params);
  console.log(`  ${label}: ${result.rowCount ?? 0} rows, ${((Date.now() - started) / 1000).toFixed(1)} s`);
};

/** The bench's learners from..to as (user_id, n): n, their bench number, decides what each has. */
const learnersIn = (from: number, to: number) =>
  `SELECT id AS user_id, (telegram_id - ${LEARNER_BASE})::int AS n FROM users
   WHERE telegram_id BETWEEN ${LEARNER_BASE + from} AND ${LEARNER_BASE + to}`;

/** Learners from..to (bench numbers) with settings and an active Basic plan; staff with theirs. */
export async function seedPeople(client: pg.Client, from: number, to: number) {
  await step(
    client,
    `learners ${from}-${to}`,
    `INSERT INTO users (telegram_id, username, first_name, last_name)
     SELECT $3::bigint + g, 'learner' || g, 'Študent', 'Číslo ' || g FROM generate_series($1::int, $2::int) g
     ON CONFLICT (telegram_id) DO NOTHING`,
    [from, to, LEARNER_BASE],
  );
  await client.query(
    `INSERT INTO user_settings (user_id, language_level)
     SELECT id, 'A2' FROM users WHERE telegram_id BETWEEN $1::bigint + $2 AND $1::bigint + $3 ON CONFLICT DO NOTHING`,
    [LEARNER_BASE, from, to],
  );
  await client.query(
    `INSERT INTO subscriptions (user_id, plan_id, status, started_at)
     SELECT u.id, (SELECT id FROM plans WHERE code = 'basic'), 'active', now() - interval '400 days'
     FROM users u WHERE u.telegram_id BETWEEN $1::bigint + $2 AND $1::bigint + $3
       AND NOT EXISTS (SELECT 1 FROM subscriptions s WHERE s.user_id = u.id)`,
    [LEARNER_BASE, from, to],
  );
}

export async function seedStaff(client: pg.Client) {
  await client.query(
    `INSERT INTO users (telegram_id, username, first_name, last_name)
     SELECT $1::bigint + g, 'staff' || g, 'Lektor', 'Číslo ' || g FROM generate_series(1, $2::int) g
     ON CONFLICT (telegram_id) DO NOTHING`,
    [STAFF_BASE, STAFF],
  );
  // The first five staff are linked to the seeded speakers (their calls screen).
  await client.query(
    `INSERT INTO staff_roles (user_id, role, speaker_id)
     SELECT u.id, 'speaker', s.id
     FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM speakers) s
     JOIN users u ON u.telegram_id = $1::bigint + s.n
     WHERE s.n <= 5 ON CONFLICT DO NOTHING`,
    [STAFF_BASE],
  );
}

/**
 * The course the volume's learners walk: the seeded days copied twice further back (24 days), all
 * published. Content, not volume: the empty database has it too.
 */
export async function seedCourse(client: pg.Client) {
  await cloneActivities(client, 2);
}

/**
 * The course history of the bench's learners from..to (bench numbers): learner n has done the
 * first 14 + n % 11 days (~19 of 24, ~95 tasks); every 3rd learner's last speaking section waits
 * for a teacher (the queue). A learner's history depends only on n, so the bench's people have the
 * same on the empty database as at scale, and a read of one's own progress (or a page of the
 * teachers' queue) answers as much in both: the ratio shows what the rest of the school costs.
 */
export async function seedHistory(client: pg.Client, from: number, to: number) {
  await client.query(`DROP TABLE IF EXISTS done`);
  await client.query(`CREATE TEMP TABLE done AS
    WITH course AS (SELECT id, row_number() OVER (ORDER BY available_on, id)::int AS day FROM activities),
         l AS (${learnersIn(from, to)})
    SELECT l.user_id, l.n, c.id AS activity_id, c.day, (14 + l.n % 11) AS last_day
    FROM l JOIN course c ON c.day <= 14 + l.n % 11`);
  await step(
    client,
    'user_activities',
    `INSERT INTO user_activities (user_id, activity_id, started_at)
     SELECT user_id, activity_id, now() - make_interval(days => last_day - day + 1) FROM done
     ON CONFLICT DO NOTHING`,
  );
  await step(
    client,
    'section_progress',
    `INSERT INTO section_progress (user_id, section_id, status, score, started_at, submitted_at, evaluated_at)
     SELECT d.user_id, s.id,
            CASE WHEN d.day = d.last_day AND d.n % 3 = 0 AND EXISTS (
                   SELECT 1 FROM activity_tasks t WHERE t.section_id = s.id AND t.concrete_type = 'SpeakingTask')
                 THEN 'submitted' ELSE 'evaluated' END,
            0.8, now() - make_interval(days => d.last_day - d.day + 1),
            now() - make_interval(days => d.last_day - d.day + 1) + interval '20 minutes' + make_interval(secs => d.n),
            now() - make_interval(days => d.last_day - d.day + 1) + interval '1 hour'
     FROM done d JOIN activity_sections s ON s.activity_id = d.activity_id
     ON CONFLICT DO NOTHING`,
  );
  await client.query(`UPDATE section_progress SET score = NULL, evaluated_at = NULL WHERE status = 'submitted'`);
  await seedAnswers(client);
  await seedReviewCards(client);
}

/**
 * 'Opakovanie' (issue 39): every seeded answer's wrong item is a review card (as the submit makes
 * them), due 1 to 40 days after the answer, so a learner has some due today and most later, each
 * with its day's review logged. Item keys as review/items.ts makes them for the item answered.
 */
async function seedReviewCards(client: pg.Client) {
  await step(
    client,
    'review_cards',
    `INSERT INTO review_cards (user_id, task_root, item_key, due, stability, difficulty, scheduled_days, learning_steps,
                               reps, lapses, state, last_review, created_at)
     SELECT s.user_id, t.id,
            CASE t.concrete_type
              WHEN 'QuestionTask' THEN 'q:' || lower(regexp_replace(trim(t.task_data->'queries'->0->>'question_text'), '[.!?…]+$', ''))
              WHEN 'EvaluationTask' THEN 's:' || lower(regexp_replace(trim(t.task_data->'questions'->0->>'question_text'), '[.!?…]+$', ''))
              WHEN 'MatchingTask' THEN 'p:' || lower(regexp_replace(trim(t.task_data->'left_set'->>0), '[.!?…]+$', ''))
              ELSE 'g:1'
            END,
            s.submitted_at + make_interval(days => (1 + (s.user_id + t.id) % 40)::int), 3.2, 5.1, 3, 0, 2, 0, 2, s.submitted_at, s.submitted_at
     FROM task_submissions s JOIN activity_tasks t ON t.id = s.task_id
     JOIN users u ON u.id = s.user_id AND u.telegram_id > ${LEARNER_BASE}
     WHERE s.incorrect_count > 0 AND t.concrete_type <> 'SpeakingTask'
     ON CONFLICT DO NOTHING`,
  );
  await withoutForeignKeys(client, 'review_logs', () =>
    step(
      client,
      'review_logs',
      `INSERT INTO review_logs (card_id, user_id, source, task_id, rating, state, due, stability, difficulty, elapsed_days,
                              last_elapsed_days, scheduled_days, learning_steps, reviewed_at)
     SELECT c.id, c.user_id, 'day', c.task_root, 1, 0, c.created_at, 0, 0, 0, 0, 0, 0, c.created_at
     FROM review_cards c JOIN users u ON u.id = c.user_id AND u.telegram_id > ${LEARNER_BASE}
     -- The cards made above, after the bench's people's (which have their logs). Not a NOT EXISTS:
     -- planned on the statistics of a table just filled, it was a nested loop that scanned every
     -- earlier log once per card (760,000 times) and never finished either.
     WHERE c.id > (SELECT coalesce(max(card_id), 0) FROM review_logs)`,
    ),
  );
}

/**
 * The calls of the bench's learners from..to (bench numbers). Each learner's calls depend only on
 * n, so the bench's people have the same calls on the empty database as at scale, and their
 * speakers a page of them: the rest of the 100,000 is the volume.
 */
export async function seedCalls(client: pg.Client, from: number, to: number) {
  await client.query(
    `DROP TABLE IF EXISTS seeded_calls; CREATE TEMP TABLE seeded_calls AS SELECT speaker_id, user_id, start_dt, end_dt FROM calls WHERE status = 'scheduled'`,
  );
  // Calls: 20,000 per speaker an hour apart going back ~2.3 years, 100 hours ahead too; learner
  // k*5+s so no learner has two at once. Every 10th cancelled.
  await step(
    client,
    'calls',
    `WITH sp AS (SELECT id, row_number() OVER (ORDER BY id)::int - 1 AS s FROM speakers ORDER BY id LIMIT 5),
          l AS (${learnersIn(from, to)}),
          slots AS (
            SELECT sp.id AS speaker_id, sp.s, k, date_trunc('hour', now()) - make_interval(hours => k) AS start_dt
            FROM sp CROSS JOIN generate_series(-100, 19899) k)
     INSERT INTO calls (user_id, speaker_id, start_dt, end_dt, comment, status, is_included, quota_month, price, cancelled_at, is_refunded)
     SELECT l.user_id, slots.speaker_id, slots.start_dt, slots.start_dt + interval '30 minutes', '',
            CASE WHEN slots.k % 10 = 0 THEN 'cancelled' ELSE 'scheduled' END, false,
            date_trunc('month', slots.start_dt AT TIME ZONE 'Europe/Bratislava')::date, 10,
            CASE WHEN slots.k % 10 = 0 THEN slots.start_dt - interval '2 days' END, false
     FROM slots JOIN l ON l.n = ((slots.k + 100) * 5 + slots.s) % ${LEARNERS} + 1
     -- The seed's own calls (the demo's) keep their times.
     WHERE NOT EXISTS (SELECT 1 FROM seeded_calls c
                       WHERE (c.speaker_id = slots.speaker_id OR c.user_id = l.user_id)
                         AND c.start_dt < slots.start_dt + interval '30 minutes' AND c.end_dt > slots.start_dt)`,
  );
}

/**
 * Meetings: 2,000 eight hours apart (100 still to come), 25 registrations each; meeting g's
 * participants are learners ((g + 101) * 25 + j) % LEARNERS + 1, j = 0..24. With from..to, only
 * the meetings those learners took part in (about 55 for the bench's 256 people, 10 to come):
 * the bench's people have the same meetings on the empty database as at scale.
 */
export async function seedMeetings(client: pg.Client, from: number, to: number) {
  await step(
    client,
    'meetings',
    // Created a month ago (and publications below dated two days back and more): older than the
    // bot's announcement grace, so the bench does not fan out a million new_meeting messages.
    `INSERT INTO meetings (slug, title, subtitle, description, place, start_time, end_time, format, capacity, price, meeting_link, no_shows_settled_at, created_at)
     SELECT 'bench-' || g, 'Stretnutie ' || g, 'Konverzácia', repeat('Popis stretnutia. ', 10), 'Bratislava',
            date_trunc('hour', now()) - make_interval(hours => 8 * g), date_trunc('hour', now()) - make_interval(hours => 8 * g) + interval '2 hours',
            CASE WHEN g % 2 = 0 THEN 'online' ELSE 'offline' END, 40, 5, 'https://example.test/m/' || g,
            CASE WHEN g > 0 THEN now() END, now() - interval '30 days'
     FROM generate_series(-100, 1899) g
     WHERE EXISTS (SELECT 1 FROM generate_series(0, 24) j WHERE ((g + 101) * 25 + j) % ${LEARNERS} + 1 BETWEEN ${from} AND ${to})`,
  );
  await step(
    client,
    'meeting_participations',
    `WITH m AS (SELECT id, substr(slug, 7)::int + 101 AS i, end_time FROM meetings WHERE slug LIKE 'bench-%'),
          l AS (${learnersIn(from, to)})
     INSERT INTO meeting_participations (meeting_id, user_id, first_name, last_name, status, is_included, qr_token, created_at, checked_in_at)
     SELECT m.id, l.user_id, 'Študent', 'Číslo ' || l.n,
            CASE WHEN j = 0 THEN 'cancelled' WHEN j = 1 THEN 'pending' WHEN j = 2 AND m.end_time < now() THEN 'no-show' ELSE 'joined' END,
            j % 2 = 0, md5(m.id || '-' || j) || 'bench', m.end_time - interval '7 days',
            CASE WHEN j > 10 AND m.end_time < now() THEN m.end_time - interval '2 hours' END
     FROM m CROSS JOIN generate_series(0, 24) j JOIN l ON l.n = (m.i * 25 + j) % ${LEARNERS} + 1`,
  );
}

/** Everything but the people of the empty phase. */
export async function seedVolume(client: pg.Client) {
  await seedPeople(client, 1, LEARNERS);
  await seedCourse(client);
  await seedHistory(client, 1, LEARNERS);
  const learners = learnersIn(1, LEARNERS);

  await seedCalls(client, 1, LEARNERS);

  await seedMeetings(client, 1, LEARNERS);

  await step(
    client,
    'payments',
    `WITH l AS (${learners})
     INSERT INTO payments (user_id, kind, title, amount, status, created_at, stars, paid_at)
     SELECT l.user_id, (ARRAY['call', 'meeting', 'subscription'])[1 + g % 3], 'Platba ' || g, 5, 'paid',
            now() - make_interval(mins => g * 9), 250, now() - make_interval(mins => g * 9)
     FROM generate_series(1, 57000) g JOIN l ON l.n = g % ${LEARNERS} + 1`,
  );

  await step(
    client,
    'publications',
    `INSERT INTO publications (slug, title, type, content, description, duration, published_at, author_id)
     SELECT 'bench-' || i, 'Článok ' || i, 'text', repeat('Slovenský text článku. ', 200), 'Krátky popis', 5,
            now() - make_interval(hours => 48 + i), (SELECT min(id) FROM blog_authors)
     FROM generate_series(1, 490) i`,
  );
  await step(
    client,
    'news',
    // Published (a draft never reaches the feed, so 2,000 drafts measured nothing); every 2nd expired.
    `INSERT INTO news (slug, title, description, type, priority, created_at, published_at, expires_at)
     SELECT 'bench-' || i, 'Novinka ' || i, 'Popis novinky', 'Info', 0, now() - make_interval(hours => i), now() - make_interval(hours => i),
            CASE WHEN i % 2 = 0 THEN now() - interval '1 day' END
     FROM generate_series(1, 1995) i`,
  );
  await step(
    client,
    'outbox',
    `WITH l AS (${learners})
     INSERT INTO outbox (user_id, kind, subject, status, due_at, next_attempt_at, attempts, claimed_at, finished_at, created_at)
     SELECT l.user_id, 'bench_message', 'bench:' || g, 'sent', now() - make_interval(mins => g), now() - make_interval(mins => g),
            1, now() - make_interval(mins => g), now() - make_interval(mins => g), now() - make_interval(mins => g)
     FROM generate_series(1, 200000) g JOIN l ON l.n = g % ${LEARNERS} + 1`,
  );
  const started = Date.now();
  await client.query('ANALYZE');
  console.log(`  ANALYZE: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * A bulk insert into `table` without its foreign keys, added back after. With them, the
 * ~950,000-row insert into task_submissions wrote its rows in two minutes and then never finished
 * on a loaded machine, in the keys' checks run at the statement's end (one lookup and row lock per
 * row and key, the rows in the join's order: a random walk over section_progress larger than
 * shared_buffers, every lock dirtying its page). Adding a key back checks every row in one join.
 */
async function withoutForeignKeys(client: pg.Client, table: string, insert: () => Promise<void>) {
  const { rows: keys } = await client.query<{ name: string; definition: string }>(
    `SELECT conname AS name, pg_get_constraintdef(oid) AS definition FROM pg_constraint WHERE conrelid = $1::regclass AND contype = 'f'`,
    [table],
  );
  for (const key of keys) await client.query(`ALTER TABLE ${table} DROP CONSTRAINT ${key.name}`);
  await insert();
  const started = Date.now();
  for (const key of keys) await client.query(`ALTER TABLE ${table} ADD CONSTRAINT ${key.name} ${key.definition}`);
  console.log(`  ${table}, its ${keys.length} foreign keys checked: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Every bench learner's submitted or evaluated section gets its tasks' answers (none twice). */
async function seedAnswers(client: pg.Client) {
  await withoutForeignKeys(client, 'task_submissions', () =>
    step(
      client,
      'task_submissions',
      `INSERT INTO task_submissions (user_id, section_id, task_id, task_type, result_data, correct_count, incorrect_count, submitted_at)
     SELECT p.user_id, p.section_id, t.id, t.concrete_type,
            -- Each type's answer in the shape the submit writes (the contract's result data): one
            -- shape for every type made GET .../submissions answer 500 (the response check).
            CASE t.concrete_type
              WHEN 'QuestionTask' THEN '{"queries": [{"query_id": 1, "answer": "v Bratislave", "is_correct": true},
                {"query_id": 2, "answer": "autobusom", "is_correct": true}, {"query_id": 3, "answer": "zajtra", "is_correct": false}]}'
              WHEN 'EvaluationTask' THEN '{"questions": [{"question_id": 1, "answer": "true", "is_correct": true},
                {"question_id": 2, "answer": "false", "is_correct": true}, {"question_id": 3, "answer": "not_stated", "is_correct": false}]}'
              WHEN 'MatchingTask' THEN '{"pairs": [{"left": "pes", "right": "dog", "is_correct": true},
                {"left": "mačka", "right": "cat", "is_correct": true}, {"left": "vták", "right": "fish", "is_correct": false}]}'
              WHEN 'GapsTask' THEN '{"options": [{"phrase": "som", "position": 1, "is_correct": true},
                {"phrase": "máme", "position": 2, "is_correct": true}, {"phrase": "idú", "position": 3, "is_correct": false}]}'
              ELSE '{"is_skipped": false}'
            END::jsonb,
            4, 1, coalesce(p.submitted_at, p.started_at)
     FROM section_progress p JOIN activity_tasks t ON t.section_id = p.section_id
     JOIN users u ON u.id = p.user_id AND u.telegram_id > ${LEARNER_BASE}
     ON CONFLICT DO NOTHING`,
    ),
  );
}

/** Copies the seeded course `times` times further back, so a learner can have ~100 tasks done. */
async function cloneActivities(client: pg.Client, times: number) {
  const { rows: originals } = await client.query<{ id: number; available_on: string }>(
    `SELECT id, available_on::text FROM activities WHERE slug IS NULL OR slug NOT LIKE 'bench-%' ORDER BY available_on, id`,
  );
  const span = originals.length;
  for (let k = 1; k <= times; k += 1) {
    for (const original of originals) {
      const {
        rows: [copy],
      } = await client.query<{ id: number }>(
        // Published, as the days a learner has done are: a draft is the studio's, and no learner's
        // read sees it (the bench measured a 404 for the course's first day until this said so).
        `INSERT INTO activities (available_on, slug, published_at)
         VALUES ($1::date - $2::int, 'bench-' || $3 || '-' || $4, now() - interval '800 days') RETURNING id`,
        [original.available_on, span * k, k, original.id],
      );
      const { rows: sections } = await client.query<{ id: number }>(
        'SELECT id FROM activity_sections WHERE activity_id = $1 ORDER BY position, id',
        [original.id],
      );
      for (const section of sections) {
        const {
          rows: [newSection],
        } = await client.query<{ id: number }>(
          `INSERT INTO activity_sections (activity_id, position, section_type, title, text, time_required)
           SELECT $2, position, section_type, title, text, time_required FROM activity_sections WHERE id = $1 RETURNING id`,
          [section.id, copy!.id],
        );
        await client.query(
          `INSERT INTO activity_tasks (section_id, position, concrete_type, instructions, task_data, answer_key)
           SELECT $2, position, concrete_type, instructions, task_data, answer_key FROM activity_tasks WHERE section_id = $1`,
          [section.id, newSection!.id],
        );
      }
    }
  }
  console.log(`  activities: ${span} → ${span * (times + 1)}`);
}
