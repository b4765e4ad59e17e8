import { testRuntime, userWithRoles } from '@app/shared/testing';
import { register } from '../registration';

const user = userWithRoles;

describe("mf-staff's registration", () => {
  it("shows 'Pre lektorov' on home only to staff", () => {
    const row = register(testRuntime).homeRow!;
    expect(row.title).toBe('Pre lektorov');
    expect(row.target).toBe('/staff');
    expect(row.visibleTo!(user(['organiser']))).toBe(true);
    expect(row.visibleTo!(user(['speaker', 'teacher']))).toBe(true);
    expect(row.visibleTo!(user([]))).toBe(false);
    // A server from before roles sends no staff_roles: a learner.
    expect(row.visibleTo!(user(undefined))).toBe(false);
  });

  it('points the back button up one level from every staff screen', () => {
    const back = Object.fromEntries(register(testRuntime).routes.map((r) => [r.path, r.back]));
    expect(back).toEqual({
      '/staff': '/main',
      '/staff/speaking': '/staff',
      '/staff/speaking/:sectionId/:userId': '/staff/speaking',
      '/staff/meetings': '/staff',
      '/staff/meetings/:id': '/staff/meetings',
      '/staff/calls': '/staff',
      '/staff/roles': '/staff',
    });
  });

  it('declares that its routes need a staff role, not the plan, and /staff as the staff home (issue 29, item 1)', () => {
    const registration = register(testRuntime);
    expect(registration.access).toBe('staff-role');
    expect(registration.staffHome).toBe('/staff');
  });
});
