import type { Db } from '../../platform/db/database';
import { installInDemoOrganizations } from '../install-demo-package';
import { LMS_PACKAGE } from './lms-package';

/** The LMS package, with its demo questions, tests and template, in the demo organizations. */
export const seedLms = (db: Db) => installInDemoOrganizations(db, LMS_PACKAGE);
