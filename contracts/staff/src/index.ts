import { z } from 'zod';
import { ACTIVITY_MAX_FEEDBACK_LENGTH } from '@app/activities-contract';
import { callStatus } from '@app/calls-contract';
import { paginated, positiveId } from '@app/shared/contract';

/*
 * The staff side (server/src/modules/staff/README.md): teachers score speaking, organisers check tickets
 * in, speakers see their calls, admins grant roles. Every /staff route checks its role on the
 * server (403 otherwise); an admin may do what every other role may.
 */

export const staffRole = z.enum(['admin', 'teacher', 'organiser', 'speaker', 'editor']);
export type StaffRole = z.infer<typeof staffRole>;

/** Where a role comes from: a row an admin granted, or the server's environment (bootstrap). */
export const staffRoleSource = z.enum(['granted', 'env']);

export const staffRoleGrant = z.object({
  role: staffRole,
  source: staffRoleSource,
  /** The speakers row a speaker role is linked to; null for the other roles. */
  speaker_id: z.number().int().nullable(),
});
export type StaffRoleGrant = z.infer<typeof staffRoleGrant>;

/** GET /staff/me: the caller's roles (empty for a learner) and, for a speaker, who they speak as. */
export const staffMe = z.object({
  roles: z.array(staffRole),
  speaker: z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string(), time_zone: z.string() }).nullable(),
});
export type StaffMe = z.infer<typeof staffMe>;

const staffPerson = z.object({
  id: z.number().int(),
  telegram_id: z.number().int(),
  username: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
});
export type StaffPerson = z.infer<typeof staffPerson>;

/** A user as the admin's role screen lists them. */
export const staffUser = staffPerson.extend({ roles: z.array(staffRoleGrant) });
export type StaffUser = z.infer<typeof staffUser>;
export const staffUserList = z.object({ results: z.array(staffUser) });
export type StaffUserList = z.infer<typeof staffUserList>;

export const STAFF_SEARCH_MAX_LENGTH = 100;

/** GET /staff/users?search=: by name or @username (blank lists staff only). */
export const staffUserQuery = z.object({
  search: z.string().trim().max(STAFF_SEARCH_MAX_LENGTH, `must be at most ${STAFF_SEARCH_MAX_LENGTH} characters`).optional(),
});

export const staffRoleParams = z.object({ user_id: positiveId, role: staffRole });

/** Body of PUT /staff/users/{user_id}/roles/{role}: a speaker role names its speakers row. */
export const staffRoleGrantBody = z.object({ speaker_id: z.number().int().positive().optional() }).default({});
export type StaffRoleGrantBody = z.input<typeof staffRoleGrantBody>;

/** GET /staff/speakers: the speakers rows a speaker role can be linked to. */
export const staffSpeakerList = z.object({
  results: z.array(
    z.object({
      id: z.number().int(),
      first_name: z.string(),
      last_name: z.string(),
      /** The user id already linked to this speaker, if any. */
      linked_user_id: z.number().int().nullable(),
    }),
  ),
});
export type StaffSpeakerList = z.infer<typeof staffSpeakerList>;

// --- Teacher: speaking queue ---

/** A submitted speaking section waiting for a score, oldest first. */
export const speakingQueueItem = z.object({
  section_id: z.number().int(),
  section_title: z.string(),
  activity_id: z.number().int(),
  submitted_at: z.string(),
  learner: staffPerson,
  tasks: z.array(
    z.object({
      task_id: z.number().int(),
      instructions: z.string(),
      is_skipped: z.boolean(),
      /** Additive: what the learner was asked to say (the task's own prompt, not the generic instructions). */
      prompt: z.string().optional(),
      /** Additive: the chat the learner sent the voice message to (where the teacher listens to it). */
      chat_url: z.string().nullable().optional(),
      /** Additive: 'bot' when the answer was sent to the app's bot (then `recording` plays it), else 'chat'. */
      answer_via: z.enum(['bot', 'chat']).optional(),
      /** Additive: the stored answer (a URL signed for an hour, its length), null when none arrived. */
      recording: z
        .object({ url: z.string(), duration_seconds: z.number(), received_at: z.string(), attempt: z.number().int() })
        .nullable()
        .optional(),
    }),
  ),
});
export type SpeakingQueueItem = z.infer<typeof speakingQueueItem>;
/** GET /staff/speaking: paginated like the blog (count, next, previous, results), oldest first. */
export const speakingQueue = paginated(speakingQueueItem);
export type SpeakingQueue = z.infer<typeof speakingQueue>;

export const STAFF_PAGE_SIZE = 20;
export const STAFF_MAX_PAGE_SIZE = 100;
export const STAFF_MAX_PAGE = 10_000;

/** Query of the staff's paged lists (GET /staff/speaking, /staff/meetings). */
export const staffPageQuery = z.object({
  page: z.coerce.number().int().positive().max(STAFF_MAX_PAGE).default(1),
  page_size: z.coerce.number().int().positive().max(STAFF_MAX_PAGE_SIZE).default(STAFF_PAGE_SIZE),
});
export type StaffPageQuery = z.infer<typeof staffPageQuery>;

/**
 * Query of GET /staff/speaking: a page, or with section_id and user_id the one queued item the
 * score screen opens (a list of at most one, wherever it sits in the queue).
 */
export const speakingQueueQuery = staffPageQuery.extend({
  section_id: positiveId.optional(),
  user_id: positiveId.optional(),
});
export type SpeakingQueueQuery = z.infer<typeof speakingQueueQuery>;

export const speakingScoreParams = z.object({ section_id: positiveId, user_id: positiveId });

/** Body of POST /staff/speaking/{section_id}/user/{user_id}/score. */
export const speakingScoreBody = z.object({
  percent: z
    .number({ message: 'must be a whole number from 0 to 100' })
    .int('must be a whole number from 0 to 100')
    .min(0, 'must be a whole number from 0 to 100')
    .max(100, 'must be a whole number from 0 to 100'),
  feedback: z
    .string()
    .trim()
    .min(1, 'must not be blank')
    .max(ACTIVITY_MAX_FEEDBACK_LENGTH, `must be at most ${ACTIVITY_MAX_FEEDBACK_LENGTH} characters`),
});
export type SpeakingScoreBody = z.infer<typeof speakingScoreBody>;

/** 200 of the score: who scored it and when (409 names the teacher who was first). */
export const speakingScore = z.object({
  percent: z.number().int(),
  feedback: z.string(),
  evaluated_at: z.string(),
  evaluated_by: z.string(),
});
export type SpeakingScore = z.infer<typeof speakingScore>;

// --- Organiser: meetings and the door ---

export const staffMeetingCounts = z.object({
  /** Registered with a ticket (joined), checked in or not. */
  joined: z.number().int(),
  pending: z.number().int(),
  checked_in: z.number().int(),
  no_show: z.number().int(),
});

export const staffMeeting = z.object({
  id: z.number().int(),
  title: z.string(),
  place: z.string(),
  format: z.enum(['offline', 'online']),
  start_time: z.string(),
  end_time: z.string(),
  capacity: z.number().int(),
  counts: staffMeetingCounts,
  /** Additive: the door's window (server/src/modules/staff/README.md, "The door"): check-in is possible from, and until. */
  check_in_opens_at: z.string(),
  check_in_closes_at: z.string(),
  /** Additive: when the studio cancelled the meeting (its door never opens), else null. */
  cancelled_at: z.string().nullable(),
});
export type StaffMeeting = z.infer<typeof staffMeeting>;
/** Upcoming meetings (soonest first), then the last 30 days' (latest first); paginated like the blog. */
export const staffMeetingList = paginated(staffMeeting);
export type StaffMeetingList = z.infer<typeof staffMeetingList>;

export const staffParticipant = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  /** Null for a seat sold at the venue (no app user). */
  username: z.string().nullable(),
  status: z.enum(['joined', 'pending', 'cancelled', 'no-show']),
  checked_in_at: z.string().nullable(),
});
export type StaffParticipant = z.infer<typeof staffParticipant>;

export const staffMeetingDetail = staffMeeting.extend({ participants: z.array(staffParticipant) });
export type StaffMeetingDetail = z.infer<typeof staffMeetingDetail>;

export const staffMeetingParams = z.object({ id: positiveId });
export const staffParticipantParams = z.object({ id: positiveId, participant_id: positiveId });

/** Body of POST /staff/meetings/{id}/check-in: the text the scanner read. */
export const ticketScanBody = z.object({
  qr_token: z.string().max(512, 'must be at most 512 characters'),
});

/** Why a ticket does not let its holder in. */
export const ticketRefusal = z.enum([
  'unknown',
  'other_meeting',
  'meeting_cancelled',
  'cancelled',
  'pending',
  'no_show',
  'not_open_yet',
  'closed',
]);
export type TicketRefusal = z.infer<typeof ticketRefusal>;

/**
 * 200 of a check-in (a scan or by name). `checked_in`: let in now. `already_checked_in`: a repeat,
 * with the first check-in's time. `refused`: not a valid ticket for this meeting, and why.
 */
export const checkInResult = z.discriminatedUnion('result', [
  z.object({ result: z.literal('checked_in'), participant: staffParticipant }),
  z.object({ result: z.literal('already_checked_in'), participant: staffParticipant }),
  z.object({
    result: z.literal('refused'),
    reason: ticketRefusal,
    participant: staffParticipant.nullable(),
    /** Additive, with `not_open_yet`: when the door opens for this meeting. */
    opens_at: z.string().optional(),
  }),
]);
export type CheckInResult = z.infer<typeof checkInResult>;

/** 200 of DELETE .../check-in (a mistaken check-in undone): the participant, not checked in again. */
export const checkInUndone = z.object({ participant: staffParticipant });
export type CheckInUndone = z.infer<typeof checkInUndone>;

// --- Speaker: my calls ---

export const callOutcome = z.enum(['completed', 'missed']);
export type CallOutcome = z.infer<typeof callOutcome>;

export const speakerCall = z.object({
  id: z.number().int(),
  start_dt: z.string(),
  end_dt: z.string(),
  /** As the learner's list reads it: `missed` once the speaker said the learner did not come. */
  status: callStatus,
  learner: staffPerson,
  comment: z.string(),
  /** Ended, not cancelled, and not yet marked: 'Hovor prebehol' / 'Študent neprišiel' apply. */
  can_mark: z.boolean(),
  /** Additive: what the speaker marked (null: nothing yet). */
  outcome: callOutcome.nullable().optional(),
  /** Additive: the mark may still be taken back (DELETE .../outcome), within a day of making it. */
  can_undo: z.boolean().optional(),
});
export type SpeakerCall = z.infer<typeof speakerCall>;

/**
 * Where a page of GET /staff/calls stopped: the instant that split upcoming from past on the first
 * page (kept, so a call ending while the speaker pages moves to no other part and is neither shown
 * twice nor skipped), the part (0 upcoming, 1 past) and the last call's start and id (keyset).
 */
export interface SpeakerCallCursor {
  at: Date;
  part: 0 | 1;
  start: Date;
  id: number;
}

export const encodeSpeakerCallCursor = (cursor: SpeakerCallCursor) =>
  `${cursor.part}.${cursor.at.getTime()}.${cursor.start.getTime()}.${cursor.id}`;

const CURSOR_MESSAGE = 'is not a cursor this list gave (use the `next` of the previous page)';

/** The `cursor` query: only what `next` carried; anything else is a 400 naming `cursor`. */
export const speakerCallCursor = z
  .string()
  .regex(/^[01]\.\d{1,15}\.\d{1,15}\.[1-9]\d{0,15}$/, CURSOR_MESSAGE)
  .transform((value, ctx): SpeakerCallCursor => {
    const [part, at, start, id] = value.split('.').map(Number) as [number, number, number, number];
    if (!Number.isSafeInteger(id)) {
      ctx.addIssue({ code: 'custom', message: CURSOR_MESSAGE });
      return z.NEVER;
    }
    return { part: part as 0 | 1, at: new Date(at), start: new Date(start), id };
  });

/** Query of GET /staff/calls: a page (`page_size` calls) after `cursor`, or the first page. */
export const speakerCallQuery = z.object({
  cursor: speakerCallCursor.optional(),
  page_size: z.coerce.number().int().positive().max(STAFF_MAX_PAGE_SIZE).default(STAFF_PAGE_SIZE),
});
export type SpeakerCallQuery = z.infer<typeof speakerCallQuery>;

/**
 * GET /staff/calls: upcoming (soonest first), then the last 60 days' (latest first), a page at a
 * time (`next`: the cursor of the following page, null on the last).
 */
export const speakerCallList = z.object({
  /** The speaker's zone: the times are shown on the speaker's clock. */
  time_zone: z.string(),
  results: z.array(speakerCall),
  /** Additive: the speaker's weekly hours as the studio wrote them (ISO weekday, HH:mm on that clock). */
  hours: z.array(z.object({ weekday: z.number().int(), start: z.string(), end: z.string() })).optional(),
  /** Additive: the speaker's days off from today on (yyyy-MM-dd on that clock). */
  days_off: z.array(z.string()).optional(),
  /** Additive: the `cursor` of the next page; null when this page is the last. */
  next: z.string().nullable().optional(),
});
export type SpeakerCallList = z.infer<typeof speakerCallList>;

export const speakerCallParams = z.object({ id: positiveId });
export const callOutcomeBody = z.object({ outcome: callOutcome });
export type CallOutcomeBody = z.infer<typeof callOutcomeBody>;
