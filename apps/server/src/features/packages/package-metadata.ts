import { isDeepStrictEqual } from 'node:util';
import {
  FORM_GENERATED,
  FORM_PLACED_UP_TO,
  type FormNode,
  formNodeSchema,
  type ModulePackage,
  type PackageForm,
  type PackageObject,
} from '@atrium/core';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import { replaceFormRules } from '../forms/form-rules.repository';
import { attributesOf, findObjectByName } from '../metadata/metadata.repository';
import {
  addAttribute,
  addRelationship,
  createObject,
  removeAttribute,
  updateAttribute,
  updateObject,
} from '../metadata/metadata.service';
import { applyPackageWorkflows, withoutWorkflowNames } from './package-workflows';

/**
 * Metadata is the installation's, shared by every organization; a package brings it to what its
 * version declares through the metadata services (tables altered by them, data loss refused by them).
 * `previous` is the version installed before (here or in another organization): only what changed
 * between the two is applied, so what an administrator customised and the package left alone stays.
 * Workflows come last: they are checked against the objects as this version leaves them.
 */
export async function applyPackageMetadata(
  tx: Db,
  next: ModulePackage,
  previous: ModulePackage | undefined,
): Promise<Set<string>> {
  const created = new Set<string>();
  for (const declared of next.objects) {
    // Widgets name workflows that exist only once the workflows are published, after the objects.
    const object = withoutWorkflowNames(declared);
    const named = previous?.objects.find((candidate) => candidate.name === object.name);
    const before = named ? withoutWorkflowNames(named) : undefined;
    if (await findObjectByName(tx, object.name)) await upgradeObject(tx, object, before);
    else {
      await createObject(tx, object);
      if (object.translations) await updateObject(tx, object.name, { translations: object.translations });
      created.add(object.name);
    }
  }
  await addMissingRelationships(tx, next);
  for (const form of next.forms) {
    const before = previous?.forms.find((candidate) => candidate.object === form.object);
    const changed = before !== undefined && !isDeepStrictEqual(before, form);
    if (created.has(form.object) || changed) await layOutForm(tx, form);
  }
  await applyPackageWorkflows(tx, next, previous);
  return created;
}

const sameAttribute = (a: unknown, b: unknown) => isDeepStrictEqual(a, b);

async function upgradeObject(tx: Db, object: PackageObject, before: PackageObject | undefined) {
  const live = await findObjectByName(tx, object.name);
  if (!live) return;
  const attributes = (await attributesOf(tx, [live.id])).get(live.id) ?? [];
  const byName = new Map(attributes.map((attribute) => [attribute.name, attribute]));
  for (const attribute of object.attributes) {
    const current = byName.get(attribute.name);
    if (!current) {
      await addAttribute(tx, object.name, attribute);
      continue;
    }
    const declared = before?.attributes.find((candidate) => candidate.name === attribute.name);
    if (declared && !sameAttribute(declared, attribute))
      await updateAttribute(tx, object.name, current.id, {
        label: attribute.label,
        type: attribute.type,
        options: attribute.options,
      });
  }
  // What the previous version declared and this one leaves out goes, unless it holds data: the
  // metadata service refuses that with its reason, and the whole upgrade with it.
  for (const declared of before?.attributes ?? []) {
    if (object.attributes.some((attribute) => attribute.name === declared.name)) continue;
    const current = byName.get(declared.name);
    if (current) await removeAttribute(tx, object.name, current.id);
  }
  if (!before) return;
  const { attributes: _a, translations, name: _n, ...rest } = object;
  const { attributes: _b, translations: beforeTranslations, name: _m, ...beforeRest } = before;
  const change = {
    ...(isDeepStrictEqual(rest, beforeRest)
      ? {}
      : { display_name: rest.display_name, label_attribute: rest.label_attribute }),
    ...(translations && !isDeepStrictEqual(translations, beforeTranslations) ? { translations } : {}),
    ...(isDeepStrictEqual(rest.default_view ?? null, beforeRest.default_view ?? null)
      ? {}
      : { default_view: rest.default_view ?? null }),
  };
  if (Object.keys(change).length > 0) await updateObject(tx, object.name, change);
}

async function addMissingRelationships(tx: Db, pkg: ModulePackage): Promise<void> {
  for (const relationship of pkg.relationships) {
    const exists = await tx
      .selectFrom('relationships as r')
      .innerJoin('objects as p', 'p.id', 'r.parent_object_id')
      .select('r.id')
      .where('p.name', '=', relationship.parent_object)
      .where('r.name', '=', relationship.name)
      .executeTakeFirst();
    if (!exists) await addRelationship(tx, relationship);
  }
}

/** The package's layout with each field's attribute id and type as this installation has them. */
function resolveLayout(node: FormNode, attributes: Map<string, { id: number; type: string }>): FormNode {
  const attribute = node.attributeName ? attributes.get(node.attributeName) : undefined;
  return {
    ...node,
    ...(attribute ? { attributeId: attribute.id, type: attribute.type } : {}),
    ...(node.children ? { children: node.children.map((child) => resolveLayout(child, attributes)) } : {}),
  };
}

/** Replaces the object's default form with the package's layout, and its rules. */
async function layOutForm(tx: Db, form: PackageForm): Promise<void> {
  const object = await tx
    .selectFrom('objects')
    .select('id')
    .where('name', '=', form.object)
    .executeTakeFirstOrThrow();
  const attributes = await tx
    .selectFrom('attributes')
    .select(['id', 'name', 'type'])
    .where('object_id', '=', object.id)
    .execute();
  const body = formNodeSchema.parse(
    resolveLayout(form.layout, new Map(attributes.map((attribute) => [attribute.name, attribute]))),
  );
  const row = await tx
    .updateTable('forms')
    .set({
      body: JSON.stringify(body),
      version: sql<number>`version + 1`,
      // Laid out: what it leaves out stays out; attributes made later show until placed.
      options: sql`(options - ${FORM_GENERATED}) || ${JSON.stringify({ [FORM_PLACED_UP_TO]: Math.max(0, ...attributes.map((attribute) => attribute.id)) })}::jsonb`,
      updated_at: new Date(),
    })
    .where('object_id', '=', object.id)
    .where('type', '=', 'default')
    .returning('id')
    .executeTakeFirstOrThrow();
  await replaceFormRules(tx, { id: row.id, objectId: object.id }, form.rules);
}
