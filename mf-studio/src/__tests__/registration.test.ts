import { testRuntime, userWithRoles } from '@app/shared/testing';
import { register } from '../registration';

const user = userWithRoles;

describe("mf-studio's registration", () => {
  it("shows 'Obsah' on home to editors and admins only", () => {
    const row = register(testRuntime).homeRow!;
    expect(row.title).toBe('Obsah');
    expect(row.target).toBe('/studio/course');
    expect(row.visibleTo!(user(['editor']))).toBe(true);
    expect(row.visibleTo!(user(['admin']))).toBe(true);
    expect(row.visibleTo!(user(['teacher', 'organiser', 'speaker']))).toBe(false);
    expect(row.visibleTo!(user([]))).toBe(false);
    expect(row.visibleTo!(user(undefined))).toBe(false);
  });

  it('points the back button up one level', () => {
    const back = Object.fromEntries(register(testRuntime).routes.map((r) => [r.path, r.back]));
    expect(back).toEqual({
      '/studio': '/main',
      '/studio/course': '/main',
      '/studio/course/:id': '/studio/course',
      '/studio/publications': '/studio/course',
      '/studio/publications/:id': '/studio/publications',
      '/studio/news': '/studio/course',
      '/studio/news/:id': '/studio/news',
      '/studio/meetings': '/studio/course',
      '/studio/meetings/:id': '/studio/meetings',
      '/studio/speakers': '/studio/course',
      '/studio/speakers/:id': '/studio/speakers',
      '/studio/authors': '/studio/publications',
      '/studio/authors/:id': '/studio/authors',
    });
  });
});
