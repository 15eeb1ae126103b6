import {
  CURRENCIES,
  LEAD_SOURCES,
  OPPORTUNITY_STAGES,
  OPPORTUNITY_TAGS,
  ORDER_STATUSES,
  PAYMENT_TERMS,
  PRIORITIES,
  PROJECT_STATUSES,
  QUOTE_STATUSES,
  statusIds,
} from './choices';
import type { Inserted } from './records-customers';
import type { SeedRow } from './seed-context';
import { amountOf, baseRow, countOf, dateOf, type SeedContext, sequenceOf } from './seed-context';

const DEALS = ['Expansion', 'Renewal', 'Fit-out', 'Supply contract', 'Maintenance', 'Upgrade'] as const;
const STAGE_IDS = statusIds(OPPORTUNITY_STAGES);
const PROBABILITY: Record<string, number> = {
  prospecting: 10,
  qualification: 25,
  proposal: 50,
  negotiation: 75,
  closed_won: 100,
  closed_lost: 0,
};

export function opportunityRows(context: SeedContext, accounts: Inserted[]): SeedRow[] {
  const { random } = context;
  return Array.from({ length: countOf(context, 60) }, (_, index) => {
    const account = random.pick(accounts);
    const stage = random.pick(STAGE_IDS);
    return {
      ...baseRow(context, index),
      name: `${String(account.row.name)} – ${random.pick(DEALS)}`,
      stage,
      amount: amountOf(context, 5_000, 2_500_000),
      probability: PROBABILITY[stage] ?? 10,
      close_date: dateOf(random.int(-60, 180)),
      lead_source: random.pick(LEAD_SOURCES),
      tags: JSON.stringify(random.some(OPPORTUNITY_TAGS, 2)),
      next_step: random.pick([
        'Send the revised proposal to procurement.',
        'Book a site visit with the facilities team.',
        'Confirm the budget with the finance director.',
        'Prepare a reference call with an existing customer.',
      ]),
      account_id: account.id,
    };
  });
}

export function quoteRows(context: SeedContext, opportunities: Inserted[]): SeedRow[] {
  const { random } = context;
  return Array.from({ length: countOf(context, 40) }, (_, index) => {
    const opportunity = random.pick(opportunities);
    const subtotal = Number(opportunity.row.amount ?? 10_000);
    const discount = random.pick([0, 0, 2.5, 5, 7.5, 10]);
    return {
      ...baseRow(context, index),
      title: `Quote for ${String(opportunity.row.name)}`,
      quote_number: sequenceOf('QT-', context, index),
      status: random.pick(statusIds(QUOTE_STATUSES)),
      valid_until: dateOf(random.int(-30, 90)),
      currency_code: random.pick(CURRENCIES),
      subtotal,
      discount,
      total: Math.round(subtotal * (100 - discount)) / 100,
      terms: 'Payment within the agreed terms. Delivery ex-works unless stated otherwise. Valid for 30 days.',
      account_id: opportunity.row.account_id,
      opportunity_id: opportunity.id,
    };
  });
}

export function salesOrderRows(context: SeedContext, quotes: Inserted[]): SeedRow[] {
  const { random } = context;
  return Array.from({ length: countOf(context, 25) }, (_, index) => {
    const quote = quotes[index % quotes.length] ?? random.pick(quotes);
    const status = random.pick(statusIds(ORDER_STATUSES));
    const ordered = random.int(-120, 0);
    return {
      ...baseRow(context, index),
      order_number: sequenceOf('SO-', context, index),
      status,
      order_date: dateOf(ordered),
      delivery_date: dateOf(ordered + random.int(7, 45)),
      total: quote.row.total,
      payment_terms: random.pick(PAYMENT_TERMS),
      weight_kg: random.int(50, 50_000) / 10,
      delivered: status === 'delivered' || status === 'invoiced',
      shipping_address: `Warehouse ${random.int(1, 40)}, Jebel Ali Free Zone, Dubai`,
      account_id: quote.row.account_id,
      quote_id: quote.id,
    };
  });
}

const PROJECT_NAMES = [
  'CRM roll-out',
  'Warehouse automation',
  'Showroom fit-out',
  'ERP migration',
  'Fleet telematics',
  'Customer portal',
  'Energy audit',
  'Data centre move',
] as const;
const COLORS = ['#1677ff', '#13a8a8', '#d46b08', '#722ed1', '#52c41a', '#eb2f96'] as const;

/** Projects carry a sort order: the object is ordered by hand. */
export function projectRows(context: SeedContext): SeedRow[] {
  const { random } = context;
  return Array.from({ length: countOf(context, 15) }, (_, index) => {
    const start = random.int(-200, 60);
    return {
      ...baseRow(context, index),
      name: `${PROJECT_NAMES[index % PROJECT_NAMES.length] ?? 'Project'} ${Math.floor(index / PROJECT_NAMES.length) + 1}`,
      code: sequenceOf('PRJ-', context, index),
      status: random.pick(statusIds(PROJECT_STATUSES)),
      priority: random.pick(PRIORITIES),
      start_date: dateOf(start),
      end_date: dateOf(start + random.int(30, 365)),
      budget: amountOf(context, 20_000, 1_500_000),
      progress: random.int(0, 100),
      color: random.pick(COLORS),
      billable: random.chance(0.7),
      charter: 'Scope, milestones and acceptance criteria agreed with the sponsor at kick-off.',
      sort_order: index + 1,
    };
  });
}
