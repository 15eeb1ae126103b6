import type { Db } from '../../platform/db/database';
import { installInDemoOrganizations } from '../install-demo-package';
import { HYPERION_PACKAGE } from './hyperion-package';

/** Hyperion finance, with its demo ledger, in the demo organizations. */
export const seedHyperion = (db: Db) => installInDemoOrganizations(db, HYPERION_PACKAGE);
