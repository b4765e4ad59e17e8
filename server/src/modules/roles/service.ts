import type { StaffMe, StaffRole, StaffRoleGrant, StaffSpeakerList, StaffUser, StaffUserList } from '@app/staff-contract';
import { isUniqueViolation, type Db, type Queryable } from '../../db/types';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import type { StaffBootstrap } from '../../config';
import { roleRefusal } from '@app/staff-contract/rules';

export type { StaffBootstrap };

/**
 * The one place staff roles are decided. A role is a `staff_roles` row an admin granted, or comes
 * from the environment: ADMIN_TELEGRAM_IDS bootstraps admins (someone must grant the first role),
 * TEACHER_TELEGRAM_IDS keeps naming teachers as it did before roles lived in the database. Both
 * are read with the rest of the environment (config.ts) and handed to the app, which passes them
 * to every role check. An admin passes every role check.
 */

/** No one named by the environment (tests and the default of buildApp). */
export const emptyStaffBootstrap = (): StaffBootstrap => ({ admins: new Set(), teachers: new Set() });

interface Who {
  id: number;
  telegram_id: number;
}

const ROLE_ORDER: StaffRole[] = ['admin', 'teacher', 'organiser', 'speaker', 'editor'];

function envGrants(telegramId: number, bootstrap: StaffBootstrap): StaffRoleGrant[] {
  const grants: StaffRoleGrant[] = [];
  if (bootstrap.admins.has(telegramId)) grants.push({ role: 'admin', source: 'env', speaker_id: null });
  if (bootstrap.teachers.has(telegramId)) grants.push({ role: 'teacher', source: 'env', speaker_id: null });
  return grants;
}

/** Granted rows first, then what the environment adds; one entry per role, in a fixed order. */
function mergeGrants(granted: StaffRoleGrant[], fromEnv: StaffRoleGrant[]): StaffRoleGrant[] {
  const byRole = new Map<StaffRole, StaffRoleGrant>();
  for (const grant of [...granted, ...fromEnv]) if (!byRole.has(grant.role)) byRole.set(grant.role, grant);
  return ROLE_ORDER.flatMap((role) => (byRole.has(role) ? [byRole.get(role)!] : []));
}

export async function roleGrantsOf(db: Queryable, bootstrap: StaffBootstrap, who: Who): Promise<StaffRoleGrant[]> {
  const rows = await db.query<{ role: StaffRole; speaker_id: number | null }>(
    'SELECT role, speaker_id FROM staff_roles WHERE user_id = $1',
    [who.id],
  );
  return mergeGrants(
    rows.map((row) => ({ role: row.role, source: 'granted' as const, speaker_id: row.speaker_id })),
    envGrants(who.telegram_id, bootstrap),
  );
}

export async function staffRolesOf(db: Queryable, bootstrap: StaffBootstrap, who: Who): Promise<StaffRole[]> {
  return (await roleGrantsOf(db, bootstrap, who)).map((grant) => grant.role);
}

/**
 * The role check of every staff route: 403 unless the user holds one of `roles` or is an admin.
 * Answers the user's grants, so a speaker route can read the linked speaker without asking again.
 */
export async function requireStaffRole(
  db: Queryable,
  bootstrap: StaffBootstrap,
  who: Who,
  ...roles: StaffRole[]
): Promise<StaffRoleGrant[]> {
  const grants = await roleGrantsOf(db, bootstrap, who);
  if (!grants.some((grant) => grant.role === 'admin' || roles.includes(grant.role))) {
    throw forbidden(roleRefusal(roles));
  }
  return grants;
}

export async function staffMe(db: Queryable, bootstrap: StaffBootstrap, who: Who): Promise<StaffMe> {
  const grants = await roleGrantsOf(db, bootstrap, who);
  const speakerId = grants.find((grant) => grant.role === 'speaker')?.speaker_id ?? null;
  const [speaker] = speakerId
    ? await db.query<{ id: number; first_name: string; last_name: string; time_zone: string }>(
        'SELECT id, first_name, last_name, time_zone FROM speakers WHERE id = $1',
        [speakerId],
      )
    : [];
  return { roles: grants.map((grant) => grant.role), speaker: speaker ?? null };
}

const USER_LIMIT = 50;

/**
 * Users for the admin's role screen. A search looks through first and last name (either order) and
 * the username, ignoring case and an '@' in front; without one, everyone holding a role: granted,
 * or named by the environment (ADMIN_TELEGRAM_IDS, TEACHER_TELEGRAM_IDS) once they opened the app.
 * Only users who have opened the app exist here, which is the point: roles go to real accounts.
 */
export async function listStaffUsers(
  db: Queryable,
  bootstrap: StaffBootstrap,
  search: string | undefined,
): Promise<StaffUserList> {
  const term = (search ?? '').replace(/^@/, '').trim();
  const rows = term
    ? await db.query<StaffUserRow>(
        `SELECT id, telegram_id, username, first_name, last_name FROM users
         WHERE strpos(lower(first_name || ' ' || last_name), lower($1)) > 0
            OR strpos(lower(last_name || ' ' || first_name), lower($1)) > 0
            OR strpos(lower(coalesce(username, '')), lower($1)) > 0
         ORDER BY first_name, last_name, id LIMIT ${USER_LIMIT}`,
        [term],
      )
    : await db.query<StaffUserRow>(
        `SELECT id, telegram_id, username, first_name, last_name FROM users
         WHERE id IN (SELECT user_id FROM staff_roles) OR telegram_id = ANY($1::bigint[])
         ORDER BY first_name, last_name, id LIMIT ${USER_LIMIT}`,
        [[...bootstrap.admins, ...bootstrap.teachers]],
      );
  return { results: await Promise.all(rows.map((row) => withRoles(db, bootstrap, row))) };
}

interface StaffUserRow {
  id: number;
  telegram_id: number;
  username: string | null;
  first_name: string;
  last_name: string;
}

async function withRoles(db: Queryable, bootstrap: StaffBootstrap, row: StaffUserRow): Promise<StaffUser> {
  return { ...row, roles: await roleGrantsOf(db, bootstrap, row) };
}

async function findStaffUser(db: Queryable, userId: number): Promise<StaffUserRow> {
  const [row] = await db.query<StaffUserRow>('SELECT id, telegram_id, username, first_name, last_name FROM users WHERE id = $1', [
    userId,
  ]);
  if (!row) throw notFound(`User ${userId} not found`);
  return row;
}

/**
 * Grants a role (idempotent: granting it again keeps the first grant, or moves a speaker role to
 * another speakers row). A speaker role needs `speaker_id`; one speakers row has one user.
 */
export async function grantRole(
  db: Db,
  bootstrap: StaffBootstrap,
  adminId: number,
  userId: number,
  role: StaffRole,
  speakerId: number | undefined,
): Promise<StaffUser> {
  const user = await findStaffUser(db, userId);
  if (role === 'speaker') {
    if (!speakerId) throw badRequest('speaker_id: a speaker role is linked to a speaker', 'speaker_id');
    const [speaker] = await db.query('SELECT 1 FROM speakers WHERE id = $1', [speakerId]);
    if (!speaker) throw badRequest(`speaker_id: speaker ${speakerId} not found`, 'speaker_id');
  } else if (speakerId !== undefined) {
    throw badRequest('speaker_id: only a speaker role is linked to a speaker', 'speaker_id');
  }
  try {
    await db.query(
      `INSERT INTO staff_roles (user_id, role, speaker_id, granted_by) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, role) DO UPDATE SET speaker_id = EXCLUDED.speaker_id
       WHERE staff_roles.speaker_id IS DISTINCT FROM EXCLUDED.speaker_id`,
      [userId, role, speakerId ?? null, adminId],
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`Speaker ${speakerId} is already linked to another user`, 'speaker_id');
    throw error;
  }
  return withRoles(db, bootstrap, user);
}

/** Revokes a granted role; a role from the environment stays until the environment changes. */
export async function revokeRole(
  db: Queryable,
  bootstrap: StaffBootstrap,
  adminId: number,
  userId: number,
  role: StaffRole,
): Promise<StaffUser> {
  const user = await findStaffUser(db, userId);
  if (userId === adminId && role === 'admin') throw conflict('An admin cannot revoke their own admin role');
  await db.query('DELETE FROM staff_roles WHERE user_id = $1 AND role = $2', [userId, role]);
  return withRoles(db, bootstrap, user);
}

export async function listSpeakersForRoles(db: Queryable): Promise<StaffSpeakerList> {
  const rows = await db.query<{ id: number; first_name: string; last_name: string; linked_user_id: number | null }>(
    `SELECT s.id, s.first_name, s.last_name, r.user_id AS linked_user_id
     FROM speakers s LEFT JOIN staff_roles r ON r.speaker_id = s.id
     ORDER BY s.sort_order, s.id`,
  );
  return { results: rows };
}
