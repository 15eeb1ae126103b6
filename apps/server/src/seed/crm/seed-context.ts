import type { AuthContext } from '../../platform/auth/request-context';
import type { SeededRandom } from './random';

/** What the record generators of one organization share. */
export interface SeedContext {
  orgId: number;
  /** Short code of the organization, used in sequence numbers. */
  orgCode: string;
  /** 1 for the main demo organization, smaller for the others. */
  scale: number;
  random: SeededRandom;
  samId: number;
  adaId: number;
  /** The signed-in context of a record's owner in this organization: each seeds their own records. */
  authOf: (ownerId: number) => AuthContext;
}

/** Every row needs its organization and owner: mostly Sam Sales, every seventh record Ada Lovelace. */
export function baseRow(context: SeedContext, index: number): { org_id: number; owner_id: number } {
  return { org_id: context.orgId, owner_id: index % 7 === 6 ? context.adaId : context.samId };
}

export function countOf(context: SeedContext, full: number): number {
  return Math.max(1, Math.round(full * context.scale));
}

/** Seeded dates hang off a fixed day so every start produces the very same records. */
const ANCHOR = Date.UTC(2025, 5, 2, 9, 0, 0);
const DAY = 86_400_000;

export function dateOf(offsetDays: number): string {
  return new Date(ANCHOR + offsetDays * DAY).toISOString().slice(0, 10);
}

export function dateTimeOf(offsetDays: number, hour: number, minute = 0): string {
  return new Date(ANCHOR + offsetDays * DAY + ((hour - 9) * 60 + minute) * 60_000).toISOString();
}

export function timeOf(hour: number, minute: number): string {
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

export function sequenceOf(prefix: string, context: SeedContext, index: number): string {
  return `${prefix}${context.orgCode}-${String(index + 1).padStart(5, '0')}`;
}

export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A plausible money amount, rounded to tens. */
export function amountOf(context: SeedContext, min: number, max: number): number {
  return Math.round(context.random.int(min, max) / 10) * 10;
}

/** One record as attribute → value, with its organization and owner; a polymorphic pair as its two columns. */
export type SeedRow = Record<string, unknown> & { org_id: number; owner_id: number };
