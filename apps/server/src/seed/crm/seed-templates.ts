import { FIELD_TYPE_SPECS } from '@atrium/core';
import type { Db } from '../../platform/db/database';
import { CRM_OBJECTS } from './definitions';

/** The columns of a CRM object's "All columns" export: its attributes that hold a value, in order. */
function storedColumns(object: (typeof CRM_OBJECTS)[number]): string[] {
  return [
    'id',
    ...(object.attributes ?? [])
      .filter((a) => FIELD_TYPE_SPECS[a.type].storage !== 'none')
      .map((a) => a.name),
  ];
}

/**
 * An organization's first templates: an "All columns" export of every CRM object, so the grids keep
 * their Export button (no export template, no button: spec 001 §7.4), and a standard quote to print.
 * Run inside the organization's tenant transaction; an organization that has any export template
 * already (seeded before, or its administrator's own) is left as it is.
 */
export async function seedCrmTemplates(tx: Db, orgId: number): Promise<void> {
  const existing = await tx
    .selectFrom('export_templates')
    .select('id')
    .where('org_id', '=', orgId)
    .limit(1)
    .executeTakeFirst();
  if (existing) return;
  await tx
    .insertInto('export_templates')
    .values(
      CRM_OBJECTS.map((object) => ({
        org_id: orgId,
        object: object.name,
        name: 'All columns',
        columns: JSON.stringify(storedColumns(object)),
        format: 'xlsx' as const,
      })),
    )
    .execute();
  await tx
    .insertInto('print_templates')
    .values({
      org_id: orgId,
      object: 'quote',
      name: 'Standard quote',
      body: [
        '<h1>Quote {{quote_number}}</h1>',
        '<p><strong>{{title}}</strong></p>',
        '<p>To: {{account_id.name}}</p>',
        '<p>Valid until {{valid_until}}. Total {{total}} {{currency_code}} (discount {{discount}}%).</p>',
        '<h2>Sales orders</h2>',
        '<p>{{sales_orders[order_number,order_date,total]}}</p>',
        '<p>{{terms}}</p>',
      ].join(''),
      header: '{{account_id.name}} — {{quote_number}}',
      footer: 'Prices exclude VAT unless stated otherwise.',
      page_size: 'A4',
      orientation: 'portrait',
      language: 'en',
      direction: 'ltr',
    })
    .execute();
}
