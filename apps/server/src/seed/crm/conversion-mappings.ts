import type { ConverterMappingValue } from '@atrium/core';
import type { Db } from '../../platform/db/database';
import { withTenant } from '../../platform/db/tenant';

const GROUP = 'Convert lead';

/** Lead → account + contact + opportunity, the CRM's conversion (issue 17 item 5). */
export const LEAD_CONVERSION: readonly (ConverterMappingValue & { title: string })[] = [
  {
    sourceObjectName: 'lead',
    destinationObjectName: 'account',
    title: 'Account',
    map: [
      { source: 'company', destination: 'name' },
      { source: 'email', destination: 'email' },
      { source: 'phone', destination: 'phone' },
      { source: 'country', destination: 'country' },
    ],
    relations: [],
    defaults: {},
    position: 0,
  },
  {
    sourceObjectName: 'lead',
    destinationObjectName: 'contact',
    title: 'Contact',
    map: [
      { source: 'full_name', destination: 'full_name' },
      { source: 'email', destination: 'email' },
      { source: 'phone', destination: 'phone' },
      { source: 'country', destination: 'country' },
    ],
    relations: [{ destination: 'account_id', object: 'account' }],
    defaults: {},
    position: 1,
  },
  {
    sourceObjectName: 'lead',
    destinationObjectName: 'opportunity',
    title: 'Opportunity',
    map: [
      { source: 'company', destination: 'name' },
      { source: 'estimated_value', destination: 'amount' },
      { source: 'source', destination: 'lead_source' },
      { source: 'interests', destination: 'tags' },
    ],
    relations: [{ destination: 'account_id', object: 'account' }],
    defaults: { stage: 'prospecting' },
    position: 2,
  },
];

/**
 * Seeds the lead conversion in every organization whose lead converts into nothing yet; one where an
 * administrator has changed it keeps the changes, so every start may run it.
 */
export async function seedLeadConversion(db: Db): Promise<void> {
  const organizations = await db.selectFrom('organizations').select('id').execute();
  for (const { id: orgId } of organizations) {
    await withTenant(db, orgId, async (tx) => {
      const existing = await tx
        .selectFrom('converter_mappings')
        .select('id')
        .where('org_id', '=', orgId)
        .where('source_object', '=', 'lead')
        .executeTakeFirst();
      if (existing) return;
      await tx
        .insertInto('converter_mappings')
        .values(
          LEAD_CONVERSION.map((mapping) => ({
            org_id: orgId,
            source_object: mapping.sourceObjectName,
            destination_object: mapping.destinationObjectName,
            group_title: GROUP,
            title: mapping.title,
            position: mapping.position,
            map: JSON.stringify(mapping.map),
            relations: JSON.stringify(mapping.relations),
            defaults: JSON.stringify(mapping.defaults),
          })),
        )
        .onConflict((oc) => oc.doNothing())
        .execute();
    });
  }
}
