import { describe, expect, it } from 'vitest';
import type { ModuleDefinition } from '../module-definition';
import { findModule, MODULES, moduleKeyOfPath, modulesByWeight } from '../modules';

const allEntries = MODULES.flatMap((module) => module.navigation.map((item) => ({ module, item })));

describe('the module registry', () => {
  it('holds the thirteen modules of the spec', () => {
    expect(MODULES).toHaveLength(13);
    expect(MODULES.map((module) => module.key).sort()).toEqual([
      'administration',
      'analytics',
      'business-intelligence',
      'crm',
      'digisign',
      'hcm',
      'hyperion',
      'insights',
      'lms',
      'ppctieringtool',
      'servicedesk',
      'superadmin',
      'userzone',
    ]);
  });

  it('gives each module a unique lowercase key', () => {
    const keys = MODULES.map((module) => module.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toBe(key.toLowerCase());
  });

  it('gives each module a navigation list', () => {
    for (const module of MODULES) expect(module.navigation.length, module.key).toBeGreaterThan(0);
  });

  it("puts every internal navigation entry under its module's base path", () => {
    for (const { module, item } of allEntries) {
      if (item.external) continue;
      const inModule = item.url === `/${module.key}` || item.url.startsWith(`/${module.key}/`);
      expect(inModule, `${item.key} → ${item.url}`).toBe(true);
    }
  });

  it('has exactly one external link, the Hyperion financials one, which is no route of ours', () => {
    const external = allEntries.filter(({ item }) => item.external);
    expect(external.map(({ module, item }) => [module.key, item.key])).toEqual([
      ['hyperion', 'hyperion.financials'],
    ]);
    expect(external[0]?.item.url.startsWith('/')).toBe(false);
  });

  it('gives every navigation entry a unique key, prefixed with its module key', () => {
    const keys = allEntries.map(({ item }) => item.key);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    for (const { module, item } of allEntries)
      expect(item.key.startsWith(`${module.key}.`), item.key).toBe(true);
  });

  it('gives every navigation entry a unique URL within its module', () => {
    for (const module of MODULES) {
      const urls = module.navigation.map((item) => item.url);
      expect(new Set(urls).size, module.key).toBe(urls.length);
    }
  });

  it('weighs Super Admin 1000 and Administration 990, both in the administration section', () => {
    expect(findModule('superadmin')).toMatchObject({ weight: 1000, administration: true });
    expect(findModule('administration')).toMatchObject({ weight: 990, administration: true });
    const administration = MODULES.filter((module) => module.administration).map((module) => module.key);
    expect(administration.sort()).toEqual(['administration', 'superadmin']);
  });

  it('opens Administration to admins and super admins', () => {
    expect(findModule('administration')?.requires).toEqual({ any: ['module:admin', 'module:superadmin'] });
  });

  it('finds a module by key and nothing for an unknown key', () => {
    expect(findModule('crm')?.key).toBe('crm');
    expect(findModule('CRM')).toBeUndefined();
    expect(findModule('nope')).toBeUndefined();
  });
});

describe('modulesByWeight', () => {
  it('orders the registry heaviest first', () => {
    expect(modulesByWeight().map((module) => module.key)).toEqual([
      'userzone',
      'superadmin',
      'administration',
      'crm',
      'hcm',
      'servicedesk',
      'lms',
      'digisign',
      'hyperion',
      'business-intelligence',
      'analytics',
      'insights',
      'ppctieringtool',
    ]);
  });

  it('orders modules of equal weight by key, and leaves its input alone', () => {
    const make = (key: string, weight: number): ModuleDefinition => ({
      key,
      weight,
      icon: 'x',
      navigation: [],
    });
    const input = [make('b', 5), make('c', 10), make('a', 5)];
    expect(modulesByWeight(input).map((module) => module.key)).toEqual(['c', 'a', 'b']);
    expect(input.map((module) => module.key)).toEqual(['b', 'c', 'a']);
  });
});

describe('moduleKeyOfPath', () => {
  it.each([
    ['/crm', 'crm'],
    ['/crm/accounts', 'crm'],
    ['/hcm/talents/requests', 'hcm'],
    ['/business-intelligence/reports/new', 'business-intelligence'],
    ['//lms//masters', 'lms'],
    ['crm/accounts', 'crm'],
  ])('reads %s as %s', (path, key) => {
    expect(moduleKeyOfPath(path)).toBe(key);
  });

  it('falls back to the user zone at the root', () => {
    expect(moduleKeyOfPath('/')).toBe('userzone');
    expect(moduleKeyOfPath('')).toBe('userzone');
  });

  it('finds the module of every internal navigation entry', () => {
    for (const { module, item } of allEntries) {
      if (!item.external) expect(moduleKeyOfPath(item.url)).toBe(module.key);
    }
  });
});
