/** Helpers of the calls suites (calls.test.ts, calls-race.test.ts). */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/types';
import { activateBasic, authHeaders, newTelegramUser } from './helpers';

export type Tg = ReturnType<typeof newTelegramUser>;

const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/**
 * A speaker available around the clock every day (00:00–24:00 in Europe/Bratislava), 30 €/h, so a
 * test can book "three hours from now" whatever the time of day it runs.
 */
export async function addRoundTheClockSpeaker(db: Db, name = 'Test'): Promise<number> {
  const slug = `test-${name}-${Math.random().toString(36).slice(2, 10)}`;
  const [speaker] = await db.query<{ id: number }>(
    `INSERT INTO speakers (slug, first_name, last_name, username, photo_url, time_zone, price_per_hour, sort_order)
     VALUES ($1, $2, 'Hovorca', $3, NULL, 'Europe/Bratislava', 30, 100) RETURNING id`,
    [slug, name, slug.replaceAll('-', '_')],
  );
  for (let weekday = 1; weekday <= 7; weekday += 1) {
    await db.query(
      `INSERT INTO speaker_availability (speaker_id, weekday, start_time, end_time) VALUES ($1, $2, '00:00', '24:00')`,
      [speaker!.id, weekday],
    );
  }
  return speaker!.id;
}

/**
 * Instants on the 10-minute grid (Bratislava's offset is whole hours, so the speaker's grid too),
 * `fromNowMs` after `now` (the system clock unless the test passes the clock it gave the app).
 */
export function gridSlot(fromNowMs: number, minutes = 10, now = Date.now()): { start: string; end: string } {
  const start = Math.ceil((now + fromNowMs) / (10 * MINUTE)) * 10 * MINUTE;
  const wire = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
  return { start: wire(start), end: wire(start + minutes * MINUTE) };
}

/**
 * A slot `daysAhead` days from now at a given UTC time of day (plus `plusMinutes`). Two slots on one
 * day at 10:00Z and later fall into the same Bratislava month, which quota tests rely on.
 */
export function slotOnDay(daysAhead: number, plusMinutes = 0, minutes = 10): { start: string; end: string } {
  const day = new Date(Date.now() + daysAhead * DAY);
  const start = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 10, 0) + plusMinutes * MINUTE;
  const wire = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
  return { start: wire(start), end: wire(start + minutes * MINUTE) };
}

export async function subscribedUser(app: FastifyInstance): Promise<Tg> {
  const tg = newTelegramUser();
  await activateBasic(app, tg);
  return tg;
}

export function book(app: FastifyInstance, tg: Tg, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/calls', headers: authHeaders(tg), payload: body });
}

export function get(app: FastifyInstance, tg: Tg, url: string) {
  return app.inject({ method: 'GET', url, headers: authHeaders(tg) });
}

export function post(app: FastifyInstance, tg: Tg, url: string, payload?: Record<string, unknown>) {
  return app.inject({ method: 'POST', url, headers: authHeaders(tg), ...(payload ? { payload } : {}) });
}

export async function userIdOf(db: Db, tg: Tg): Promise<number> {
  return (await db.query<{ id: number }>('SELECT id FROM users WHERE telegram_id = $1', [tg.id]))[0]!.id;
}

/** A call written straight into the table (past or running calls cannot be booked through the API). */
export async function insertCall(
  db: Db,
  tg: Tg,
  speakerId: number,
  start: Date,
  end: Date,
  options: { status?: 'scheduled' | 'cancelled'; included?: boolean; price?: number } = {},
): Promise<number> {
  const status = options.status ?? 'scheduled';
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO calls (user_id, speaker_id, start_dt, end_dt, status, cancelled_at, is_included, quota_month, price)
     VALUES ($1, $2, $3, $4, $5, $6, $7, date_trunc('month', $3::timestamptz AT TIME ZONE 'Europe/Bratislava')::date, $8) RETURNING id`,
    [
      await userIdOf(db, tg),
      speakerId,
      start,
      end,
      status,
      status === 'cancelled' ? new Date() : null,
      options.included ?? false,
      options.price ?? 5,
    ],
  );
  return row!.id;
}
