import {
  type ConverterConfiguration,
  type ConverterMappingValue,
  mappingProblems,
  type ObjectDefinition,
  objectPermission,
  problemMessages,
} from '@atrium/core';
import type { AuthContext } from '../../platform/auth/request-context';
import type { ConverterMappingRow } from '../../platform/db/conversion-schema';
import type { Db } from '../../platform/db/database';
import { withTenant } from '../../platform/db/tenant';
import { AppError } from '../../platform/errors/app-error';
import { loadModel } from '../records/model-cache';
import { deleteMapping, mappingById, mappingsOf, upsertMapping } from './converter-mapping.repository';

/** Who may change how objects convert: the creator's relation permission (mappings relate objects). */
export const MAPPING_PERMISSION = 'superadmin:create-relations';

/** The organization's CRM settings: the conversions of the CRM module's own objects. */
export const CRM_MAPPING_PERMISSION = 'crm:configuration';
const CRM_MODULE = 'crm';

/** Either permission lets a call through the door; which objects it covers is {@link assertMayEdit}'s. */
export const MAPPING_PERMISSIONS = [MAPPING_PERMISSION, CRM_MAPPING_PERMISSION] as const;

/**
 * Whether the caller may change the conversions of `source` in the organization they act in:
 * `superadmin:create-relations` for every object, `crm:configuration` for the CRM module's objects.
 */
function mayEdit(auth: AuthContext, source: Pick<ObjectDefinition, 'module'>): boolean {
  return (
    auth.permissions.has(MAPPING_PERMISSION) ||
    (source.module === CRM_MODULE && auth.permissions.has(CRM_MAPPING_PERMISSION))
  );
}

function assertMayEdit(auth: AuthContext, source: Pick<ObjectDefinition, 'module'>): void {
  if (!mayEdit(auth, source))
    throw new AppError('FORBIDDEN', `You need the '${MAPPING_PERMISSION}' permission for this.`);
}

/** An object's definition, or undefined when it no longer exists. */
async function definitionOf(db: Db, name: string): Promise<ObjectDefinition | undefined> {
  try {
    return (await loadModel(db, name)).object;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return undefined;
    throw error;
  }
}

/** Why a stored mapping no longer fits its objects, as the dialog and a refused conversion say it. */
export async function problemsOfRow(db: Db, row: ConverterMappingRow): Promise<string[]> {
  const [source, destination] = await Promise.all([
    definitionOf(db, row.source_object),
    definitionOf(db, row.destination_object),
  ]);
  if (!source) return [`The object '${row.source_object}' no longer exists.`];
  if (!destination) return [`The object '${row.destination_object}' no longer exists.`];
  return problemMessages(mappingProblems(source, destination, row));
}

async function configurationOf(db: Db, row: ConverterMappingRow): Promise<ConverterConfiguration> {
  return {
    configuration_id: row.id,
    configuration_title: row.title,
    configuration_group_title: row.group_title,
    source_object: row.source_object,
    destination_object: row.destination_object,
    map: row.map,
    relations: row.relations,
    defaults: row.defaults,
    position: row.position,
    problems: await problemsOfRow(db, row),
  };
}

/**
 * `GET converter-mapping/configurations`: the destinations a source object converts into in this
 * organization. Anyone who may view the source object reads them (the conversion dialog needs them).
 */
export async function listConfigurations(
  db: Db,
  auth: AuthContext,
  filter: { source: string; destination?: string },
): Promise<ConverterConfiguration[]> {
  const source = (await loadModel(db, filter.source)).object;
  // Permissions name an object by its scope (`asset_request` → `assetRequest:view`), not its name.
  const view = objectPermission(filter.source, 'view');
  if (!auth.permissions.has(view) && !mayEdit(auth, source))
    throw new AppError('FORBIDDEN', `You need the '${view}' permission for this.`);
  const rows = await withTenant(db, auth.orgId, (tx) =>
    mappingsOf(tx, {
      orgId: auth.orgId,
      source: filter.source,
      ...(filter.destination ? { destination: filter.destination } : {}),
    }),
  );
  return Promise.all(rows.map((row) => configurationOf(db, row)));
}

/**
 * `POST converter-mapping/update-mapping`: saves how a source object fills a destination object,
 * refusing (422, every problem listed) attributes either object lacks and types that cannot hold
 * the value.
 */
export async function updateMapping(
  db: Db,
  auth: AuthContext,
  value: ConverterMappingValue,
): Promise<ConverterConfiguration> {
  // Without the creator's permission, the source object's module decides (an unknown one is 404).
  if (!auth.permissions.has(MAPPING_PERMISSION))
    assertMayEdit(auth, (await loadModel(db, value.sourceObjectName)).object);
  if (value.sourceObjectName === value.destinationObjectName)
    throw new AppError('UNPROCESSABLE', 'A record converts into another object, not its own.', {
      destinationObjectName: ['Choose an object other than the source.'],
    });
  const source = (await loadModel(db, value.sourceObjectName)).object;
  const destination = (await loadModel(db, value.destinationObjectName)).object;
  const problems = mappingProblems(source, destination, value);
  const messages = problemMessages(problems);
  if (messages.length > 0)
    throw new AppError('UNPROCESSABLE', `The mapping does not fit: ${messages.join(' ')}`, problems);
  const id = await withTenant(db, auth.orgId, (tx) =>
    upsertMapping(tx, {
      orgId: auth.orgId,
      userId: auth.user.id,
      groupTitle: value.sourceObjectValue || `Convert ${source.display_name}`,
      title: value.destinationObjectValue || destination.display_name,
      value,
    }),
  );
  const [saved] = await withTenant(db, auth.orgId, (tx) =>
    mappingsOf(tx, { orgId: auth.orgId, source: source.name, ids: [id] }),
  );
  if (!saved) throw new Error('A saved mapping could not be read back.');
  return configurationOf(db, saved);
}

/** Removes one destination of a conversion; another organization's id is not found. */
export async function removeMapping(db: Db, auth: AuthContext, id: number): Promise<void> {
  if (!auth.permissions.has(MAPPING_PERMISSION)) {
    const row = await withTenant(db, auth.orgId, (tx) => mappingById(tx, auth.orgId, id));
    if (!row) throw new AppError('NOT_FOUND', `There is no conversion configuration ${id}.`);
    // A source object that no longer exists belongs to no module: only the creator removes it.
    assertMayEdit(auth, (await definitionOf(db, row.source_object)) ?? { module: '' });
  }
  const removed = await withTenant(db, auth.orgId, (tx) => deleteMapping(tx, auth.orgId, id));
  if (!removed) throw new AppError('NOT_FOUND', `There is no conversion configuration ${id}.`);
}
