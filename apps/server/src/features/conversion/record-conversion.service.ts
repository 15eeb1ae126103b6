import type { ConversionLink, ConversionRequest, ConversionTarget, RecordData } from '@atrium/core';
import type { AuthContext } from '../../platform/auth/request-context';
import type { ConverterMappingRow } from '../../platform/db/conversion-schema';
import { withTenant } from '../../platform/db/tenant';
import { AppError } from '../../platform/errors/app-error';
import { loadModel } from '../records/model-cache';
import { accessOf } from '../records/record-access';
import type { RecordModel } from '../records/record-model';
import { readRecordFor, requireVerb } from '../records/records.service';
import { publishCommitted } from '../records/write-pipeline/events';
import { prepareWrites, runSteps, type WriteDeps } from '../records/write-pipeline/run-write';
import type { PendingEvent } from '../records/write-pipeline/write-state';
import { readableLabels } from '../workflow/workflow-record-labels';
import { conversionLinksOf, insertConversionLink, mappingsOf } from './converter-mapping.repository';
import { problemsOfRow } from './converter-mapping.service';

interface Chosen {
  index: number;
  target: ConversionTarget;
  mapping: ConverterMappingRow;
}

/** A source value as the destination attribute takes it: numbers into text become text. */
function carried(value: unknown, destination: RecordModel, attribute: string): unknown {
  const field = destination.fields.get(attribute);
  if (field?.storage === 'text' && (typeof value === 'number' || typeof value === 'boolean'))
    return String(value);
  return value;
}

/** The values a new destination record starts from: the mapping's, the other destinations', the person's. */
function valuesOf(
  chosen: Chosen,
  context: { source: RecordData; destination: RecordModel; became: Map<string, number> },
): Record<string, unknown> {
  const { mapping, target } = chosen;
  const values: Record<string, unknown> = { ...mapping.defaults };
  for (const pair of mapping.map) {
    const value = context.source[pair.source];
    if (value !== null && value !== undefined && value !== '')
      values[pair.destination] = carried(value, context.destination, pair.destination);
  }
  for (const relation of mapping.relations) {
    const id = context.became.get(relation.object);
    if (id !== undefined) values[relation.destination] = id;
  }
  return { ...values, ...(target.values ?? {}) };
}

/** A refusal of one destination, its field errors named after the destination (`opportunity.close_date`). */
function refusalOf(error: unknown, chosen: Chosen): unknown {
  if (!(error instanceof AppError) || error.statusCode !== 422) return error;
  const errors = Object.fromEntries(
    Object.entries(error.errors ?? {}).map(([field, messages]) => [
      `${chosen.mapping.destination_object}.${field}`,
      messages,
    ]),
  );
  return new AppError(
    'UNPROCESSABLE',
    `The ${chosen.mapping.title} could not be created: ${error.message} Nothing was converted.`,
    errors,
  );
}

/** The destinations chosen, checked before anything is written: known, fitting and allowed. */
async function choose(
  deps: WriteDeps,
  auth: AuthContext,
  source: string,
  request: ConversionRequest,
): Promise<Chosen[]> {
  const ids = request.destinations.map((target) => target.configuration_id);
  const rows = await withTenant(deps.db, auth.orgId, (tx) =>
    mappingsOf(tx, { orgId: auth.orgId, source, ids }),
  );
  const chosen: Chosen[] = [];
  for (const [index, target] of request.destinations.entries()) {
    const mapping = rows.find((row) => row.id === target.configuration_id);
    if (!mapping)
      throw new AppError(
        'NOT_FOUND',
        `There is no conversion configuration ${target.configuration_id} for ${source}.`,
      );
    chosen.push({ index, target, mapping });
  }
  for (const { mapping } of chosen) {
    const problems = await problemsOfRow(deps.db, mapping);
    if (problems.length > 0)
      throw new AppError(
        'UNPROCESSABLE',
        `The conversion into ${mapping.title} no longer matches the objects: ${problems.join(' ')} Nothing was converted.`,
        { [`destinations.${mapping.destination_object}`]: problems },
      );
  }
  for (const { target, mapping } of chosen)
    requireVerb(auth, mapping.destination_object, target.action === 'create' ? 'create' : 'view');
  // Destinations are made in the mapping's order, so a lookup to another destination finds it made.
  return chosen.sort((a, b) => a.mapping.position - b.mapping.position || a.mapping.id - b.mapping.id);
}

/**
 * Converts a record (issue 17 item 5): each chosen destination is created through the write pipeline
 * (authorize, rules and validation, history, workflows, events, as a person's save) or an existing
 * record linked, and the source keeps a link to each, all in one transaction: one refusal and
 * nothing is created. Events leave once it has committed.
 */
export async function convertRecord(
  deps: WriteDeps,
  auth: AuthContext,
  input: { object: string; id: number; request: ConversionRequest },
): Promise<ConversionLink[]> {
  const sourceModel = await loadModel(deps.db, input.object);
  requireVerb(auth, input.object, 'edit');
  const chosen = await choose(deps, auth, input.object, input.request);
  const destinations = new Map<string, RecordModel>();
  for (const { mapping } of chosen)
    destinations.set(mapping.destination_object, await loadModel(deps.db, mapping.destination_object));
  const prepared = await prepareWrites(
    deps.db,
    chosen.map(({ mapping }) => ({ kind: 'create', object: mapping.destination_object, values: {} })),
  );
  const events: PendingEvent[] = [];
  await withTenant(deps.db, auth.orgId, async (tx) => {
    const source = await readRecordFor(tx, sourceModel, accessOf(auth, input.object), input.id);
    if ((source.permission & 2) === 0)
      throw new AppError('FORBIDDEN', `You may not convert this ${sourceModel.object.display_name}.`);
    const became = new Map<string, number>();
    for (const item of chosen) {
      const object = item.mapping.destination_object;
      const destination = destinations.get(object);
      if (!destination) throw new Error(`The model of ${object} was not loaded.`);
      let id: number;
      if (item.target.action === 'link') {
        const recordId = item.target.record_id ?? 0;
        const linked = await readRecordFor(tx, destination, accessOf(auth, object), recordId).catch(
          (error) => {
            if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
            throw new AppError(
              'UNPROCESSABLE',
              `There is no ${destination.object.display_name} ${recordId} you can read.`,
              {
                [`destinations.${item.index}.record_id`]: [
                  `There is no ${destination.object.display_name} ${recordId} you can read.`,
                ],
              },
            );
          },
        );
        id = Number(linked.id);
      } else {
        const values = valuesOf(item, { source, destination, became });
        const state = await runSteps(tx, auth, prepared, {
          kind: 'create',
          object,
          values,
          trusted: true,
        }).catch((error) => {
          throw refusalOf(error, item);
        });
        if (state.id === undefined) throw new Error('A created destination has no id.');
        events.push(...state.events);
        id = state.id;
      }
      became.set(object, id);
      await insertConversionLink(tx, {
        orgId: auth.orgId,
        source: { object: input.object, id: input.id },
        destination: { object, id },
        action: item.target.action === 'link' ? 'linked' : 'created',
        mappingId: item.mapping.id,
        userId: auth.user.id,
      });
    }
  });
  publishCommitted(deps.realtime, events);
  return conversionLinks(deps, auth, { object: input.object, id: input.id });
}

/** What a record became, as its reader sees it: a destination they may not read shows no label. */
export async function conversionLinks(
  deps: WriteDeps,
  auth: AuthContext,
  source: { object: string; id: number },
): Promise<ConversionLink[]> {
  const model = await loadModel(deps.db, source.object);
  requireVerb(auth, source.object, 'view');
  const rows = await withTenant(deps.db, auth.orgId, async (tx) => {
    await readRecordFor(tx, model, accessOf(auth, source.object), source.id);
    return conversionLinksOf(tx, { orgId: auth.orgId, ...source });
  });
  const labels = await readableLabels(
    deps.db,
    auth,
    rows.map((row) => ({ object: row.destination_object, recordId: Number(row.destination_id) })),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    destination_object: row.destination_object,
    destination_id: Number(row.destination_id),
    destination_label: labels.get(`${row.destination_object}:${Number(row.destination_id)}`) ?? null,
    action: row.action,
    converted_by: { id: row.user_id, name: row.user_name },
    converted_at: new Date(row.converted_at).toISOString(),
  }));
}
