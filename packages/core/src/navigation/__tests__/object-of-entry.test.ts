import { describe, expect, it } from 'vitest';
import { permissionScope } from '../../metadata/identifiers';
import type { NavigationEntry } from '../module-definition';
import { MODULES } from '../modules';
import { objectNameOfEntry, objectNameOfScope, singular } from '../object-of-entry';

const entryAt = (url: string): NavigationEntry => {
  const found = MODULES.flatMap((module) => module.navigation).find((entry) => entry.url === url);
  if (!found) throw new Error(`no entry at ${url}`);
  return found;
};

describe('objectNameOfEntry', () => {
  it.each([
    ['/crm/accounts', 'account'],
    ['/crm/sales_orders', 'sales_order'],
    ['/crm/enquiries', 'enquiry'],
    ['/crm/opportunities', 'opportunity'],
    ['/crm/contacts', 'contact'],
    ['/hcm/employees', 'hcm_employee'],
    ['/hcm/talents/requests', 'hcm_talent_request'],
    ['/hyperion/journals', 'hyperion_journal'],
  ])('%s shows the object %s', (url, object) => {
    expect(objectNameOfEntry(entryAt(url))).toBe(object);
  });

  it.each([
    '/crm/configuration',
    '/servicedesk/dashboard',
    '/servicedesk/my-team-assignments',
    '/hcm/my-requests',
    '/userzone/activities',
    '/hcm/manage-appraisals',
  ])('%s is not an object list', (url) => {
    expect(objectNameOfEntry(entryAt(url))).toBeUndefined();
  });

  it('reverses permissionScope', () => {
    for (const name of ['account', 'sales_order', 'hcm_talent_request']) {
      expect(objectNameOfScope(permissionScope(name))).toBe(name);
    }
  });

  it('makes nouns singular', () => {
    expect(singular('companies')).toBe('company');
    expect(singular('addresses')).toBe('address');
    expect(singular('quotes')).toBe('quote');
  });
});
