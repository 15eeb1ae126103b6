import type { Organization } from '@atrium/core';
import { describe, expect, it } from 'vitest';
import { initials, logoOrganization, organizationLabel, sortOrganizations } from '../organization-labels';

const org = (id: number, code: string, name: string, avatar: string | null = null): Organization => ({
  id,
  code,
  name,
  avatar,
});

describe('organization labels', () => {
  it('labels an organization as code-name', () => {
    expect(organizationLabel(org(1, 'ATR', 'Atrium Holding'))).toBe('ATR-Atrium Holding');
  });

  it('sorts alphabetically by label, ignoring case, numbers in order', () => {
    const sorted = sortOrganizations([
      org(3, 'zeta', 'Z Co'),
      org(1, 'ATR', 'Atrium'),
      org(2, 'acme', 'Acme'),
      org(5, 'B10', 'Ten'),
      org(4, 'B9', 'Nine'),
    ]);
    expect(sorted.map(organizationLabel)).toEqual([
      'acme-Acme',
      'ATR-Atrium',
      'B9-Nine',
      'B10-Ten',
      'zeta-Z Co',
    ]);
  });

  it('does not reorder the given list', () => {
    const list = [org(2, 'B', 'b'), org(1, 'A', 'a')];
    sortOrganizations(list);
    expect(list[0]?.id).toBe(2);
  });

  it('uses the active organization for the logo, organization 1 when none', () => {
    const list = [org(1, 'ATR', 'Atrium', '/logo1.png'), org(2, 'ACM', 'Acme', '/logo2.png')];
    expect(logoOrganization(list, 2, 1)?.avatar).toBe('/logo2.png');
    expect(logoOrganization(list, null, 1)?.avatar).toBe('/logo1.png');
  });

  it('makes initials from a name', () => {
    expect(initials('Jane Doe')).toBe('JD');
    expect(initials('jane.mary.doe')).toBe('JD');
    expect(initials('Cher')).toBe('C');
    expect(initials('  ')).toBe('?');
  });
});
