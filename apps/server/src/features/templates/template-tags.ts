import {
  FIELD_TYPE_SPECS,
  findTemplateTags,
  isRichTextField,
  objectPermission,
  type RecordData,
  type Relationship,
  replaceTemplateTags,
  type TemplateTagEntry,
  type TemplateTagRef,
  templateTagText,
} from '@atrium/core';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import { withTenant } from '../../platform/db/tenant';
import { AppError } from '../../platform/errors/app-error';
import { escapeHtml, plainText, shown } from '../object-prints/print-document';
import { loadModel } from '../records/model-cache';
import type { RecordModel } from '../records/record-model';
import { selectPage, selectRecord } from '../records/records.repository';
import { accessOf, type RecordsDeps } from '../records/records.service';

/** A related list prints at most this many rows: a print is a document, not an export. */
const LIST_ROWS = 200;
const LIST_COLUMNS = 4;

/** The relationships through which a record has children (a quote's sales orders). */
function childRelationships(model: RecordModel): Relationship[] {
  return Object.values(model.object.relationships).filter(
    (r) => r.parent_object === model.object.name && (r.type === 'OneToMany' || r.type === 'Polymorphic'),
  );
}

/** `id` and every stored attribute: what `{{name}}` may name on a record. */
function fieldNames(model: RecordModel): Set<string> {
  return new Set(['id', ...model.fields.keys()]);
}

/** The tags the editor's picker offers for an object: its fields, its lookups' fields, its related lists. */
export async function availableTags(db: Db, model: RecordModel): Promise<TemplateTagEntry[]> {
  const group = model.object.display_name;
  const tags: TemplateTagEntry[] = [...model.fields.values()].map((field) => ({
    tag: templateTagText({ kind: 'field', attribute: field.name }),
    label: field.label,
    group,
  }));
  for (const field of model.fields.values()) {
    if (!field.references) continue;
    const parent = await loadModel(db, field.references.object);
    for (const parentField of parent.fields.values()) {
      tags.push({
        tag: templateTagText({ kind: 'lookup', lookup: field.name, attribute: parentField.name }),
        label: `${field.label} › ${parentField.label}`,
        group: field.label,
      });
    }
  }
  for (const relation of childRelationships(model)) {
    const child = await loadModel(db, relation.child_object);
    const columns = [...child.fields.values()]
      .filter((f) => f.name !== relation.foreign_key && !f.parentObjects)
      .slice(0, LIST_COLUMNS)
      .map((f) => f.name);
    if (columns.length === 0) continue;
    tags.push({
      tag: templateTagText({ kind: 'list', relationship: relation.name, columns }),
      label: `${child.object.display_name} (${relation.name})`,
      group: 'Related lists',
    });
  }
  return tags;
}

async function problemOf(db: Db, model: RecordModel, ref: TemplateTagRef): Promise<string | undefined> {
  if (ref.kind === 'field') {
    return fieldNames(model).has(ref.attribute)
      ? undefined
      : `${model.object.display_name} has no attribute '${ref.attribute}'.`;
  }
  if (ref.kind === 'lookup') {
    const field = model.fields.get(ref.lookup);
    if (!field?.references) return `${model.object.display_name} has no lookup '${ref.lookup}'.`;
    const parent = await loadModel(db, field.references.object);
    return fieldNames(parent).has(ref.attribute)
      ? undefined
      : `${parent.object.display_name} has no attribute '${ref.attribute}'.`;
  }
  const relation = childRelationships(model).find((r) => r.name === ref.relationship);
  if (!relation) return `${model.object.display_name} has no related list '${ref.relationship}'.`;
  const child = await loadModel(db, relation.child_object);
  const missing = ref.columns.filter((column) => !fieldNames(child).has(column));
  return missing.length
    ? `${child.object.display_name} has no attribute ${missing.map((m) => `'${m}'`).join(', ')}.`
    : undefined;
}

/**
 * Every tag of a template's texts that names nothing: refused on save with the list, so a template never
 * prints a blank where a value was meant (`{{acount.name}}`). Text in braces that is no tag is listed too.
 */
export async function checkTemplateTags(
  db: Db,
  model: RecordModel,
  texts: Record<string, string>,
): Promise<void> {
  const errors: Record<string, string[]> = {};
  const bad: string[] = [];
  for (const [part, text] of Object.entries(texts)) {
    for (const tag of findTemplateTags(text)) {
      const problem = tag.ref
        ? await problemOf(db, model, tag.ref)
        : `'${tag.text}' is not a tag: write {{attribute}}, {{lookup.attribute}} or {{relationship[attribute,…]}}.`;
      if (problem === undefined) continue;
      if (!bad.includes(tag.text)) bad.push(tag.text);
      errors[part] = [...(errors[part] ?? []), `${tag.text}: ${problem}`];
    }
  }
  if (bad.length > 0) {
    throw new AppError('UNPROCESSABLE', `These tags name nothing: ${bad.join(', ')}. Nothing was saved.`, {
      ...errors,
      tags: bad,
    });
  }
}

function valueText(model: RecordModel, record: RecordData, name: string): string {
  if (name === 'id') return String(record.id);
  const field = model.fields.get(name);
  if (!field) return '';
  const stored = record[`${name}_display`] ?? record[name];
  if (typeof stored === 'string' && isRichTextField(field.type, field.options)) return plainText(stored);
  if (FIELD_TYPE_SPECS[field.type].storage === 'none') return '';
  return shown(stored, field.type);
}

/** Values the template needs beyond the record: lookup parents and related lists, each as this person may read them. */
interface Related {
  parents: Map<string, { model: RecordModel; record: RecordData | undefined }>;
  lists: Map<string, { model: RecordModel; rows: RecordData[] }>;
}

async function loadRelated(
  deps: RecordsDeps,
  auth: AuthContext,
  model: RecordModel,
  record: RecordData,
  refs: TemplateTagRef[],
): Promise<Related> {
  const related: Related = { parents: new Map(), lists: new Map() };
  for (const ref of refs) {
    if (ref.kind === 'lookup' && !related.parents.has(ref.lookup)) {
      const field = model.fields.get(ref.lookup);
      if (!field?.references) continue;
      const parent = await loadModel(deps.db, field.references.object);
      const id = Number(record[ref.lookup]);
      // A parent this person may not read prints blank, as its name would show blank on the record page.
      const readable =
        auth.permissions.has(objectPermission(parent.object.name, 'view')) &&
        Number.isSafeInteger(id) &&
        id > 0;
      const row = readable
        ? await withTenant(deps.db, auth.orgId, (tx) =>
            selectRecord(tx, parent, accessOf(auth, parent.object.name), id),
          )
        : undefined;
      related.parents.set(ref.lookup, {
        model: parent,
        record: row && (row.permission & 1) !== 0 ? row : undefined,
      });
    }
    if (ref.kind === 'list' && !related.lists.has(ref.relationship)) {
      const relation = childRelationships(model).find((r) => r.name === ref.relationship);
      if (!relation) continue;
      const child = await loadModel(deps.db, relation.child_object);
      const scope =
        relation.type === 'OneToMany'
          ? sql`${sql.ref(`t.${relation.foreign_key}`)} = ${record.id}`
          : sql`${sql.ref(`t.${relation.foreign_key}_type`)} = ${model.object.name} and ${sql.ref(`t.${relation.foreign_key}_id`)} = ${record.id}`;
      const versions = child.object.has_versioning ? sql`t.is_active_version` : sql`true`;
      const rows = auth.permissions.has(objectPermission(child.object.name, 'view'))
        ? await withTenant(deps.db, auth.orgId, (tx) =>
            selectPage(tx, child, accessOf(auth, child.object.name), {
              where: sql`${scope} and ${versions}`,
              order: sql`t.id`,
              limit: LIST_ROWS,
              offset: 0,
            }),
          )
        : [];
      related.lists.set(ref.relationship, { model: child, rows });
    }
  }
  return related;
}

function listTable(list: { model: RecordModel; rows: RecordData[] }, columns: string[]): string {
  const label = (name: string) => (name === 'id' ? 'Id' : (list.model.fields.get(name)?.label ?? name));
  const head = `<tr>${columns.map((c) => `<th>${escapeHtml(label(c))}</th>`).join('')}</tr>`;
  const rows = list.rows.map(
    (row) =>
      `<tr>${columns.map((c) => `<td>${escapeHtml(valueText(list.model, row, c))}</td>`).join('')}</tr>`,
  );
  return `<table>${head}${rows.join('')}</table>`;
}

/**
 * A template's texts with every tag replaced by the record's value, escaped: a value never becomes
 * markup. A related list becomes a table; in the header and footer (plain text) its rows are listed.
 */
export async function fillTemplate(
  deps: RecordsDeps,
  auth: AuthContext,
  model: RecordModel,
  record: RecordData,
  texts: { body: string; header: string; footer: string },
): Promise<{ body: string; header: string; footer: string }> {
  const refs = Object.values(texts).flatMap((text) =>
    findTemplateTags(text).flatMap((tag) => (tag.ref ? [tag.ref] : [])),
  );
  const related = await loadRelated(deps, auth, model, record, refs);
  const fill = (text: string, html: boolean) =>
    replaceTemplateTags(text, ({ ref }) => {
      if (!ref) return '';
      if (ref.kind === 'list') {
        const list = related.lists.get(ref.relationship);
        if (!list) return '';
        if (html) return listTable(list, ref.columns);
        return list.rows
          .map((row) => ref.columns.map((c) => valueText(list.model, row, c)).join(' '))
          .join('; ');
      }
      const value =
        ref.kind === 'field'
          ? valueText(model, record, ref.attribute)
          : (() => {
              const parent = related.parents.get(ref.lookup);
              return parent?.record ? valueText(parent.model, parent.record, ref.attribute) : '';
            })();
      return html ? escapeHtml(value) : value;
    });
  return {
    body: fill(texts.body, true),
    header: fill(texts.header, false),
    footer: fill(texts.footer, false),
  };
}
