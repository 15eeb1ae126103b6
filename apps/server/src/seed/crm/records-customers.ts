import { ACCOUNT_TAGS, ACCOUNT_TYPES, CHANNELS, COUNTRIES, INDUSTRIES, SALUTATIONS } from './choices';
import { CITIES, companyNames, emailOf, JOB_TITLES, personName, phoneOf } from './names';
import type { SeedRow } from './seed-context';
import { baseRow, countOf, dateOf, dateTimeOf, type SeedContext, sequenceOf, slug } from './seed-context';

/** A seeded record and the id it got, for children to point at. */
export interface Inserted {
  id: number;
  row: SeedRow;
}

export function accountRows(context: SeedContext): SeedRow[] {
  const { random } = context;
  return companyNames(random, countOf(context, 60)).map((name, index) => {
    const domain = `${slug(name)}.example`;
    const industry = random.pick(INDUSTRIES);
    const city = random.pick(CITIES);
    return {
      ...baseRow(context, index),
      name,
      account_number: sequenceOf('ACC-', context, index),
      account_type: random.pick(ACCOUNT_TYPES),
      industry,
      employees: random.int(5, 5000),
      revenue: random.int(2, 900) * 100_000,
      active: random.chance(0.85),
      founded: dateOf(-random.int(700, 15_000)),
      email: `info@${domain}`,
      phone: phoneOf(random),
      website: `https://www.${domain}`,
      country: random.pick(COUNTRIES),
      tags: JSON.stringify(random.some(ACCOUNT_TAGS, 2)),
      key_account: random.chance(0.2),
      location: JSON.stringify({ address: city.name, lat: city.lat, lng: city.lng }),
      description: `${name} is a ${industry.toLowerCase()} business based in ${city.name}.`,
    };
  });
}

function domainOf(account: Inserted): string {
  const website = String(account.row.website ?? '');
  return website.replace(/^https:\/\/www\./, '') || 'example.com';
}

/** Two contacts per account, in the account's organization. */
export function contactRows(context: SeedContext, accounts: Inserted[]): SeedRow[] {
  const { random } = context;
  return accounts.flatMap((account, accountIndex) =>
    [0, 1].map((offset) => {
      const index = accountIndex * 2 + offset;
      const fullName = personName(random);
      return {
        ...baseRow(context, index),
        full_name: fullName,
        salutation: random.pick(SALUTATIONS),
        job_title: random.pick(JOB_TITLES),
        email: emailOf(fullName, domainOf(account)),
        phone: phoneOf(random),
        mobile: phoneOf(random),
        preferred_channel: random.pick(CHANNELS),
        do_not_call: random.chance(0.1),
        birthday: dateOf(-random.int(9000, 22_000)),
        country: account.row.country ?? random.pick(COUNTRIES),
        account_id: account.id,
      };
    }),
  );
}

const NOTE_SUBJECTS = [
  'Call summary',
  'Meeting notes',
  'Pricing feedback',
  'Follow-up needed',
  'Decision makers',
  'Competitor mentioned',
] as const;

/** A parent that notes can hang off: its object name and ids. */
export interface NoteParents {
  object: string;
  ids: number[];
}

/**
 * Notes go round the parents in turn (accounts first), so the first account, lead, contact and
 * opportunity each have at least one.
 */
export function noteRows(context: SeedContext, parents: NoteParents[]): SeedRow[] {
  const { random } = context;
  const withIds = parents.filter((parent) => parent.ids.length > 0);
  const rows: SeedRow[] = [];
  for (let index = 0; index < countOf(context, 60) && withIds.length > 0; index++) {
    const parent = withIds[index % withIds.length];
    const round = Math.floor(index / withIds.length);
    const parentId = parent?.ids[round % parent.ids.length];
    if (!parent || parentId === undefined) continue;
    const subject = random.pick(NOTE_SUBJECTS);
    rows.push({
      ...baseRow(context, index),
      subject,
      body: `${subject}: discussed next steps and agreed to follow up within ${random.int(2, 14)} days.`,
      pinned: random.chance(0.15),
      noted_at: dateTimeOf(-random.int(0, 120), random.int(8, 17), random.pick([0, 15, 30, 45])),
      notable_type: parent.object,
      notable_id: parentId,
    });
  }
  return rows;
}
