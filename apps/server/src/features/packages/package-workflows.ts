import { isDeepStrictEqual } from 'node:util';
import type { ModulePackage, PackageObject } from '@atrium/core';
import type { Db } from '../../platform/db/database';
import { attributesOf, findObjectByName } from '../metadata/metadata.repository';
import { updateAttribute } from '../metadata/metadata.service';
import { activeDefinition, publishShippedDefinition } from '../workflow/workflow-definitions';

/** The options by which a workflow widget names its workflow (spec 001 §3.5). */
const WORKFLOW_KEYS = ['workflowId', 'overrideWorkflowId'] as const;

const isName = (value: unknown): value is string => typeof value === 'string' && !/^[0-9]+$/.test(value);

/**
 * A package names a widget's workflow by name, since ids differ between installations; the stored
 * option is the id (spec 001 §3.5). The object is created without the names, and
 * `linkWorkflowWidgets` sets the ids once the workflows are published.
 */
export function withoutWorkflowNames(object: PackageObject): PackageObject {
  return {
    ...object,
    attributes: object.attributes.map((attribute) => {
      const options = attribute.options ?? {};
      if (!WORKFLOW_KEYS.some((key) => isName(options[key]))) return attribute;
      const kept = Object.fromEntries(
        Object.entries(options).filter(
          ([key, value]) => !(WORKFLOW_KEYS as readonly string[]).includes(key) || !isName(value),
        ),
      );
      return { ...attribute, options: kept };
    }),
  };
}

/**
 * Each workflow the package changed becomes its active version (one the package left as it was keeps
 * what an administrator published since), then each widget that names a workflow gets its id.
 */
export async function applyPackageWorkflows(
  tx: Db,
  next: ModulePackage,
  previous: ModulePackage | undefined,
): Promise<void> {
  for (const workflow of next.workflows) {
    const before = previous?.workflows.find((candidate) => candidate.name === workflow.name);
    if (!before || !isDeepStrictEqual(before, workflow)) await publishShippedDefinition(tx, workflow);
  }
  for (const object of next.objects) await linkWorkflowWidgets(tx, object);
}

async function linkWorkflowWidgets(tx: Db, object: PackageObject): Promise<void> {
  const named = object.attributes.filter((attribute) =>
    WORKFLOW_KEYS.some((key) => isName(attribute.options?.[key])),
  );
  if (named.length === 0) return;
  const live = await findObjectByName(tx, object.name);
  if (!live) return;
  const attributes = (await attributesOf(tx, [live.id])).get(live.id) ?? [];
  for (const declared of named) {
    const current = attributes.find((attribute) => attribute.name === declared.name);
    if (!current) continue;
    const ids: Record<string, number> = {};
    for (const key of WORKFLOW_KEYS) {
      const name = declared.options?.[key];
      if (!isName(name)) continue;
      const definition = await activeDefinition(tx, name);
      if (definition) ids[key] = definition.id;
    }
    const options = { ...(current.options ?? {}), ...ids };
    if (!isDeepStrictEqual(options, current.options))
      await updateAttribute(tx, object.name, current.id, { options });
  }
}

/** The reverse for an export: a widget's stored workflow id becomes the workflow's name. */
export async function workflowNamesOf(tx: Db, object: PackageObject): Promise<PackageObject> {
  const names = new Map<number, string>();
  for (const attribute of object.attributes)
    for (const key of WORKFLOW_KEYS) {
      const id = attribute.options?.[key];
      if (typeof id === 'number') names.set(id, '');
    }
  if (names.size === 0) return object;
  const rows = await tx
    .selectFrom('workflow_definitions')
    .select(['id', 'name'])
    .where('id', 'in', [...names.keys()])
    .execute();
  for (const row of rows) names.set(row.id, row.name);
  return {
    ...object,
    attributes: object.attributes.map((attribute) => {
      const options = { ...(attribute.options ?? {}) };
      for (const key of WORKFLOW_KEYS) {
        const name = typeof options[key] === 'number' ? names.get(options[key] as number) : undefined;
        if (name) options[key] = name;
      }
      return { ...attribute, options };
    }),
  };
}
