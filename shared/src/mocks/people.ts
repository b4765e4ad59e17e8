import type { User } from '../contract';
import { subscriptionFixture, userFixture } from './fixtures';

export type StaffRole = NonNullable<User['staff_roles']>[number];

/**
 * Who a standalone run or a component test is, as the server would serve them: 'learner' holds
 * the Basic plan, 'learner-without-plan' holds nothing (the shell keeps them on onboarding), and a
 * staff role is that role without a plan (most staff do not learn Slovak). Names combine:
 * ['teacher', 'organiser'] holds both roles, ['learner', 'editor'] is an editor who also learns.
 */
export type PersonName = 'learner' | 'learner-without-plan' | StaffRole;
export type As = PersonName | readonly PersonName[];

/** Every staff role the contract knows, in the order a switcher lists them (the Record keeps it complete). */
const ROLE_ORDER: Record<StaffRole, number> = { teacher: 0, organiser: 1, speaker: 2, editor: 3, admin: 4 };
export const STAFF_ROLES = (Object.keys(ROLE_ORDER) as StaffRole[]).sort((a, b) => ROLE_ORDER[a] - ROLE_ORDER[b]);

export const PERSON_NAMES: readonly PersonName[] = ['learner', 'learner-without-plan', ...STAFF_ROLES];

const isStaffRole = (name: PersonName): name is StaffRole => name in ROLE_ORDER;

export interface Person {
  /** The names it was made of, as `?as=` writes them (joined by commas). */
  names: readonly PersonName[];
  /** GET /users/me for this person: the demo user Emma with this plan and these roles. */
  user: User;
}

/** The person `as` names; throws on an empty list (a test or a bootstrap that names nobody). */
export function personOf(as: As): Person {
  const names: PersonName[] = typeof as === 'string' ? [as] : [...new Set(as)];
  if (names.length === 0) throw new Error('personOf: name at least one person (learner, learner-without-plan or a staff role)');
  const staff_roles = names.filter(isStaffRole).sort((a, b) => ROLE_ORDER[a] - ROLE_ORDER[b]);
  const subscription = names.includes('learner') ? structuredClone(subscriptionFixture) : null;
  return { names, user: { ...structuredClone(userFixture), subscription, staff_roles } };
}

/** The person a mock user already is (a test's own user state): the names that make it. */
export const personOfUser = (user: User): Person => ({
  names: [user.subscription ? 'learner' : 'learner-without-plan', ...(user.staff_roles ?? [])],
  user,
});

/** `?as=teacher,organiser` → the names, or the first word that names nobody. */
export function parsePersonNames(text: string): { names: PersonName[] } | { unknown: string } {
  const words = text
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
  const unknown = words.find((word) => !(PERSON_NAMES as readonly string[]).includes(word));
  if (unknown !== undefined || words.length === 0) return { unknown: unknown ?? text };
  return { names: words as PersonName[] };
}

/** How `?as=` and the switcher write a person. */
export const personParam = (person: Person) => person.names.join(',');
