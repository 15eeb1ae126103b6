import { z } from '../api/zod';
import { formNodeSchema } from '../metadata/form-schema';
import { IDENTIFIER_PATTERN } from '../metadata/identifiers';
import {
  objectInputSchema,
  objectTranslationsSchema,
  relationshipInputSchema,
} from '../metadata/object-definition';
import { reportDefinitionSchema } from '../reports/report-definition';
import { chartInputSchema } from '../reports/saved-report.contract';
import { ruleSchema } from '../rules/rule-types';
import { workflowDefinitionSchema } from '../workflow/workflow-definition';
import { SEMVER_PATTERN } from './semver';

/** The Atrium release this code is; a package states the oldest one it needs (decision 0022). */
export const ATRIUM_VERSION = '0.1.0';

/** The layout of a package file; a new layout gets a new number and a reader for the old one. */
export const PACKAGE_FORMAT = 1;

/** A package's name: its key in every organization's list of installed packages. */
export const PACKAGE_NAME_PATTERN = /^[a-z][a-z0-9-]{1,39}$/;

/** A declared code step: `{package}.{step}`, registered by the server (see docs/modules.md). */
export const PACKAGE_STEP_PATTERN = /^[a-z][a-z0-9-]{1,39}\.[a-z][a-z0-9-]{1,39}$/;

/** At most this many code steps: a package is metadata, with code only where metadata cannot say it. */
export const PACKAGE_STEPS_MAX = 4;

const semver = (what: string) =>
  z.string({ error: `${what} is required.` }).regex(SEMVER_PATTERN, `${what} must be a version like 1.2.3.`);
const identifier = (what: string) =>
  z.string({ error: `${what} is required.` }).regex(IDENTIFIER_PATTERN, `${what} must be an object name.`);
const text = (what: string, max: number) =>
  z
    .string({ error: `${what} is required.` })
    .trim()
    .min(1, `${what} is required.`)
    .max(max);

export const packageObjectSchema = objectInputSchema.extend({
  /** The object's names in other languages; its fields carry theirs in `options.translations`. */
  translations: objectTranslationsSchema.optional(),
});

/** An object's record form, by attribute names: the installer fills in the attribute ids. */
export const packageFormSchema = z.strictObject({
  object: identifier('The form object'),
  layout: formNodeSchema,
  rules: z.array(ruleSchema).max(200).default([]),
});

export const packageNavigationSchema = z.strictObject({
  key: z.string().regex(/^[a-z][a-z0-9_-]{0,39}$/, 'A navigation key is lowercase letters, digits, _ and -.'),
  label: text('The navigation label', 120),
  path: z.string().regex(/^\/[a-z0-9_-]+(\/[a-z0-9_-]+)*$/, 'A navigation path looks like /module/entry.'),
  /** The permission that shows the entry (`crm:view`); roles hold it. */
  permission: z.string(),
});

export const packageRoleSchema = z.strictObject({
  name: text('The role name', 120),
  description: z.string().max(500).default(''),
  permissions: z.array(z.string()).max(500),
});

/** Records of one object, each as attribute name → value, as a person's create would send them. */
export const packageRecordsSchema = z.strictObject({
  object: identifier('The records object'),
  records: z.array(z.record(z.string(), z.unknown())).max(5000, 'At most 5000 records per object.'),
});

export const packageReportSchema = z.strictObject({
  name: text('The report name', 200),
  definition: reportDefinitionSchema,
  charts: z.array(chartInputSchema).max(12).default([]),
});

export const modulePackageSchema = z.strictObject({
  format: z.literal(PACKAGE_FORMAT, { error: `The package format must be ${PACKAGE_FORMAT}.` }),
  name: z.string().regex(PACKAGE_NAME_PATTERN, 'The package name is lowercase letters, digits and -.'),
  title: text('The package title', 120),
  description: z.string().max(2000).default(''),
  version: semver('The package version'),
  /** The oldest Atrium release the package runs on. */
  atrium: semver('The Atrium version the package needs'),
  /** Set by an export: the Atrium release that wrote the file. */
  exported_from: semver('The Atrium version of the export').optional(),
  objects: z.array(packageObjectSchema).max(200).default([]),
  relationships: z.array(relationshipInputSchema).max(500).default([]),
  forms: z.array(packageFormSchema).max(200).default([]),
  reports: z.array(packageReportSchema).max(100).default([]),
  navigation: z.array(packageNavigationSchema).max(100).default([]),
  roles: z.array(packageRoleSchema).max(50).default([]),
  /**
   * Workflows of the package's objects, as the designer saves them; each becomes its workflow's
   * active version when installed, and a new version when an upgrade changes it. A workflow widget
   * names its workflow by name (`workflowId: "leaveRequest"`), so no id travels between installations.
   */
  workflows: z.array(workflowDefinitionSchema).max(50).default([]),
  reference_data: z.array(packageRecordsSchema).max(200).default([]),
  demo_data: z
    .strictObject({
      records: z.array(packageRecordsSchema).max(200).default([]),
      /** A declared step that makes demo records metadata cannot list (linked, generated). */
      generator: z.string().regex(PACKAGE_STEP_PATTERN, 'A step name looks like package.step.').optional(),
    })
    .default({ records: [] }),
  steps: z
    .array(z.string().regex(PACKAGE_STEP_PATTERN, 'A step name looks like package.step.'))
    .max(PACKAGE_STEPS_MAX, `A package declares at most ${PACKAGE_STEPS_MAX} code steps.`)
    .default([]),
});

export type ModulePackage = z.infer<typeof modulePackageSchema>;
export type ModulePackageInput = z.input<typeof modulePackageSchema>;
export type PackageObject = z.infer<typeof packageObjectSchema>;
export type PackageForm = z.infer<typeof packageFormSchema>;
export type PackageRecords = z.infer<typeof packageRecordsSchema>;
