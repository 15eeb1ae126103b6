import type { SeededRandom } from './random';

const COMPANY_STEMS = [
  'Al Noor',
  'Falcon',
  'Desert Rose',
  'Oasis',
  'Gulfstar',
  'Pearl Coast',
  'Marina',
  'Crescent',
  'Summit',
  'Horizon',
  'Sandstone',
  'Emerald',
  'Saffron',
  'Dhow',
  'Blue Lagoon',
  'Cedar',
] as const;

const COMPANY_KINDS = [
  'Trading',
  'Logistics',
  'Holdings',
  'Engineering',
  'Foods',
  'Healthcare',
  'Systems',
  'Contracting',
] as const;

export const FIRST_NAMES = [
  'Aisha',
  'Omar',
  'Fatima',
  'Rahul',
  'Priya',
  'James',
  'Layla',
  'Khalid',
  'Sofia',
  'Arjun',
  'Mariam',
  'Daniel',
  'Noor',
  'Yusuf',
  'Elena',
  'Hassan',
  'Meera',
  'Lucas',
] as const;

export const LAST_NAMES = [
  'Al Mansouri',
  'Haddad',
  'Sharma',
  'Khan',
  'Smith',
  'Nair',
  'Al Farsi',
  'Dubois',
  'Patel',
  'Rahman',
  'Schmidt',
  'Iyer',
  'Al Qasimi',
  'Costa',
] as const;

export const JOB_TITLES = [
  'Procurement Manager',
  'Chief Financial Officer',
  'Operations Director',
  'IT Manager',
  'Purchasing Officer',
  'General Manager',
  'Head of Facilities',
  'Commercial Director',
] as const;

export const CITIES = [
  { name: 'Dubai', lat: 25.2048, lng: 55.2708 },
  { name: 'Abu Dhabi', lat: 24.4539, lng: 54.3773 },
  { name: 'Riyadh', lat: 24.7136, lng: 46.6753 },
  { name: 'Doha', lat: 25.2854, lng: 51.531 },
  { name: 'Muscat', lat: 23.588, lng: 58.3829 },
  { name: 'Mumbai', lat: 19.076, lng: 72.8777 },
] as const;

/** `count` distinct company names, in a seeded order. */
export function companyNames(random: SeededRandom, count: number): string[] {
  const all = COMPANY_STEMS.flatMap((stem) => COMPANY_KINDS.map((kind) => `${stem} ${kind}`));
  for (let i = all.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    const a = all[i];
    const b = all[j];
    if (a === undefined || b === undefined) continue;
    all[i] = b;
    all[j] = a;
  }
  return all.slice(0, count);
}

export function personName(random: SeededRandom): string {
  return `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
}

export function emailOf(name: string, domain: string): string {
  return `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@${domain}`;
}

/** A UAE-style phone number of at most 15 characters. */
export function phoneOf(random: SeededRandom): string {
  return `+9715${random.int(0, 9)}${random.int(1_000_000, 9_999_999)}`;
}
