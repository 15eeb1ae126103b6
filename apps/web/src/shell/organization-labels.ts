import type { Organization } from '@atrium/core';

/** Spec 000 §2: organizations are listed as `code-name`. */
export function organizationLabel(organization: Pick<Organization, 'code' | 'name'>): string {
  return `${organization.code}-${organization.name}`;
}

/** Alphabetical by label, as people read it (locale-aware, case-insensitive). */
export function sortOrganizations<T extends Pick<Organization, 'code' | 'name'>>(
  organizations: readonly T[],
): T[] {
  return [...organizations].sort((a, b) =>
    organizationLabel(a).localeCompare(organizationLabel(b), undefined, {
      sensitivity: 'base',
      numeric: true,
    }),
  );
}

/** The header shows the active organization's logo; with none active, organization 1's. */
export function logoOrganization(
  organizations: readonly Organization[],
  activeOrganization: number | null,
  fallbackId: number,
): Organization | undefined {
  const id = activeOrganization ?? fallbackId;
  return organizations.find((organization) => organization.id === id);
}

export function initials(name: string): string {
  const parts = name
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase() || '?';
}
