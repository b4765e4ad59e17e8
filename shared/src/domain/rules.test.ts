import { birthDateIssue, describeInputIssue, foldForSearch, matchesSearch, pageNeighbours, refusedNotificationChange } from '.';
import { settingsFixture } from '../mocks/fixtures';

describe('domain rules shared by the mocks and the server', () => {
  it('search folds case and Slovak diacritics', () => {
    expect(foldForSearch('Štedrý VEČER, ľúbosť')).toBe('stedry vecer, lubost');
    expect(matchesSearch('Vianočné zvyky: Štedrý večer', 'stedry vecer')).toBe(true);
    expect(matchesSearch('Kapustnica', 'stedry')).toBe(false);
  });

  it('a birth date must exist, not be before 1900 and not lie ahead', () => {
    const today = new Date('2026-11-23T10:00:00Z');
    expect(birthDateIssue('1990-02-28', today)).toBeUndefined();
    expect(birthDateIssue('', today)).toBeUndefined();
    expect(birthDateIssue('2023-02-29', today)).toBe('must be an existing date');
    expect(birthDateIssue('1899-12-31', today)).toBe('must not be before 1900-01-01');
    expect(birthDateIssue('2026-11-24', today)).toBe('must not be in the future');
  });

  it('a child notification cannot be turned on under a parent that is or stays off', () => {
    const off = { ...settingsFixture, notify_on_study: false, notify_on_new_tasks: false };
    expect(refusedNotificationChange(off, { notify_on_new_tasks: true })).toMatchObject({
      child: 'notify_on_new_tasks',
      parent: 'notify_on_study',
    });
    expect(refusedNotificationChange(off, { notify_on_study: true, notify_on_new_tasks: true })).toBeUndefined();
  });

  it('a page past the end links back to the last page with results', () => {
    expect(pageNeighbours({ count: 13, page: 99, pageSize: 10, returned: 0 })).toEqual({ next: null, previous: 2 });
    expect(pageNeighbours({ count: 13, page: 1, pageSize: 10, returned: 10 })).toEqual({ next: 2, previous: null });
  });

  it('bad input names the field; an unknown key says so', () => {
    expect(describeInputIssue({ code: 'unrecognized_keys', path: [], keys: ['colour'] })).toEqual({
      field: 'colour',
      message: 'colour: unknown field',
    });
    expect(describeInputIssue({ code: 'too_big', path: ['search'], message: 'Too big' }, 'query')).toEqual({
      field: 'search',
      message: 'search: Too big',
    });
  });
});
