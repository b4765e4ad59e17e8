import type { Activity, EvaluationValue, Section } from '..';

/**
 * Activities as the server serves them, for MSW (standalone runs and tests), plus the answer keys
 * the server keeps to itself: the mock handlers check answers with them as the server would.
 */
export interface MockAnswerKey {
  /** QuestionTask: query id → the correct answer (or every accepted one, as the server keeps them). */
  queries?: Record<number, string | string[]>;
  /** EvaluationTask: question id → true / false / not_stated. */
  questions?: Record<number, EvaluationValue>;
  /** MatchingTask: left item → its right item. */
  pairs?: Record<string, string>;
  /** GapsTask: gap position → phrase. */
  gaps?: Record<number, string>;
}

export interface MockActivity {
  activity_id: number;
  started_at: string;
  day: number;
  sections: Section[];
  keys: Record<number, MockAnswerKey>;
}

export const readingSectionFixture: Section = {
  id: 11,
  activity_id: 1,
  title: 'Raňajky v Bratislave',
  section_type: 'reading',
  text:
    'Jana býva v Bratislave. Každé ráno pije kávu s mliekom a je rožok s maslom.\n\n' +
    'V sobotu chodí s bratom na trh, kde kupujú zeleninu a ovocie.',
  files: [],
  time_required: 10,
  tasks: [
    {
      id: 101,
      concrete_type: 'QuestionTask',
      instructions: 'Odpovedzte na otázky k textu.',
      task_data: {
        queries: [
          { id: 1, question_text: 'Kde býva Jana?', is_manual_input: true, options: [] },
          { id: 2, question_text: 'Čo pije Jana ráno?', is_manual_input: false, options: ['čaj', 'kávu s mliekom', 'džús'] },
        ],
      },
    },
    {
      id: 102,
      concrete_type: 'EvaluationTask',
      instructions: 'Je to pravda?',
      task_data: {
        questions: [
          { id: 1, question_text: 'Jana je rožok s maslom.' },
          { id: 2, question_text: 'Jana chodí na trh s mamou.' },
          { id: 3, question_text: 'Jana má psa.' },
        ],
      },
    },
    {
      id: 103,
      concrete_type: 'MatchingTask',
      instructions: 'Spojte slovo s prekladom.',
      task_data: { left_set: ['káva', 'rožok', 'trh'], right_set: ['market', 'coffee', 'bread roll'] },
    },
    {
      id: 104,
      concrete_type: 'GapsTask',
      instructions: 'Doplňte slová do textu.',
      task_data: {
        text_with_gaps: 'Jana pije {gap1} a je {gap2}.',
        options: [{ phrase: 'rožok' }, { phrase: 'trh' }, { phrase: 'kávu' }],
      },
    },
  ],
};

export const listeningSectionFixture: Section = {
  id: 12,
  activity_id: 1,
  title: 'Na stanici',
  section_type: 'listening',
  text: 'Vypočujte si hlásenie na stanici.',
  files: [{ file_url: '/media/activities/na-stanici.mp3', file_type: 'audio', is_primary: true }],
  time_required: 2,
  tasks: [
    {
      id: 201,
      concrete_type: 'QuestionTask',
      instructions: 'Odpovedzte podľa nahrávky.',
      task_data: {
        queries: [{ id: 3, question_text: 'Kam ide vlak?', is_manual_input: false, options: ['do Košíc', 'do Žiliny'] }],
      },
    },
  ],
};

export const speakingSectionFixture: Section = {
  id: 13,
  activity_id: 1,
  title: 'Predstavte sa',
  section_type: 'speaking',
  text: '',
  files: [],
  time_required: 3,
  tasks: [
    {
      id: 301,
      concrete_type: 'SpeakingTask',
      instructions: 'Povedzte, ako sa voláte, odkiaľ ste a prečo sa učíte po slovensky.',
      task_data: {
        instructions: 'Povedzte, ako sa voláte, odkiaľ ste a prečo sa učíte po slovensky.',
        chat_submit_url: 'https://t.me/slovencina_lektor',
      },
    },
  ],
};

export const olderSectionFixture: Section = {
  id: 21,
  activity_id: 2,
  title: 'Pozdravy',
  section_type: 'reading',
  text: 'Dobrý deň! Ahoj! Dovidenia!',
  files: [],
  time_required: 5,
  tasks: [
    {
      id: 401,
      concrete_type: 'QuestionTask',
      instructions: 'Odpovedzte.',
      task_data: {
        queries: [{ id: 4, question_text: 'Ako sa po slovensky povie „hello“ kamarátovi?', is_manual_input: true, options: [] }],
      },
    },
  ],
};

export const activityFixtures: MockActivity[] = [
  {
    activity_id: 1,
    started_at: '2026-11-23T07:00:00.000Z',
    day: 2,
    sections: [readingSectionFixture, listeningSectionFixture, speakingSectionFixture],
    keys: {
      101: { queries: { 1: 'v Bratislave', 2: 'kávu s mliekom' } },
      102: { questions: { 1: 'true', 2: 'false', 3: 'not_stated' } },
      103: { pairs: { káva: 'coffee', rožok: 'bread roll', trh: 'market' } },
      104: { gaps: { 1: 'kávu', 2: 'rožok' } },
      201: { queries: { 3: 'do Košíc' } },
    },
  },
  {
    activity_id: 2,
    started_at: '2026-11-22T07:00:00.000Z',
    day: 1,
    sections: [olderSectionFixture],
    keys: { 401: { queries: { 4: 'ahoj' } } },
  },
];

/** The summary an activity lists for a section, with the user's status and score. */
export const toActivity = (
  activity: MockActivity,
  progress: (sectionId: number) => { status: Activity['status']; score: number | null },
): Activity => {
  const sections = activity.sections.map((section) => ({
    section_id: section.id,
    section_type: section.section_type,
    title: section.title,
    time_required: section.time_required,
    ...progress(section.id),
  }));
  const statuses = sections.map((section) => section.status);
  const status: Activity['status'] = statuses.includes('started')
    ? 'started'
    : statuses.every((value) => value === 'evaluated')
      ? 'evaluated'
      : 'submitted';
  return { activity_id: activity.activity_id, started_at: activity.started_at, status, day: activity.day, sections };
};
