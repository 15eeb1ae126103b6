import { findModule, type ModuleDefinition } from '@atrium/core';
import { describe, expect, it } from 'vitest';
import { derivePageTitle } from '../breadcrumb-title';

function moduleOf(key: string): ModuleDefinition {
  const module = findModule(key);
  if (!module) throw new Error(`no module ${key}`);
  return module;
}

describe('derivePageTitle', () => {
  const crm = moduleOf('crm');
  const hcm = moduleOf('hcm');

  it('names the module home', () => {
    expect(derivePageTitle('/crm', crm)).toEqual({ kind: 'module' });
  });

  it('names a navigation page by its entry', () => {
    const title = derivePageTitle('/crm/accounts', crm);
    expect(title.kind).toBe('entry');
    expect(title.kind === 'entry' && title.entry.key).toBe('crm.accounts');
  });

  it('reads /new and /add as a create form', () => {
    for (const path of ['/crm/accounts/new', '/crm/accounts/add', '/crm/accounts/NEW']) {
      const title = derivePageTitle(path, crm);
      expect(title.kind).toBe('create');
      expect(title.kind === 'create' && title.entry.key).toBe('crm.accounts');
    }
  });

  it('reads any other id as an edit form', () => {
    expect(derivePageTitle('/crm/accounts/42', crm)).toMatchObject({ kind: 'edit', id: '42' });
  });

  it('prefers the longest matching entry', () => {
    const title = derivePageTitle('/hcm/talents/requests', hcm);
    expect(title.kind === 'entry' && title.entry.key).toBe('hcm.talents.requests');
    const edit = derivePageTitle('/hcm/talents/7', hcm);
    expect(edit.kind === 'edit' && edit.entry.key).toBe('hcm.talents');
  });

  it('does not invent a title for an unknown page', () => {
    expect(derivePageTitle('/crm/unknown', crm)).toEqual({ kind: 'unknown', segment: 'unknown' });
  });
});
