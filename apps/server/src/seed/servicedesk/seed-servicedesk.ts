import type { Db } from '../../platform/db/database';
import { installInDemoOrganizations } from '../install-demo-package';
import { SERVICEDESK_PACKAGE } from './servicedesk-package';

/**
 * The service desk package, with its ticket workflow and demo desk (team, routing, a few tickets), in
 * the demo organizations.
 */
export const seedServiceDesk = (db: Db) => installInDemoOrganizations(db, SERVICEDESK_PACKAGE);
