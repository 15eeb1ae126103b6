import { describe, expect, it } from 'vitest';
import {
  isPermissionString,
  isRequirementMet,
  type PermissionLookup,
  requirementPermissions,
} from '../requirement';

const holding =
  (...granted: string[]): PermissionLookup =>
  (permission) =>
    granted.includes(permission);

describe('isRequirementMet', () => {
  it('lets anyone through when nothing is required', () => {
    expect(isRequirementMet(undefined, holding())).toBe(true);
    expect(isRequirementMet({}, holding())).toBe(true);
    expect(isRequirementMet({ all: [], any: [] }, holding())).toBe(true);
  });

  it('asks for every permission of `all`', () => {
    const requirement = { all: ['a:view', 'b:view'] };
    expect(isRequirementMet(requirement, holding('a:view', 'b:view'))).toBe(true);
    expect(isRequirementMet(requirement, holding('a:view', 'b:view', 'c:view'))).toBe(true);
    expect(isRequirementMet(requirement, holding('a:view'))).toBe(false);
    expect(isRequirementMet(requirement, holding())).toBe(false);
  });

  it('asks for at least one permission of `any`', () => {
    const requirement = { any: ['a:view', 'b:view'] };
    expect(isRequirementMet(requirement, holding('a:view'))).toBe(true);
    expect(isRequirementMet(requirement, holding('b:view'))).toBe(true);
    expect(isRequirementMet(requirement, holding('a:view', 'b:view'))).toBe(true);
    expect(isRequirementMet(requirement, holding('c:view'))).toBe(false);
    expect(isRequirementMet(requirement, holding())).toBe(false);
  });

  it('asks for both kinds together when both are given', () => {
    const requirement = { all: ['module:crm'], any: ['a:view', 'b:view'] };
    expect(isRequirementMet(requirement, holding('module:crm', 'b:view'))).toBe(true);
    expect(isRequirementMet(requirement, holding('module:crm'))).toBe(false);
    expect(isRequirementMet(requirement, holding('a:view', 'b:view'))).toBe(false);
  });

  it('treats an empty `any` as no condition, not as one that can never be met', () => {
    expect(isRequirementMet({ all: ['a:view'], any: [] }, holding('a:view'))).toBe(true);
  });
});

describe('requirementPermissions', () => {
  it('lists the permissions a requirement names, `all` then `any`', () => {
    expect(requirementPermissions({ all: ['a:x', 'b:x'], any: ['c:x'] })).toEqual(['a:x', 'b:x', 'c:x']);
    expect(requirementPermissions({ any: ['c:x', 'd:x'] })).toEqual(['c:x', 'd:x']);
    expect(requirementPermissions({ all: ['a:x'] })).toEqual(['a:x']);
  });

  it('lists nothing for no requirement', () => {
    expect(requirementPermissions(undefined)).toEqual([]);
    expect(requirementPermissions({})).toEqual([]);
  });

  it('returns a fresh array the caller may change', () => {
    const all = ['a:x'] as const;
    const listed = requirementPermissions({ all });
    listed.push('b:x');
    expect(all).toEqual(['a:x']);
  });
});

describe('isPermissionString', () => {
  it.each([
    'account:view',
    'module:crm',
    'hcm:export-tpc',
    'reporting-configuration:view',
    'admin:record_permissions',
    'salesOrder:view',
    'a1:b2',
  ])('accepts %s', (value) => {
    expect(isPermissionString(value)).toBe(true);
  });

  it.each([
    '',
    'account',
    'account:',
    ':view',
    'a:b:c',
    '1a:view',
    'a:1view',
    'a b:view',
    'account:view ',
    ' account:view',
    'account.view',
    'konto:ansicht\n',
    'é:view',
  ])('rejects %j', (value) => {
    expect(isPermissionString(value)).toBe(false);
  });

  it('accepts up to 64 characters on each side of the colon', () => {
    const side = `a${'b'.repeat(63)}`;
    expect(isPermissionString(`${side}:${side}`)).toBe(true);
    expect(isPermissionString(`${side}b:view`)).toBe(false);
    expect(isPermissionString(`view:${side}b`)).toBe(false);
  });
});
