import type { Db } from '../../platform/db/database';
import { installInDemoOrganizations } from '../install-demo-package';
import { DIGISIGN_PACKAGE } from './digisign-package';

/**
 * The digital signature package, with its two document types and the demo template (Ada, then Sam),
 * in the demo organizations.
 */
export const seedDigisign = (db: Db) => installInDemoOrganizations(db, DIGISIGN_PACKAGE);
