import { findModule, MODULES, type ModuleDefinition } from '@atrium/core';
import { describe, expect, it } from 'vitest';
import {
  administrationModules,
  navigationPermissions,
  visibleEntries,
  visibleModules,
} from '../navigation-filter';

const grant =
  (...permissions: string[]) =>
  (permission: string) =>
    permissions.includes(permission);

function moduleOf(key: string): ModuleDefinition {
  const module = findModule(key);
  if (!module) throw new Error(`no module ${key}`);
  return module;
}

describe('navigation filtering', () => {
  it('shows only modules whose requirement is met, heaviest first', () => {
    const keys = visibleModules(MODULES, grant('module:crm', 'module:superadmin')).map((m) => m.key);
    expect(keys).toEqual(['userzone', 'superadmin', 'administration', 'crm']);
  });

  it('needs every permission of an `all` requirement', () => {
    expect(visibleModules(MODULES, grant('module:analytics')).map((m) => m.key)).not.toContain('analytics');
    expect(
      visibleModules(MODULES, grant('module:analytics', 'analytics:administration')).map((m) => m.key),
    ).toContain('analytics');
  });

  it('lists only Super Admin and Administration in the administration section, by weight', () => {
    expect(administrationModules(MODULES, grant('module:superadmin')).map((m) => m.key)).toEqual([
      'superadmin',
      'administration',
    ]);
    expect(administrationModules(MODULES, grant('module:admin')).map((m) => m.key)).toEqual([
      'administration',
    ]);
    expect(administrationModules(MODULES, grant('module:crm'))).toEqual([]);
  });

  it('filters entries by their own requirement, `any` needing one of several', () => {
    const crm = visibleEntries(moduleOf('crm'), grant('account:view', 'lead:view'), () => '');
    expect(crm.map(({ entry }) => entry.key)).toEqual(['crm.accounts', 'crm.leads']);
    const digisign = visibleEntries(moduleOf('digisign'), grant('digisignApprovalTemplate:edit'), () => '');
    expect(digisign.map(({ entry }) => entry.key)).toEqual(['digisign.masters']);
    const creator = visibleEntries(moduleOf('superadmin'), grant('superadmin:create-relations'), () => '');
    expect(creator.map(({ entry }) => entry.key)).toEqual(['superadmin.creator']);
  });

  it('shows an external entry only when its URL is configured', () => {
    const hyperion = moduleOf('hyperion');
    const none = visibleEntries(hyperion, grant(), () => '');
    expect(none.map(({ entry }) => entry.key)).toEqual([]);
    const configured = visibleEntries(hyperion, grant(), () => 'https://fin.example');
    expect(configured).toEqual([
      { entry: expect.objectContaining({ key: 'hyperion.financials' }), href: 'https://fin.example' },
    ]);
  });

  it('collects every permission of the registry once', () => {
    const permissions = navigationPermissions(MODULES);
    expect(permissions).toContain('module:crm');
    expect(permissions).toContain('superadmin:manage-cloudintegrations');
    expect(new Set(permissions).size).toBe(permissions.length);
  });
});
