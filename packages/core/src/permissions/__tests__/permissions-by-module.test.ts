import { describe, expect, it } from 'vitest';
import { permissionCatalogue, permissionsByModule } from '../catalogue';

describe('permissionsByModule', () => {
  const groups = permissionsByModule();

  it('lists every catalogue permission exactly once', () => {
    const listed = groups.flatMap((group) => group.permissions);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(permissionCatalogue());
  });

  it('groups a permission under the module that declares it, with its object verbs', () => {
    const crm = groups.find((group) => group.module === 'crm');
    expect(crm?.permissions).toEqual(
      expect.arrayContaining(['module:crm', 'account:view', 'account:delete']),
    );
    const admin = groups.find((group) => group.module === 'administration');
    expect(admin?.permissions).toContain('admin:users');
    expect(groups.find((group) => group.module === 'platform')?.permissions).toContain('note:view');
  });
});
