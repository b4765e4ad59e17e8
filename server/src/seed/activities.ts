import type { TaskAnswerByType, TaskType } from '@app/activities-contract';
import type { StudioSectionInput, StudioTaskInput } from '@app/studio-contract';
import { checkAnswer, withoutDiacritics, type StoredTask } from '../modules/activities/index';
import { toStored } from '../modules/studio/index';
import { createDay, publishDay, type Actor } from '../modules/studio/index';
import { ensureFile } from '../modules/files/index';
import { DEMO_USER } from '../auth/demo';
import type { Queryable } from '../db/types';
import type { SeedOptions } from './index';
import { ACTIVITIES, type SeedTask } from './activities-content';

const MEDIA = '/media/activities/';

/** Where learners send their voice messages unless SPEAKING_CHAT_URL (config.ts) says otherwise before the first seed. */
export const DEFAULT_SPEAKING_CHAT_URL = 'https://t.me/slovencina_lektor';

/** The course starts on this date: available_on of day n is FIRST_DAY + n - 1 (all released). */
const FIRST_DAY = '2025-09-01';

/** A seed task as the studio's form has it: the demo content is written like an editor writes a day. */
export function studioTask(task: SeedTask, speakingChatUrl = DEFAULT_SPEAKING_CHAT_URL): StudioTaskInput {
  switch (task.type) {
    case 'QuestionTask':
      return {
        type: task.type,
        instructions: task.instructions,
        queries: task.queries.map((query) => ({
          question: query.q,
          options: query.options ?? [],
          accepted: Array.isArray(query.answer) ? query.answer : [query.answer],
        })),
      };
    case 'EvaluationTask':
      return {
        type: task.type,
        instructions: task.instructions,
        statements: task.statements.map(([text, value]) => ({ text, value })),
      };
    case 'MatchingTask':
      return { type: task.type, instructions: task.instructions, pairs: task.pairs.map(([left, right]) => ({ left, right })) };
    case 'GapsTask':
      return {
        type: task.type,
        instructions: task.instructions,
        text: task.text,
        gaps: task.gaps,
        distractors: task.distractors,
      };
    case 'SpeakingTask':
      return { type: task.type, instructions: task.instructions, prompt: task.prompt, chat_url: speakingChatUrl };
  }
}

/** A seed task as stored (the studio's conversion): the client's task_data and the answer key. */
export function storedTask(task: SeedTask, speakingChatUrl = DEFAULT_SPEAKING_CHAT_URL) {
  return toStored(studioTask(task, speakingChatUrl));
}

/** The date of course day `index` (0-based): FIRST_DAY + index. */
function dayDate(index: number): string {
  const [y, m, d] = FIRST_DAY.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + index)).toISOString().slice(0, 10);
}

/**
 * The course (activities-content.ts), loaded through the studio's service like an editor's day:
 * created as a draft (checked by the studio's checks), then published. Idempotent like every
 * seed: an activity whose slug exists is left as it is (with its sections, tasks and everyone's
 * progress).
 */
export async function seedActivities(db: Queryable, options: Pick<SeedOptions, 'speakingChatUrl'> = {}): Promise<void> {
  const seeder: Actor = { id: null };
  for (const [index, activity] of ACTIVITIES.entries()) {
    const [exists] = await db.query('SELECT 1 FROM activities WHERE slug = $1', [activity.slug]);
    if (exists) continue;
    const sections: StudioSectionInput[] = [];
    for (const section of activity.sections) {
      const audioFileId = section.audio
        ? await ensureFile(db, {
            file_type: 'audio',
            file_url: `${MEDIA}${section.audio}`,
            original_filename: section.audio,
            is_primary: true,
          })
        : null;
      sections.push({
        section_type: section.section_type,
        title: section.title,
        text: section.text,
        time_required: section.time_required,
        audio_file_id: audioFileId,
        tasks: section.tasks.map((task) => studioTask(task, options.speakingChatUrl)),
      });
    }
    const day = await createDay(db, seeder, { available_on: dayDate(index), sections }, activity.slug);
    await publishDay(db, seeder, day.id, day.version);
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
