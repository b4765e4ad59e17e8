import type { EvaluationValue, TaskAnswerByType, TaskType } from '@app/activities-contract';
import {
  checkAnswer,
  withoutDiacritics,
  type AnswerKeys,
  type StoredTask,
  type TaskDataByType,
} from '../../modules/activities/scoring';
import { ensureFile } from '../../modules/files/service';
import { DEMO_USER } from '../../auth/demo';
import type { Queryable } from '../types';
import type { SeedOptions } from './index';
import { ACTIVITIES, type SeedTask } from './activities-content';

const MEDIA = '/media/activities/';

/** Where learners send their voice messages unless SPEAKING_CHAT_URL (config.ts) says otherwise before the first seed. */
export const DEFAULT_SPEAKING_CHAT_URL = 'https://t.me/slovencina_lektor';

/** The course starts on this date: available_on of day n is FIRST_DAY + n - 1 (all released). */
const FIRST_DAY = '2025-09-01';

/** A seed task as stored: the client's task_data and the answer key. Query/statement ids are 1-based. */
export function storedTask(
  task: SeedTask,
  speakingChatUrl = DEFAULT_SPEAKING_CHAT_URL,
): {
  type: TaskType;
  task_data: TaskDataByType[TaskType];
  answer_key: AnswerKeys[TaskType];
} {
  switch (task.type) {
    case 'QuestionTask': {
      const answers: Record<string, string[]> = {};
      const queries = task.queries.map((query, i) => {
        const accepted = Array.isArray(query.answer) ? query.answer : [query.answer];
        if (query.options && !query.options.includes(accepted[0]!)) throw new Error(`seed: '${query.q}' answer is not an option`);
        answers[String(i + 1)] = accepted;
        return { id: i + 1, question_text: query.q, is_manual_input: !query.options, options: query.options ?? [] };
      });
      return { type: task.type, task_data: { queries }, answer_key: { answers } };
    }
    case 'EvaluationTask': {
      const answers: Record<string, EvaluationValue> = {};
      const questions = task.statements.map(([text, value], i) => {
        answers[String(i + 1)] = value;
        return { id: i + 1, question_text: text };
      });
      return { type: task.type, task_data: { questions }, answer_key: { answers } };
    }
    case 'MatchingTask': {
      const left = task.pairs.map(([l]) => l);
      const right = task.pairs.map(([, r]) => r);
      if (new Set(left).size !== left.length || new Set(right).size !== right.length)
        throw new Error('seed: matching values must be unique');
      return { type: task.type, task_data: { left_set: left, right_set: right }, answer_key: {} };
    }
    case 'GapsTask': {
      const found = [...task.text.matchAll(/\{gap(\d+)\}/g)].map((m) => Number(m[1]));
      if (found.join() !== task.gaps.map((_, i) => i + 1).join()) throw new Error(`seed: gaps of '${task.text}' do not match`);
      const options = [...task.gaps, ...task.distractors].map((phrase) => ({ phrase }));
      return { type: task.type, task_data: { text_with_gaps: task.text, options }, answer_key: { gaps: task.gaps } };
    }
    case 'SpeakingTask':
      return { type: task.type, task_data: { instructions: task.prompt, chat_submit_url: speakingChatUrl }, answer_key: {} };
  }
}

/**
 * The course (activities-content.ts). Idempotent like every seed: an activity whose slug exists is
 * left as it is (with its sections, tasks and everyone's progress).
 */
export async function seedActivities(db: Queryable, options: Pick<SeedOptions, 'speakingChatUrl'> = {}): Promise<void> {
  for (const [index, activity] of ACTIVITIES.entries()) {
    const [created] = await db.query<{ id: number }>(
      `INSERT INTO activities (slug, available_on) VALUES ($1, $2::date + $3::int)
       ON CONFLICT (slug) DO NOTHING RETURNING id`,
      [activity.slug, FIRST_DAY, index],
    );
    if (!created) continue;
    for (const [position, section] of activity.sections.entries()) {
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO activity_sections (activity_id, position, section_type, title, text, time_required)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [created.id, position, section.section_type, section.title, section.text, section.time_required],
      );
      if (section.audio) {
        const fileId = await ensureFile(db, {
          file_type: 'audio',
          file_url: `${MEDIA}${section.audio}`,
          original_filename: section.audio,
          is_primary: true,
        });
        await db.query('INSERT INTO activity_section_files (section_id, file_id, position) VALUES ($1, $2, 0)', [
          row!.id,
          fileId,
        ]);
      }
      for (const [taskPosition, task] of section.tasks.entries()) {
        const stored = storedTask(task, options.speakingChatUrl);
        await db.query(
          `INSERT INTO activity_tasks (section_id, position, concrete_type, instructions, task_data, answer_key)
           VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb)`,
          [
            row!.id,
            taskPosition,
            stored.type,
            task.instructions,
            JSON.stringify(stored.task_data),
            JSON.stringify(stored.answer_key),
          ],
        );
      }
    }
  }
}

/**
 * What Emma answers in her history: right, except one slip in every other task (a wrong option,
 * a missing diacritic, a swapped pair) so her scores look like a learner's.
 */
function demoAnswer(task: StoredTask, slip: boolean): TaskAnswerByType[TaskType] {
  switch (task.concrete_type) {
    case 'QuestionTask': {
      const queries = task.task_data.queries.map((query, i) => {
        const right = task.answer_key.answers[String(query.id)]![0]!;
        const last = i === task.task_data.queries.length - 1;
        if (!slip || !last) return { query_id: query.id, answer: right };
        const wrong = query.is_manual_input ? withoutDiacritics(right) : query.options.find((o) => o !== right)!;
        return { query_id: query.id, answer: wrong };
      });
      return { queries };
    }
    case 'EvaluationTask':
      return {
        questions: task.task_data.questions.map((question, i) => {
          const right = task.answer_key.answers[String(question.id)]!;
          const answer = slip && i === 0 ? (right === 'true' ? 'not_stated' : 'true') : right;
          return { question_id: question.id, answer };
        }),
      };
    case 'MatchingTask': {
      const right = [...task.task_data.right_set];
      if (slip) [right[0], right[1]] = [right[1]!, right[0]!];
      return { pairs: task.task_data.left_set.map((left, i) => ({ left, right: right[i]! })) };
    }
    case 'GapsTask': {
      const gaps = [...task.answer_key.gaps];
      if (slip) [gaps[0], gaps[1]] = [gaps[1]!, gaps[0]!];
      return { options: gaps.map((phrase, i) => ({ phrase, position: i + 1 })) };
    }
    case 'SpeakingTask':
      return { is_skipped: false };
  }
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Teacher feedback Emma got on the speaking sections of her evaluated days. */
const DEMO_SPEAKING = [
  { score: 0.8, feedback: 'Výborne! Hovoríte plynulo. Pozor na dĺžne: „mám“, nie „mam“.' },
  {
    score: 0.9,
    feedback: 'Veľmi pekná objednávka, zneli ste ako v skutočnej kaviarni. Skúste ešte „Prosím si…“ namiesto „Chcem…“.',
  },
];

/**
 * Demo mode: Emma has walked the first three days (4, 3 and 2 days ago, each at 08:00 UTC).
 * Her first two speaking sections were evaluated by a teacher, the third one still waits, and the
 * fourth day is open for her today. Runs only while she has no course history.
 */
export async function seedDemoActivityHistory(db: Queryable, now = new Date()): Promise<void> {
  const [emma] = await db.query<{ id: number }>('SELECT id FROM users WHERE telegram_id = $1', [DEMO_USER.id]);
  if (!emma) return;
  const history = await db.query('SELECT 1 FROM user_activities WHERE user_id = $1 LIMIT 1', [emma.id]);
  if (history.length > 0) return;

  const activities = await db.query<{ id: number }>('SELECT id FROM activities ORDER BY available_on, id LIMIT 3');
  const today8 = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 8);
  let slip = false;
  for (const [index, activity] of activities.entries()) {
    const startedAt = new Date(today8 - (4 - index) * DAY);
    await db.query('INSERT INTO user_activities (user_id, activity_id, started_at) VALUES ($1, $2, $3)', [
      emma.id,
      activity.id,
      startedAt,
    ]);
    const sections = await db.query<{ id: number }>(
      'SELECT id FROM activity_sections WHERE activity_id = $1 ORDER BY position, id',
      [activity.id],
    );
    for (const [sectionIndex, section] of sections.entries()) {
      const submittedAt = new Date(startedAt.getTime() + (sectionIndex + 1) * HOUR);
      const tasks = await db.query<StoredTask>(
        'SELECT id, section_id, concrete_type, instructions, task_data, answer_key FROM activity_tasks WHERE section_id = $1 ORDER BY position, id',
        [section.id],
      );
      const results = tasks.map((task) => {
        slip = !slip;
        return { task, result: checkAnswer(task, demoAnswer(task, slip), 'demo') };
      });
      const speaking = tasks.some((task) => task.concrete_type === 'SpeakingTask');
      const teacher = speaking ? DEMO_SPEAKING[index] : undefined;
      let score: number | null = null;
      if (!speaking) {
        const correct = results.reduce((sum, { result }) => sum + result.correct_count, 0);
        const total = results.reduce(
          (sum, { result }) => sum + result.correct_count + result.incorrect_count + result.missing_count,
          0,
        );
        score = Math.round((correct / total) * 10_000) / 10_000;
      } else if (teacher) score = teacher.score;
      const evaluatedAt = score === null ? null : speaking ? new Date(submittedAt.getTime() + 5 * HOUR) : submittedAt;
      await db.query(
        `INSERT INTO section_progress (user_id, section_id, status, score, started_at, submitted_at, evaluated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [emma.id, section.id, score === null ? 'submitted' : 'evaluated', score, startedAt, submittedAt, evaluatedAt],
      );
      for (const { task, result } of results) {
        const graded = task.concrete_type === 'SpeakingTask' && teacher;
        const correct = graded ? Math.round(teacher.score * 100) : result.correct_count;
        await db.query(
          `INSERT INTO task_submissions (user_id, section_id, task_id, task_type, result_data, correct_count, incorrect_count,
                                         missing_count, feedback, submitted_at)
           VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9, $10)`,
          [
            emma.id,
            section.id,
            task.id,
            task.concrete_type,
            JSON.stringify(result.data),
            correct,
            graded ? 100 - correct : result.incorrect_count,
            result.missing_count,
            graded ? teacher.feedback : result.feedback,
            submittedAt,
          ],
        );
      }
    }
  }
}
