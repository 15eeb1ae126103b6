import type { ConverterMappingValue } from '@atrium/core';
import type { ConverterMappingRow } from '../../platform/db/conversion-schema';
import type { Db } from '../../platform/db/database';

/** The mappings of a source object in the organization the transaction acts for, in dialog order. */
export async function mappingsOf(
  tx: Db,
  filter: { orgId: number; source: string; destination?: string; ids?: readonly number[] },
): Promise<ConverterMappingRow[]> {
  let query = tx
    .selectFrom('converter_mappings')
    .selectAll()
    .where('org_id', '=', filter.orgId)
    .where('source_object', '=', filter.source);
  if (filter.destination !== undefined) query = query.where('destination_object', '=', filter.destination);
  if (filter.ids !== undefined) {
    if (filter.ids.length === 0) return [];
    query = query.where('id', 'in', filter.ids);
  }
  return query.orderBy('position').orderBy('id').execute();
}

/** Saves the one mapping of a source and destination pair, replacing the earlier one. */
export async function upsertMapping(
  tx: Db,
  row: { orgId: number; userId: number; groupTitle: string; title: string; value: ConverterMappingValue },
): Promise<number> {
  const { value } = row;
  const columns = {
    group_title: row.groupTitle,
    title: row.title,
    position: value.position,
    map: JSON.stringify(value.map),
    relations: JSON.stringify(value.relations),
    defaults: JSON.stringify(value.defaults),
    updated_by: row.userId,
    updated_at: new Date(),
  };
  const saved = await tx
    .insertInto('converter_mappings')
    .values({
      org_id: row.orgId,
      source_object: value.sourceObjectName,
      destination_object: value.destinationObjectName,
      ...columns,
    })
    .onConflict((oc) => oc.columns(['org_id', 'source_object', 'destination_object']).doUpdateSet(columns))
    .returning('id')
    .executeTakeFirstOrThrow();
  return saved.id;
}

/** One mapping of the organization by its id, or undefined. */
export async function mappingById(
  tx: Db,
  orgId: number,
  id: number,
): Promise<ConverterMappingRow | undefined> {
  return tx
    .selectFrom('converter_mappings')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function deleteMapping(tx: Db, orgId: number, id: number): Promise<boolean> {
  const removed = await tx
    .deleteFrom('converter_mappings')
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .executeTakeFirst();
  return removed.numDeletedRows > 0n;
}

export interface NewConversionLink {
  orgId: number;
  source: { object: string; id: number };
  destination: { object: string; id: number };
  action: 'created' | 'linked';
  mappingId: number;
  userId: number;
}

export async function insertConversionLink(tx: Db, link: NewConversionLink): Promise<void> {
  await tx
    .insertInto('record_conversions')
    .values({
      org_id: link.orgId,
      source_object: link.source.object,
      source_id: link.source.id,
      destination_object: link.destination.object,
      destination_id: link.destination.id,
      action: link.action,
      mapping_id: link.mappingId,
      converted_by: link.userId,
    })
    .execute();
}

/** What a record became, newest first, with who converted it. */
export async function conversionLinksOf(tx: Db, source: { orgId: number; object: string; id: number }) {
  return tx
    .selectFrom('record_conversions as c')
    .innerJoin('users as u', 'u.id', 'c.converted_by')
    .select([
      'c.id',
      'c.destination_object',
      'c.destination_id',
      'c.action',
      'c.converted_at',
      'u.id as user_id',
      'u.name as user_name',
    ])
    .where('c.org_id', '=', source.orgId)
    .where('c.source_object', '=', source.object)
    .where('c.source_id', '=', source.id)
    .orderBy('c.converted_at', 'desc')
    .orderBy('c.id', 'desc')
    .execute();
}
