import {
  ATRIUM_VERSION,
  type FormNode,
  isRelationFieldType,
  type ModulePackage,
  type PackageForm,
  type PackageObject,
  workflowDefinitionSchema,
} from '@atrium/core';
import type { Db } from '../../platform/db/database';
import { rulesOfForms } from '../forms/form-rules.repository';
import { attributesOf, findObjectByName, relationshipsOf } from '../metadata/metadata.repository';
import { activeDefinitions } from '../workflow/workflow-definitions';
import { workflowNamesOf } from './package-workflows';
import { requireInstalled } from './packages.service';

/** A form body as a package says it: by attribute names, without this installation's ids. */
function portable(node: FormNode): FormNode {
  const { attributeId: _id, children, ...rest } = node;
  return { ...rest, ...(children ? { children: children.map(portable) } : {}) };
}

/**
 * The package as the organization has it now: the installed version's manifest with its objects,
 * relationships, forms, rules and active workflows read from the live metadata, so what administrators added or changed
 * travels with it. Demo data stays behind (an export moves a configuration, not sample records).
 */
export async function exportPackage(db: Db, orgId: number, name: string): Promise<ModulePackage> {
  const installed = await requireInstalled(db, orgId, name);
  const objects: PackageObject[] = [];
  const forms: PackageForm[] = [];
  const ids: number[] = [];
  for (const declared of installed.objects) {
    const live = await findObjectByName(db, declared.name);
    if (!live) continue;
    ids.push(live.id);
    const attributes = (await attributesOf(db, [live.id])).get(live.id) ?? [];
    objects.push(
      await workflowNamesOf(db, {
        name: live.name,
        display_name: live.display_name,
        module: live.module,
        label_attribute: live.label_attribute,
        label_expression: live.label_expression,
        has_versioning: live.has_versioning,
        has_ordering: live.has_ordering,
        default_view: live.default_view ?? null,
        attributes: attributes
          .filter((attribute) => !isRelationFieldType(attribute.type))
          .map(({ name: attributeName, label, type, options }) => ({
            name: attributeName,
            label,
            type,
            options,
          })),
        ...(Object.keys(live.translations ?? {}).length > 0 ? { translations: live.translations } : {}),
      }),
    );
    const form = await db
      .selectFrom('forms')
      .select(['id', 'body'])
      .where('object_id', '=', live.id)
      .where('type', '=', 'default')
      .executeTakeFirst();
    if (form && installed.forms.some((candidate) => candidate.object === live.name)) {
      const rules = (await rulesOfForms(db, [form.id])).get(form.id) ?? [];
      forms.push({ object: live.name, layout: portable(form.body as FormNode), rules });
    }
  }
  const names = new Set(objects.map((object) => object.name));
  const fieldLabels = new Map<string, string>();
  for (const [objectId, attributes] of await attributesOf(db, ids))
    for (const attribute of attributes) fieldLabels.set(`${objectId}.${attribute.name}`, attribute.label);
  const relationships = (await relationshipsOf(db, ids))
    .filter((relationship) => names.has(relationship.parent_object) && names.has(relationship.child_object))
    .map((relationship) => ({
      name: relationship.name,
      type: relationship.type,
      parent_object: relationship.parent_object,
      child_object: relationship.child_object,
      reverse_name: relationship.reverse_name,
      foreign_key: relationship.foreign_key,
      field_label: fieldLabels.get(`${relationship.childId}.${relationship.foreign_key}`),
      options: relationship.options,
    }));
  const unique = [...new Map(relationships.map((r) => [`${r.parent_object}.${r.name}`, r])).values()];
  // The workflows as they run here, the package's and those an administrator added to its objects.
  const workflows = (await Promise.all(objects.map((object) => activeDefinitions(db, object.name))))
    .flat()
    .map((row) => workflowDefinitionSchema.parse(row.definition));
  const generator = installed.demo_data.generator;
  return {
    ...installed,
    exported_from: ATRIUM_VERSION,
    objects,
    relationships: unique,
    forms,
    workflows,
    demo_data: { records: [] },
    steps: installed.steps.filter((step) => step !== generator),
  };
}
