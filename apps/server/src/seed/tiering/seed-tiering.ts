import type { Db } from '../../platform/db/database';
import { installInDemoOrganizations } from '../install-demo-package';
import { TIERING_PACKAGE } from './tiering-package';

/** The legal tiering tool, with its demo panel, in the demo organizations. */
export const seedTiering = (db: Db) => installInDemoOrganizations(db, TIERING_PACKAGE);
