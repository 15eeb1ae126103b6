import {
  APPOINTMENT_TYPES,
  CAMPAIGN_CHANNELS,
  CAMPAIGN_STATUSES,
  CAMPAIGN_TYPES,
  COUNTRIES,
  ENQUIRY_CHANNELS,
  ENQUIRY_STATUSES,
  INDUSTRIES,
  LEAD_SOURCES,
  LEAD_STATUSES,
  OPPORTUNITY_TAGS,
  PROSPECT_STAGES,
  RATINGS,
  statusIds,
} from './choices';
import { CITIES, companyNames, emailOf, personName, phoneOf } from './names';
import type { Inserted } from './records-customers';
import type { SeedRow } from './seed-context';
import {
  amountOf,
  baseRow,
  countOf,
  dateOf,
  dateTimeOf,
  type SeedContext,
  sequenceOf,
  slug,
  timeOf,
} from './seed-context';

/** The ratings the lead form's rules allow for each status (lead-rules.ts, 'Rating follows status'). */
const RATINGS_BY_STATUS: Record<string, readonly (typeof RATINGS)[number][]> = {
  new: RATINGS,
  contacted: RATINGS,
  qualified: ['Hot', 'Warm'],
  converted: ['Hot'],
  lost: ['Cold'],
};

export function leadRows(context: SeedContext): SeedRow[] {
  const { random } = context;
  const companies = companyNames(random, countOf(context, 50));
  return companies.map((company, index) => {
    const fullName = personName(random);
    const status = random.pick(statusIds(LEAD_STATUSES));
    return {
      ...baseRow(context, index),
      full_name: fullName,
      company,
      email: emailOf(fullName, `${slug(company)}.example`),
      phone: phoneOf(random),
      status,
      source: random.pick(LEAD_SOURCES),
      // Created through the lead form's rules, a lead's rating is one its status allows.
      rating: random.pick(RATINGS_BY_STATUS[status] ?? RATINGS),
      estimated_value: amountOf(context, 5_000, 500_000),
      score: random.int(0, 100),
      interests: JSON.stringify(random.some(OPPORTUNITY_TAGS, 2)),
      country: random.pick(COUNTRIES),
      last_contacted: dateTimeOf(-random.int(0, 90), random.int(8, 18)),
    };
  });
}

export function prospectRows(context: SeedContext): SeedRow[] {
  const { random } = context;
  return companyNames(random, countOf(context, 25)).map((company, index) => {
    const contactName = personName(random);
    const domain = `${slug(company)}.example`;
    return {
      ...baseRow(context, index),
      company,
      contact_name: contactName,
      email: emailOf(contactName, domain),
      phone: phoneOf(random),
      stage: random.pick(PROSPECT_STAGES),
      industry: random.pick(INDUSTRIES),
      fit_score: random.int(10, 100) / 10,
      website: `https://www.${domain}`,
      country: random.pick(COUNTRIES),
      research: `Growing ${random.pick(INDUSTRIES).toLowerCase()} group; annual report mentions new sites.`,
    };
  });
}

const ENQUIRY_SUBJECTS = [
  'Price list request',
  'Delivery times to Riyadh',
  'Bulk order discount',
  'Product demonstration',
  'After-sales support',
  'Partnership proposal',
] as const;

export function enquiryRows(context: SeedContext): SeedRow[] {
  const { random } = context;
  return Array.from({ length: countOf(context, 30) }, (_, index) => {
    const customer = personName(random);
    const subject = random.pick(ENQUIRY_SUBJECTS);
    return {
      ...baseRow(context, index),
      subject,
      enquiry_number: sequenceOf('ENQ-', context, index),
      channel: random.pick(ENQUIRY_CHANNELS),
      status: random.pick(ENQUIRY_STATUSES),
      customer_name: customer,
      email: emailOf(customer, 'mail.example'),
      phone: phoneOf(random),
      message: `Hello, I would like to know more about: ${subject.toLowerCase()}. Thank you.`,
      received_at: dateTimeOf(-random.int(0, 60), random.int(7, 20), random.pick([0, 10, 20, 40])),
      follow_up_time: timeOf(random.int(9, 16), random.pick([0, 30])),
      urgent: random.chance(0.2),
    };
  });
}

const CAMPAIGN_NAMES = [
  'Spring promotion',
  'GITEX follow-up',
  'Ramadan offers',
  'Partner summit',
  'Year-end renewals',
  'Product launch',
] as const;

export function campaignRows(context: SeedContext): SeedRow[] {
  const { random } = context;
  return Array.from({ length: countOf(context, 12) }, (_, index) => {
    const name = `${CAMPAIGN_NAMES[index % CAMPAIGN_NAMES.length] ?? 'Campaign'} ${2024 + Math.floor(index / CAMPAIGN_NAMES.length)}`;
    const start = random.int(-180, 90);
    return {
      ...baseRow(context, index),
      name,
      campaign_type: random.pick(CAMPAIGN_TYPES),
      status: random.pick(statusIds(CAMPAIGN_STATUSES)),
      channels: JSON.stringify(random.some(CAMPAIGN_CHANNELS, 3)),
      start_date: dateOf(start),
      end_date: dateOf(start + random.int(7, 60)),
      budget: amountOf(context, 5_000, 250_000),
      expected_response: random.int(1, 25),
      send_time: timeOf(random.int(8, 11), 0),
      landing_page: `https://atrium.example/campaigns/${slug(name)}`,
      color: random.pick(['#1677ff', '#fa541c', '#52c41a', '#faad14']),
    };
  });
}

export function appointmentRows(context: SeedContext, contacts: Inserted[]): SeedRow[] {
  const { random } = context;
  return Array.from({ length: countOf(context, 40) }, (_, index) => {
    const contact = random.pick(contacts);
    const day = random.int(-30, 45);
    const hour = random.int(8, 16);
    const city = random.pick(CITIES);
    const kind = random.pick(APPOINTMENT_TYPES);
    return {
      ...baseRow(context, index),
      subject: `${kind} with ${String(contact.row.full_name)}`,
      appointment_type: kind,
      starts_at: dateTimeOf(day, hour),
      ends_at: dateTimeOf(day, hour + 1),
      reminder_time: timeOf(hour - 1, 45),
      all_day: false,
      venue: kind === 'Site visit' ? `Client site, ${city.name}` : `Atrium office, ${city.name}`,
      location: JSON.stringify({ address: city.name, lat: city.lat, lng: city.lng }),
      agenda: 'Review requirements, agree next steps and owners.',
      contact_id: contact.id,
    };
  });
}
