import { http, HttpResponse } from 'msw';
import { createEmptyCard, Rating, type Card } from 'ts-fsrs';
import { describeInputIssue, type InputIssue } from '@app/shared/domain';
import { taskAnswerSchemas } from '..';
import {
  reviewAnswerBody,
  reviewNextQuery,
  reviewQuery,
  reviewSessionParams,
  type ReviewAnswerResult,
  type ReviewItem,
  type ReviewNext,
  type ReviewSessionSummary,
  type ReviewSummary,
} from '../review';
import { AnswerRefused, checkReviewItem } from '../rules';
import {
  endOfToday,
  RATING_NAMES,
  ratingOf,
  REVIEW_NO_CARD,
  REVIEW_NO_SESSION,
  REVIEW_NOT_DUE,
  reviewScheduler,
} from '../rules/review';

/** A card as the mocks hold it: the item as served and its FSRS state (the item's due_at follows the card's). */
export interface ReviewMockCard {
  item: ReviewItem;
  card: Card;
  retired?: boolean;
}

export interface ReviewMockState {
  cards: ReviewMockCard[];
  /** Answers recorded, by client key. */
  answers: Record<string, { card_id: number; session_key: string; result: ReviewAnswerResult }>;
  sessions: Record<string, { finished_at: string | null }>;
  requests: { method: string; url: string; body?: unknown }[];
}

/** A card made of a day's mistake at `at` (its first review, Again): due a day later, as the server makes them. */
export const mistakeCard = (item: Omit<ReviewItem, 'due_at'>, at: Date): ReviewMockCard => {
  const { card } = reviewScheduler.next(createEmptyCard(at), at, Rating.Again);
  return { item: { ...item, due_at: card.due.toISOString() }, card };
};

/** Two of day 1's slips, made yesterday: both due today (the standalone run's 'Opakovanie'). */
export const reviewFixtureItems = (): Array<Omit<ReviewItem, 'due_at'>> => [
  {
    card_id: 1,
    day: 1,
    section_title: 'Ahoj, ja som Lucia',
    task: {
      id: 11,
      concrete_type: 'QuestionTask',
      instructions: 'Vypočujte si nahrávku a odpovedzte na otázky.',
      task_data: {
        queries: [
          { id: 1, question_text: 'Odkiaľ je Lucia?', is_manual_input: false, options: ['Zo Žiliny', 'Z Košíc', 'Z Bratislavy'] },
        ],
      },
    },
    answer_key: { concrete_type: 'QuestionTask', answers: { '1': ['Z Košíc'] } },
    solution: { queries: [{ query_id: 1, answer: 'Z Košíc' }] },
  },
  {
    card_id: 2,
    day: 1,
    section_title: 'Ahoj, ja som Lucia',
    task: {
      id: 12,
      concrete_type: 'EvaluationTask',
      instructions: 'Je to pravda, lož, alebo to v texte nezaznelo?',
      task_data: { questions: [{ id: 1, question_text: 'Lucia je lekárka.' }] },
    },
    answer_key: { concrete_type: 'EvaluationTask', answers: { '1': 'false' } },
    solution: { questions: [{ question_id: 1, answer: 'false' }] },
  },
];

export const createReviewMockState = (overrides: Partial<ReviewMockState> = {}, now = new Date()): ReviewMockState => ({
  cards: reviewFixtureItems().map((item) => mistakeCard(item, new Date(now.getTime() - 25 * 60 * 60 * 1000))),
  answers: {},
  sessions: {},
  requests: [],
  ...overrides,
});

const badRequest = (issues: readonly InputIssue[], where: 'query' | 'params' | 'body') =>
  HttpResponse.json(describeInputIssue(issues[0]!, where), { status: 400 });
const refused = (message: string, field: string) => HttpResponse.json({ message, field }, { status: 400 });
const notFound = (message: string) => HttpResponse.json({ message }, { status: 404 });

/** The review calls as the server answers them (server/src/modules/review/README.md), on the mocks' clock. */
export function reviewHandlers(state: ReviewMockState = createReviewMockState(), clock: () => Date = () => new Date()) {
  const record = (request: Request, body?: unknown) => state.requests.push({ method: request.method, url: request.url, body });
  const live = () => state.cards.filter((c) => !c.retired);
  const query = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

  return [
    http.get('*/api/review/summary', ({ request }) => {
      record(request);
      const parsed = reviewQuery.safeParse(query(request));
      if (!parsed.success) return badRequest(parsed.error.issues, 'query');
      const dueBy = endOfToday(clock(), parsed.data.tz).getTime();
      const cards = live();
      const later = cards.filter((c) => c.card.due.getTime() >= dueBy).map((c) => c.card.due.getTime());
      const body: ReviewSummary = {
        due: cards.length - later.length,
        next_due_at: later.length > 0 ? new Date(Math.min(...later)).toISOString() : null,
        total: cards.length,
      };
      return HttpResponse.json(body);
    }),
    http.get('*/api/review/next', ({ request }) => {
      record(request);
      const parsed = reviewNextQuery.safeParse(query(request));
      if (!parsed.success) return badRequest(parsed.error.issues, 'query');
      const dueBy = endOfToday(clock(), parsed.data.tz).getTime();
      const body: ReviewNext = {
        items: live()
          .filter((c) => c.card.due.getTime() < dueBy)
          .sort((a, b) => a.card.due.getTime() - b.card.due.getTime() || a.item.card_id - b.item.card_id)
          .slice(0, parsed.data.limit)
          .map((c) => ({ ...c.item, due_at: c.card.due.toISOString() })),
      };
      return HttpResponse.json(body);
    }),
    http.post('*/api/review/answers', async ({ request }) => {
      const raw: unknown = await request.json().catch(() => null);
      record(request, raw);
      const parsedQuery = reviewQuery.safeParse(query(request));
      if (!parsedQuery.success) return badRequest(parsedQuery.error.issues, 'query');
      const parsed = reviewAnswerBody.safeParse(raw);
      if (!parsed.success) return badRequest(parsed.error.issues, 'body');
      const body = parsed.data;
      const now = clock();
      const found = live().find((c) => c.item.card_id === body.card_id);
      const again = state.answers[body.client_key];
      if (again && again.card_id !== body.card_id)
        return refused('client_key: this key was already used for another item', 'client_key');
      if (again) return HttpResponse.json(again.result);
      if (!found) return notFound(REVIEW_NO_CARD);
      if (found.card.due.getTime() >= endOfToday(now, parsedQuery.data.tz).getTime()) return refused(REVIEW_NOT_DUE, 'card_id');
      const { task } = found.item;
      if (body.answer.task_type !== task.concrete_type)
        return refused(`answer.task_type: this item is a ${task.concrete_type}`, 'answer.task_type');
      const data = taskAnswerSchemas[task.concrete_type].safeParse(body.answer.data);
      if (!data.success) {
        const path = ['answer.data', ...data.error.issues[0]!.path.map(String)].join('.');
        return refused(`${path}: ${data.error.issues[0]!.message}`, path);
      }
      let checked;
      try {
        checked = checkReviewItem(found.item, data.data);
      } catch (error) {
        if (error instanceof AnswerRefused) return refused(error.message, error.field);
        throw error;
      }
      const { correct } = checked;
      const grade = ratingOf(correct, body.second_try);
      const next = reviewScheduler.next(found.card, now, grade);
      found.card = next.card;
      const result: ReviewAnswerResult = {
        card_id: body.card_id,
        result: checked.result,
        correct,
        rating: RATING_NAMES[grade],
        next_due_at: next.card.due.toISOString(),
      };
      state.answers[body.client_key] = { card_id: body.card_id, session_key: body.session_key, result };
      state.sessions[body.session_key] ??= { finished_at: null };
      return HttpResponse.json(result);
    }),
    http.post('*/api/review/sessions/:session_key/finish', ({ request, params }) => {
      record(request);
      const parsed = reviewSessionParams.safeParse(params);
      if (!parsed.success) return badRequest(parsed.error.issues, 'params');
      const session = state.sessions[parsed.data.session_key];
      if (!session) return notFound(REVIEW_NO_SESSION);
      session.finished_at ??= clock().toISOString();
      const answers = Object.values(state.answers).filter((a) => a.session_key === parsed.data.session_key);
      const body: ReviewSessionSummary = {
        answered: answers.length,
        correct: answers.filter((a) => a.result.correct).length,
        finished_at: session.finished_at,
      };
      return HttpResponse.json(body);
    }),
  ];
}
