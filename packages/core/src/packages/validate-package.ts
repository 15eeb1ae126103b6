import { isRelationFieldType } from '../metadata/field-types';
import type { FormNode } from '../metadata/form-schema';
import { permissionCatalogue } from '../permissions/catalogue';
import { isPermissionString } from '../permissions/requirement';
import { ATRIUM_VERSION, type ModulePackage, modulePackageSchema } from './module-package';
import { compareSemver, isSemver } from './semver';
import { workflowErrors } from './validate-package-workflows';

/** One reason a package does not validate: where (`objects[2].attributes[0].name`) and why. */
export interface PackageError {
  path: string;
  message: string;
}

export type PackageValidation = { ok: true; value: ModulePackage } | { ok: false; errors: PackageError[] };

export interface PackageContext {
  /** The Atrium release checking the package (this one unless a test says otherwise). */
  atriumVersion?: string;
  /** The code steps this installation registers; a package naming another cannot run here. */
  knownSteps?: readonly string[];
}

type Loose = Record<string, unknown>;
const list = (value: unknown): Loose[] =>
  Array.isArray(value) ? value.filter((v): v is Loose => typeof v === 'object' && v !== null) : [];
const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function pathOf(segments: readonly PropertyKey[]): string {
  return segments
    .map((segment, at) =>
      typeof segment === 'number' ? `[${segment}]` : `${at === 0 ? '' : '.'}${String(segment)}`,
    )
    .join('');
}

function fieldNames(node: unknown, out: { name: string; nodePath: string }[], nodePath: string): void {
  if (typeof node !== 'object' || node === null) return;
  const { attributeName, children } = node as FormNode;
  if (typeof attributeName === 'string') out.push({ name: attributeName, nodePath });
  if (!Array.isArray(children)) return;
  for (const [at, child] of children.entries()) fieldNames(child, out, `${nodePath}.children[${at}]`);
}

/**
 * The checks that need more than one part of the package: names unique, references that name
 * something the package declares, permissions Atrium knows, steps this installation has, versions it
 * can run. Read leniently so they run beside the shape errors, and every error is listed at once.
 */
function crossErrors(raw: Loose, context: Required<PackageContext>): PackageError[] {
  const errors: PackageError[] = [];
  const add = (path: string, message: string) => errors.push({ path, message });
  const atrium = str(raw.atrium);
  if (atrium && isSemver(atrium) && compareSemver(atrium, context.atriumVersion) > 0)
    add('atrium', `The package needs Atrium ${atrium}; this installation runs ${context.atriumVersion}.`);
  const exportedFrom = str(raw.exported_from);
  if (exportedFrom && isSemver(exportedFrom) && compareSemver(exportedFrom, context.atriumVersion) > 0)
    add(
      'exported_from',
      `The package was exported from Atrium ${exportedFrom}, newer than this installation (${context.atriumVersion}); upgrade Atrium before importing it.`,
    );

  // Each object's field names: its attributes, then the fields its relationships add.
  const fields = new Map<string, Set<string>>();
  list(raw.objects).forEach((object, at) => {
    const name = str(object.name);
    if (!name) return;
    if (fields.has(name)) {
      add(`objects[${at}].name`, `The object '${name}' is declared twice.`);
      return;
    }
    const names = new Set<string>();
    list(object.attributes).forEach((attribute, index) => {
      const attributeName = str(attribute.name);
      if (!attributeName) return;
      if (names.has(attributeName))
        add(
          `objects[${at}].attributes[${index}].name`,
          `'${name}' declares the attribute '${attributeName}' twice.`,
        );
      if (isRelationFieldType(String(attribute.type)))
        add(
          `objects[${at}].attributes[${index}].type`,
          `'${attributeName}' is a relation field: declare a relationship instead, it creates the field.`,
        );
      names.add(attributeName);
    });
    const label = str(object.label_attribute);
    if (label && !names.has(label))
      add(
        `objects[${at}].label_attribute`,
        `The label attribute '${label}' is not an attribute of '${name}'.`,
      );
    fields.set(name, names);
  });
  const needObject = (path: string, name: unknown, what: string) => {
    const objectName = str(name);
    if (objectName && !fields.has(objectName))
      add(path, `${what} names the object '${objectName}', which the package does not declare.`);
    return objectName && fields.has(objectName) ? objectName : undefined;
  };

  const relationshipNames = new Set<string>();
  list(raw.relationships).forEach((relationship, at) => {
    const parent = needObject(
      `relationships[${at}].parent_object`,
      relationship.parent_object,
      'A relationship',
    );
    const child = needObject(
      `relationships[${at}].child_object`,
      relationship.child_object,
      'A relationship',
    );
    const key = `${parent}.${str(relationship.name)}`;
    if (parent && relationshipNames.has(key))
      add(
        `relationships[${at}].name`,
        `'${parent}' has two relationships named '${str(relationship.name)}'.`,
      );
    relationshipNames.add(key);
    const foreignKey = str(relationship.foreign_key);
    const childFields = child ? fields.get(child) : undefined;
    if (!foreignKey || !childFields) return;
    if (relationship.type === 'Polymorphic') {
      childFields.add(foreignKey);
      return;
    }
    if (childFields.has(foreignKey))
      add(`relationships[${at}].foreign_key`, `'${child}' already has a field named '${foreignKey}'.`);
    childFields.add(foreignKey);
  });

  const formObjects = new Set<string>();
  list(raw.forms).forEach((form, at) => {
    const object = needObject(`forms[${at}].object`, form.object, 'A form');
    if (!object) return;
    if (formObjects.has(object))
      add(`forms[${at}].object`, `'${object}' has two forms; a package lays out one.`);
    formObjects.add(object);
    const placed: { name: string; nodePath: string }[] = [];
    fieldNames(form.layout, placed, `forms[${at}].layout`);
    for (const { name, nodePath } of placed)
      if (!fields.get(object)?.has(name))
        add(
          `${nodePath}.attributeName`,
          `The form of '${object}' places '${name}', which is not one of its fields.`,
        );
  });

  const recordChecks = (section: unknown, base: string) =>
    list(section).forEach((entry, at) => {
      const object = needObject(`${base}[${at}].object`, entry.object, 'Records');
      if (!object) return;
      list(entry.records).forEach((record, index) => {
        for (const key of Object.keys(record))
          if (!fields.get(object)?.has(key))
            add(`${base}[${at}].records[${index}].${key}`, `'${object}' has no field named '${key}'.`);
      });
    });
  recordChecks(raw.reference_data, 'reference_data');
  const demo = typeof raw.demo_data === 'object' && raw.demo_data !== null ? (raw.demo_data as Loose) : {};
  recordChecks(demo.records, 'demo_data.records');

  list(raw.reports).forEach((report, at) => {
    const definition =
      typeof report.definition === 'object' && report.definition !== null ? report.definition : {};
    needObject(`reports[${at}].definition.object`, (definition as Loose).object, 'A report');
  });

  const declared = new Set<string>();
  const seenKeys = new Set<string>();
  list(raw.navigation).forEach((entry, at) => {
    const key = str(entry.key);
    if (key && seenKeys.has(key))
      add(`navigation[${at}].key`, `The navigation entry '${key}' is declared twice.`);
    if (key) seenKeys.add(key);
    const permission = str(entry.permission);
    if (permission === undefined) return;
    if (!isPermissionString(permission))
      add(`navigation[${at}].permission`, `'${permission}' is not a permission (scope:action).`);
    else declared.add(permission);
    // As in Atrium's catalogue, an object's list entry (`{scope}:view`) brings the object's other verbs.
    const [scope, action] = permission.split(':');
    if (isPermissionString(permission) && action === 'view')
      for (const verb of ['create', 'edit', 'delete', 'export']) declared.add(`${scope}:${verb}`);
  });
  const known = new Set([...permissionCatalogue(), ...declared]);
  const roleNames = new Set<string>();
  list(raw.roles).forEach((role, at) => {
    const name = str(role.name)?.trim();
    if (name && roleNames.has(name)) add(`roles[${at}].name`, `The role '${name}' is suggested twice.`);
    if (name) roleNames.add(name);
    (Array.isArray(role.permissions) ? role.permissions : []).forEach((permission, index) => {
      if (typeof permission === 'string' && !known.has(permission))
        add(
          `roles[${at}].permissions[${index}]`,
          `'${permission}' is not a permission Atrium or the package knows.`,
        );
    });
  });

  const steps = new Set(
    (Array.isArray(raw.steps) ? raw.steps : []).filter((s): s is string => typeof s === 'string'),
  );
  const knownSteps = new Set(context.knownSteps);
  for (const [at, step] of [...steps].entries())
    if (!knownSteps.has(step))
      add(`steps[${at}]`, `The step '${step}' is not registered on this installation.`);
  const generator = str(demo.generator);
  if (generator && !steps.has(generator))
    add(
      'demo_data.generator',
      `The demo data step '${generator}' is not one of the package's declared steps.`,
    );
  return errors;
}

/**
 * Checks a package file before anything is installed: its shape (every field), then what its parts
 * say about each other. Every error is listed; a package with any is not installed.
 */
export function validateModulePackage(raw: unknown, context: PackageContext = {}): PackageValidation {
  const full = {
    atriumVersion: context.atriumVersion ?? ATRIUM_VERSION,
    knownSteps: context.knownSteps ?? [],
  };
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return { ok: false, errors: [{ path: '', message: 'A package is a JSON object.' }] };
  const parsed = modulePackageSchema.safeParse(raw);
  const shape = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ path: pathOf(issue.path), message: issue.message }));
  const errors = [...shape, ...crossErrors(raw as Loose, full), ...workflowErrors(raw as Loose)];
  if (errors.length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, value: parsed.data };
}
