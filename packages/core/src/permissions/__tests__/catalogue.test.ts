import { describe, expect, it } from 'vitest';
import { MODULES } from '../../navigation/modules';
import { permissionCatalogue, permissionGroup } from '../catalogue';
import { isPermissionString, requirementPermissions } from '../requirement';

const everyRequiredPermission = MODULES.flatMap((module) => [
  ...requirementPermissions(module.requires),
  ...module.navigation.flatMap((item) => requirementPermissions(item.requires)),
]);

describe('permissionCatalogue', () => {
  const catalogue = permissionCatalogue();

  it('contains every permission a module or a navigation entry requires', () => {
    expect(everyRequiredPermission.length).toBeGreaterThan(0);
    const missing = everyRequiredPermission.filter((permission) => !catalogue.includes(permission));
    expect(missing).toEqual([]);
  });

  it('also contains the platform permissions that gate no navigation entry', () => {
    expect(catalogue).toContain('module:userzone');
    expect(catalogue).toContain('module:admin');
  });

  it('names each permission once', () => {
    expect(new Set(catalogue).size).toBe(catalogue.length);
  });

  it('is sorted', () => {
    expect(catalogue).toEqual([...catalogue].sort());
  });

  it('holds only well-formed permission strings', () => {
    expect(catalogue.filter((permission) => !isPermissionString(permission))).toEqual([]);
  });

  it('holds nothing beyond the registry, the object verbs of its view permissions and the platform ones', () => {
    const verbs = [...everyRequiredPermission]
      .filter((permission) => permission.endsWith(':view'))
      .flatMap((view) =>
        ['create', 'edit', 'delete', 'export'].map((verb) => view.replace(/:view$/, `:${verb}`)),
      );
    const embedded = ['view', 'create', 'edit', 'delete', 'export'].map((verb) => `note:${verb}`);
    const expected = new Set([
      ...everyRequiredPermission,
      ...verbs,
      ...embedded,
      'module:userzone',
      'module:admin',
    ]);
    expect(catalogue.filter((permission) => !expected.has(permission))).toEqual([]);
  });

  it('gives every viewable object its verbs', () => {
    expect(catalogue).toEqual(
      expect.arrayContaining([
        'salesOrder:create',
        'salesOrder:edit',
        'salesOrder:delete',
        'salesOrder:export',
      ]),
    );
  });

  it('gives a new array each call, so a caller cannot change the next one', () => {
    const first = permissionCatalogue();
    first.push('zzz:injected');
    expect(permissionCatalogue()).not.toContain('zzz:injected');
  });
});

describe('permissionGroup', () => {
  it('is the scope before the colon', () => {
    expect(permissionGroup('crm:configuration')).toBe('crm');
    expect(permissionGroup('module:crm')).toBe('module');
    expect(permissionGroup('hcm:export-tpc')).toBe('hcm');
  });

  it('is the whole string when there is no colon', () => {
    expect(permissionGroup('crm')).toBe('crm');
    expect(permissionGroup('')).toBe('');
  });
});
