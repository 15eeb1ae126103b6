import { PACKAGE_NAME_PATTERN } from '../packages/module-package';
import { jsonIdSchema, SERIAL_ID_MAX, textIdSchema } from './numbers';
import { z } from './zod';

/** Module packages administration (issue 19 item 1; decision 0022). */

const orgId = jsonIdSchema('org_id', { max: SERIAL_ID_MAX });
const packageName = z
  .string({ error: 'name is required.' })
  .regex(PACKAGE_NAME_PATTERN, 'name must be a package name (lowercase letters, digits and -).');

export const packagesQuerySchema = z.strictObject({
  org_id: textIdSchema('org_id', { max: SERIAL_ID_MAX }),
});
export const packageNameParams = z.strictObject({ name: packageName });

export const installPackageBodySchema = z.strictObject({
  org_id: orgId,
  /** A package this installation ships (see the list's `available`). */
  name: packageName,
  /** Also add the package's demo records, when the organization has none of its records yet. */
  demo: z.boolean({ error: 'demo must be true or false.' }).default(false),
});

export const importPackageBodySchema = z.strictObject({
  org_id: orgId,
  /** The package file's content; validated in full before anything is installed. */
  package: z.unknown(),
  demo: z.boolean({ error: 'demo must be true or false.' }).default(false),
});

export const installedPackageSchema = z.object({
  name: z.string(),
  title: z.string(),
  version: z.string(),
  installed_at: z.string(),
  updated_at: z.string(),
  objects: z.array(z.string()),
});
export type InstalledPackage = z.infer<typeof installedPackageSchema>;

export const availablePackageSchema = z.object({
  name: z.string(),
  title: z.string(),
  version: z.string(),
  description: z.string(),
});
export type AvailablePackage = z.infer<typeof availablePackageSchema>;

export const packagesAnswerSchema = z.object({
  atrium_version: z.string(),
  installed: z.array(installedPackageSchema),
  available: z.array(availablePackageSchema),
});
export type PackagesAnswer = z.infer<typeof packagesAnswerSchema>;

export const PACKAGE_OUTCOMES = ['installed', 'upgraded', 'unchanged'] as const;
export type PackageOutcome = (typeof PACKAGE_OUTCOMES)[number];

export const packageInstallAnswerSchema = z.object({
  name: z.string(),
  version: z.string(),
  outcome: z.enum(PACKAGE_OUTCOMES),
  /** The previous version in this organization, on an upgrade. */
  from: z.string().nullable(),
  duration_ms: z.number(),
});
export type PackageInstallAnswer = z.infer<typeof packageInstallAnswerSchema>;
