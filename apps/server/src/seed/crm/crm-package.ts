import { ATRIUM_VERSION, MODULES, type ModulePackage, modulePackageSchema } from '@atrium/core';
import { DEMO_ROLES } from '../demo-data';
import { CRM_OBJECTS, CRM_RELATIONSHIPS } from './definitions';
import { withCrmTranslations } from './field-translations';
import { CRM_FORM_LAYOUTS, layoutBody } from './forms';
import { crmObjectTranslations } from './object-translations';

/** The step that makes the CRM's demo records: linked, generated, too many to list as metadata. */
export const CRM_DEMO_STEP = 'crm.demo-records';

const words = (path: string) => {
  const text = path.replaceAll('_', ' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
};

/** Each object's fields as a form places them: its attributes and the fields its relationships add. */
function fieldsOf(objectName: string): { name: string; type: string }[] {
  const object = CRM_OBJECTS.find((candidate) => candidate.name === objectName);
  const own = (object?.attributes ?? []).map((attribute) => ({ name: attribute.name, type: attribute.type }));
  const related = CRM_RELATIONSHIPS.filter((relationship) => relationship.child_object === objectName).map(
    (relationship) => ({
      name: relationship.foreign_key,
      type: relationship.type === 'OneToMany' ? 'lookup' : 'polymorphParent',
    }),
  );
  return [...own, ...related];
}

const crmModule = MODULES.find((module) => module.key === 'crm');

/**
 * The CRM, the first module package (issue 19, decision 0022): its objects with their names and
 * labels in four languages, relationships, laid-out forms and the lead rules, its navigation, the role
 * it suggests, and demo records made by its one declared step. Checked by core's validator when
 * the server loads it, as any imported package is.
 */
export const CRM_PACKAGE: ModulePackage = modulePackageSchema.parse({
  format: 1,
  name: 'crm',
  title: 'CRM',
  description: 'Accounts, contacts, leads, opportunities, quotes, sales orders and their activities.',
  version: '1.0.0',
  atrium: ATRIUM_VERSION,
  objects: CRM_OBJECTS.map((object) => ({
    ...object,
    attributes: (object.attributes ?? []).map((attribute) => ({
      ...attribute,
      options: withCrmTranslations(attribute.label, attribute.options ?? {}) ?? attribute.options ?? {},
    })),
    translations: crmObjectTranslations(object.name),
  })),
  relationships: CRM_RELATIONSHIPS,
  forms: CRM_FORM_LAYOUTS.map(({ object, layout, rules }) => ({
    object,
    layout: layoutBody(layout, fieldsOf(object)),
    rules,
  })),
  navigation: (crmModule?.navigation ?? []).map((entry) => {
    const path = entry.url.split('/').at(-1) ?? entry.key;
    return {
      key: path,
      label: words(path),
      path: entry.url,
      permission: entry.requires?.all?.[0] ?? 'module:crm',
    };
  }),
  roles: DEMO_ROLES.filter((role) => role.name === 'CRM Staff'),
  demo_data: { records: [], generator: CRM_DEMO_STEP },
  steps: [CRM_DEMO_STEP],
});
