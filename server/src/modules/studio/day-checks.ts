import type { EvaluationValue, TaskType } from '@app/activities-contract';
import type { StudioDayInput, StudioSectionInput, StudioTaskInput } from '@app/studio-contract';
import { badRequest } from '../../errors';
import { checkCalendarDate } from './calendar-checks';
import type { AnswerKeys, StoredTask, TaskDataByType } from '../activities/index';

/**
 * The checks a day passes before learners can be served it, the same for the studio's forms and
 * the demo content (which is loaded through the studio's service). Each failure is a 400 whose
 * `field` is the path into the day, with a Slovak message the form shows at that field.
 */

const fail = (field: string, message: string): never => {
  throw badRequest(message, field);
};

const blank = (value: string) => value.trim() === '';

function unique(values: string[], field: (i: number) => string, what: string) {
  const seen = new Set<string>();
  values.forEach((value, i) => {
    const key = value.trim();
    if (seen.has(key)) fail(field(i), `${what} „${key}“ je tu dvakrát.`);
    seen.add(key);
  });
}

function nonEmpty(values: string[], field: (i: number) => string, message: string) {
  values.forEach((value, i) => {
    if (blank(value)) fail(field(i), message);
  });
}

/** {gap1}, {gap2}… in the order they appear in the text. */
export const gapNumbers = (text: string) => [...text.matchAll(/\{gap(\d+)\}/g)].map((m) => Number(m[1]));

function checkTask(task: StudioTaskInput, at: string) {
  switch (task.type) {
    case 'QuestionTask': {
      if (task.queries.length === 0) fail(`${at}.queries`, 'Pridajte aspoň jednu otázku.');
      task.queries.forEach((query, q) => {
        const here = `${at}.queries.${q}`;
        if (blank(query.question)) fail(`${here}.question`, 'Napíšte otázku.');
        const accepted = query.accepted.filter((a) => !blank(a));
        if (accepted.length === 0) fail(`${here}.accepted`, 'Zadajte správnu odpoveď.');
        if (query.options.length > 0) {
          if (query.options.length < 2) fail(`${here}.options`, 'Výber potrebuje aspoň dve možnosti.');
          nonEmpty(query.options, (i) => `${here}.options.${i}`, 'Možnosť nesmie byť prázdna.');
          unique(query.options, (i) => `${here}.options.${i}`, 'Možnosť');
          if (accepted.length !== 1) fail(`${here}.accepted`, 'Pri výbere je správna práve jedna možnosť.');
          if (!query.options.map((o) => o.trim()).includes(accepted[0]!.trim()))
            fail(`${here}.accepted`, `Správna odpoveď „${accepted[0]!.trim()}“ nie je medzi možnosťami.`);
        } else {
          unique(accepted, (i) => `${here}.accepted.${i}`, 'Odpoveď');
        }
      });
      return;
    }
    case 'EvaluationTask':
      if (task.statements.length === 0) fail(`${at}.statements`, 'Pridajte aspoň jedno tvrdenie.');
      nonEmpty(
        task.statements.map((s) => s.text),
        (i) => `${at}.statements.${i}.text`,
        'Napíšte tvrdenie.',
      );
      unique(
        task.statements.map((s) => s.text),
        (i) => `${at}.statements.${i}.text`,
        'Tvrdenie',
      );
      return;
    case 'MatchingTask':
      if (task.pairs.length < 2) fail(`${at}.pairs`, 'Priraďovanie potrebuje aspoň dve dvojice.');
      task.pairs.forEach((pair, i) => {
        if (blank(pair.left)) fail(`${at}.pairs.${i}.left`, 'Dvojici chýba ľavá strana.');
        if (blank(pair.right)) fail(`${at}.pairs.${i}.right`, 'Dvojici chýba partner.');
      });
      unique(
        task.pairs.map((p) => p.left),
        (i) => `${at}.pairs.${i}.left`,
        'Ľavá strana',
      );
      unique(
        task.pairs.map((p) => p.right),
        (i) => `${at}.pairs.${i}.right`,
        'Pravá strana',
      );
      return;
    case 'GapsTask': {
      // The studio's editor shows a gap as its phrase in the text (the wire's {gapN} stays hidden), so the words say 'medzera č. N'.
      if (blank(task.text)) fail(`${at}.text`, 'Napíšte text úlohy a označte v ňom medzery.');
      const found = gapNumbers(task.text);
      if (found.length === 0) fail(`${at}.text`, 'Text nemá žiadnu medzeru: označte v ňom výraz, ktorý študent doplní.');
      found.forEach((n, i) => {
        if (n !== i + 1) fail(`${at}.text`, `Medzery idú po poradí: na ${i + 1}. mieste je medzera č. ${n}.`);
      });
      task.gaps.forEach((phrase, i) => {
        if (i >= found.length) fail(`${at}.gaps.${i}`, `Text nemá medzeru č. ${i + 1}.`);
        if (blank(phrase)) fail(`${at}.gaps.${i}`, `Medzera č. ${i + 1} nemá výraz.`);
      });
      if (task.gaps.length < found.length)
        fail(`${at}.gaps.${task.gaps.length}`, `Medzera č. ${task.gaps.length + 1} nemá výraz.`);
      nonEmpty(task.distractors, (i) => `${at}.distractors.${i}`, 'Výraz navyše nesmie byť prázdny.');
      return;
    }
    case 'SpeakingTask':
      if (blank(task.prompt)) fail(`${at}.prompt`, 'Napíšte zadanie, na ktoré študent odpovedá.');
      // Answered to the bot, the task needs no chat link.
      if (task.answer_via !== 'bot' && !/^https:\/\/t\.me\/[A-Za-z0-9_/+-]+$/.test(task.chat_url.trim()))
        fail(`${at}.chat_url`, 'Odkaz na chat musí byť odkaz t.me (https://t.me/…).');
      return;
  }
}

function checkSection(section: StudioSectionInput, at: string, publishing: boolean) {
  if (blank(section.title)) fail(`${at}.title`, 'Časť potrebuje názov.');
  if (section.section_type === 'reading' && blank(section.text)) fail(`${at}.text`, 'Čítanie potrebuje text.');
  if (publishing && section.section_type === 'listening' && section.audio_file_id === null)
    fail(`${at}.audio_file_id`, 'Počúvanie potrebuje nahrávku.');
  if (publishing && section.tasks.length === 0) fail(`${at}.tasks`, 'Časť potrebuje aspoň jednu úlohu.');
  section.tasks.forEach((task, i) => checkTask(task, `${at}.tasks.${i}`));
  if (section.section_type === 'speaking' && section.tasks.some((t) => t.type !== 'SpeakingTask'))
    fail(`${at}.tasks`, 'Hovorenie obsahuje len úlohy na hovorenie (hodnotí ich lektor).');
}

/** Throws a 400 naming the first field that is not right. `publishing`: the day must be complete. */
export function checkDay(day: StudioDayInput, publishing: boolean): void {
  checkCalendarDate(day.available_on, 'available_on');
  if (publishing && day.sections.length === 0) fail('sections', 'Deň potrebuje aspoň jednu časť.');
  day.sections.forEach((section, i) => checkSection(section, `sections.${i}`, publishing));
}

export type Stored = { type: TaskType; task_data: TaskDataByType[TaskType]; answer_key: AnswerKeys[TaskType] };

/** The editor's task as learners are served it (task_data) and checked against (answer_key). Ids are 1-based. */
export function toStored(task: StudioTaskInput): Stored {
  switch (task.type) {
    case 'QuestionTask': {
      const answers: Record<string, string[]> = {};
      const queries = task.queries.map((query, i) => {
        answers[String(i + 1)] = query.accepted.map((a) => a.trim()).filter((a) => a !== '');
        const options = query.options.map((o) => o.trim());
        return { id: i + 1, question_text: query.question.trim(), is_manual_input: options.length === 0, options };
      });
      return { type: task.type, task_data: { queries }, answer_key: { answers } };
    }
    case 'EvaluationTask': {
      const answers: Record<string, EvaluationValue> = {};
      const questions = task.statements.map((statement, i) => {
        answers[String(i + 1)] = statement.value;
        return { id: i + 1, question_text: statement.text.trim() };
      });
      return { type: task.type, task_data: { questions }, answer_key: { answers } };
    }
    case 'MatchingTask':
      return {
        type: task.type,
        task_data: { left_set: task.pairs.map((p) => p.left.trim()), right_set: task.pairs.map((p) => p.right.trim()) },
        answer_key: {},
      };
    case 'GapsTask': {
      const gaps = task.gaps.map((g) => g.trim());
      const options = [...gaps, ...task.distractors.map((d) => d.trim())].map((phrase) => ({ phrase }));
      return { type: task.type, task_data: { text_with_gaps: task.text, options }, answer_key: { gaps } };
    }
    case 'SpeakingTask':
      return {
        type: task.type,
        task_data: {
          instructions: task.prompt,
          chat_submit_url: task.chat_url.trim(),
          ...(task.answer_via === 'bot' && { answer_via: 'bot' as const, allow_new_attempt: task.allow_new_attempt === true }),
        },
        answer_key: {},
      };
  }
}

/** The stored task back as the editor's form (the inverse of toStored). */
export function fromStored(task: StoredTask): StudioTaskInput {
  const base = { instructions: task.instructions };
  switch (task.concrete_type) {
    case 'QuestionTask':
      return {
        ...base,
        type: 'QuestionTask',
        queries: task.task_data.queries.map((query) => ({
          question: query.question_text,
          options: query.options,
          accepted: task.answer_key.answers[String(query.id)] ?? [],
        })),
      };
    case 'EvaluationTask':
      return {
        ...base,
        type: 'EvaluationTask',
        statements: task.task_data.questions.map((q) => ({
          text: q.question_text,
          value: task.answer_key.answers[String(q.id)]!,
        })),
      };
    case 'MatchingTask':
      return {
        ...base,
        type: 'MatchingTask',
        pairs: task.task_data.left_set.map((left, i) => ({ left, right: task.task_data.right_set[i]! })),
      };
    case 'GapsTask': {
      const gaps = task.answer_key.gaps;
      const rest = task.task_data.options.map((o) => o.phrase);
      for (const gap of gaps) rest.splice(rest.indexOf(gap), 1);
      return { ...base, type: 'GapsTask', text: task.task_data.text_with_gaps, gaps, distractors: rest };
    }
    case 'SpeakingTask':
      return {
        ...base,
        type: 'SpeakingTask',
        prompt: task.task_data.instructions,
        chat_url: task.task_data.chat_submit_url,
        answer_via: task.task_data.answer_via ?? 'chat',
        allow_new_attempt: task.task_data.allow_new_attempt === true,
      };
  }
}
