import { user } from '../contract';
import { parsePersonNames, personOf, personOfUser, personParam } from './people';

describe('persons of standalone runs and tests', () => {
  it('makes a learner with the Basic plan and no role, and one without a plan', () => {
    expect(personOf('learner').user).toMatchObject({
      subscription: { status: 'active', plan: { code: 'basic' } },
      staff_roles: [],
    });
    expect(personOf('learner-without-plan').user).toMatchObject({ subscription: null, staff_roles: [] });
  });

  it('gives a staff role no plan unless the learner is named too, and combines roles in one order', () => {
    expect(personOf('editor').user).toMatchObject({ subscription: null, staff_roles: ['editor'] });
    expect(personOf(['organiser', 'teacher']).user.staff_roles).toEqual(['teacher', 'organiser']);
    expect(personOf(['learner', 'admin']).user).toMatchObject({ subscription: { status: 'active' }, staff_roles: ['admin'] });
  });

  it('answers /users/me as the contract reads it', () => {
    for (const as of ['learner', 'learner-without-plan', 'teacher', 'organiser', 'speaker', 'editor', 'admin'] as const) {
      expect(user.parse(personOf(as).user)).toEqual(personOf(as).user);
    }
  });

  it('refuses to name nobody', () => {
    expect(() => personOf([])).toThrow(/name at least one person/);
  });

  it('reads ?as= and writes it back, naming the first word that is nobody', () => {
    expect(parsePersonNames('teacher,organiser')).toEqual({ names: ['teacher', 'organiser'] });
    expect(parsePersonNames(' editor , learner ')).toEqual({ names: ['editor', 'learner'] });
    expect(parsePersonNames('teacher,boss')).toEqual({ unknown: 'boss' });
    expect(parsePersonNames('')).toEqual({ unknown: '' });
    expect(personParam(personOf(['teacher', 'organiser']))).toBe('teacher,organiser');
  });

  it('names the person a test user already is', () => {
    expect(personOfUser(personOf(['learner', 'editor']).user).names).toEqual(['learner', 'editor']);
    expect(personOfUser({ ...personOf('learner').user, staff_roles: undefined }).names).toEqual(['learner']);
  });
});
