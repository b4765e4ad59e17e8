/** Helpers of the studio's speaker suites (studio-speakers.test.ts, studio-speakers-race.test.ts). */
import type { FastifyInstance } from 'fastify';
import type { StudioSpeaker, StudioSpeakerInput, StudioSpeakerSave } from '@app/studio-contract';
import type { Headers } from './staff-support';

/**
 * The clock the suites give the app: Monday 7 January 2030, 09:00 in Bratislava (CET). The days
 * below are chosen against it: Wednesday the 9th and Thursday the 10th are inside the booking
 * window and past the minimum notice.
 */
export const NOW = new Date('2030-01-07T08:00:00Z');
export const WEDNESDAY = '2030-01-09';
export const THURSDAY = '2030-01-10';

export const newSpeaker = (overrides: Partial<StudioSpeakerInput> = {}): StudioSpeakerInput => ({
  first_name: 'Jana',
  last_name: 'Testová',
  username: 'jana_testova',
  bio: 'Učiteľka z Trnavy.',
  photo_file_id: null,
  languages: ['slovenčina', 'angličtina'],
  price_per_hour: 20,
  hidden: false,
  hours: [{ weekday: 3, start: '10:00', end: '12:00' }],
  days_off: [],
  ...overrides,
});

export const toSave = (speaker: StudioSpeaker, changes: Partial<StudioSpeakerInput> = {}): StudioSpeakerSave => ({
  version: speaker.version,
  first_name: speaker.first_name,
  last_name: speaker.last_name,
  username: speaker.username,
  bio: speaker.bio,
  photo_file_id: speaker.photo_file_id,
  languages: speaker.languages,
  price_per_hour: speaker.price_per_hour,
  hidden: speaker.hidden,
  hours: speaker.hours,
  days_off: speaker.days_off,
  ...changes,
});

export const as = (app: FastifyInstance, headers: Headers) => ({
  get: (url: string) => app.inject({ method: 'GET', url: `/api${url}`, headers }),
  post: (url: string, payload?: object) => app.inject({ method: 'POST', url: `/api${url}`, headers, payload }),
  put: (url: string, payload: object) => app.inject({ method: 'PUT', url: `/api${url}`, headers, payload }),
});

/** The slot starts (HH:mm, Bratislava) a learner is offered on a day, 30-minute calls. */
export async function slotStarts(app: FastifyInstance, headers: Headers, speakerId: number, date: string): Promise<string[]> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/calls/slots?speaker_id=${speakerId}&date=${date}&duration=30`,
    headers,
  });
  if (res.statusCode !== 200) throw new Error(`slots: ${res.statusCode} ${res.body}`);
  return (res.json() as Array<{ slot_start: string }>).map((slot) => slot.slot_start);
}

/** Wednesday's call at hh:mm Bratislava (CET, UTC+1), `length` minutes, as the booking sends it. */
export function wednesdayCall(hour: number, minute = 0, length = 30) {
  const start = new Date(Date.UTC(2030, 0, 9, hour - 1, minute));
  const wire = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');
  return { start_dt: wire(start), end_dt: wire(new Date(start.getTime() + length * 60_000)) };
}
