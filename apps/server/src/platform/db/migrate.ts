import { type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { Db } from './database';
import * as foundation from './migrations/0001-foundation';
import * as biGroups from './migrations/0002-bi-groups';
import * as metadata from './migrations/0003-metadata';
import * as recordAccess from './migrations/0004-record-access';
import * as recordHistory from './migrations/0005-record-history';
import * as jobsAndMail from './migrations/0006-jobs-and-mail';
import * as trigramSearch from './migrations/0007-trigram-search';
import * as uploads from './migrations/0008-uploads';
import * as changeNotifications from './migrations/0009-change-notifications';
import * as formDrafts from './migrations/0010-form-drafts';
import * as fieldHistory from './migrations/0011-field-history';
import * as objectTranslations from './migrations/0012-object-translations';
import * as listAccessIndexes from './migrations/0013-list-access-indexes';
import * as formLayoutMarks from './migrations/0015-form-layout-marks';
import * as workflows from './migrations/0017-workflows';
import * as administration from './migrations/0020-administration';
import * as reports from './migrations/0023-reports';
import * as adminAudit from './migrations/0024-admin-audit';
import * as printTemplates from './migrations/0025-print-templates';
import * as conversion from './migrations/0026-conversion';
import * as staticPages from './migrations/0027-static-pages';
import * as reportChangeNotifications from './migrations/0029-report-change-notifications';
import * as biWorkspaces from './migrations/0030-bi-workspaces';
import * as membershipManagers from './migrations/0031-membership-managers';
import * as modulePackages from './migrations/0033-module-packages';
import * as notifications from './migrations/0038-notifications';
import * as listViewPreferences from './migrations/0039-list-view-preferences';
import * as objectDefaultView from './migrations/0040-object-default-view';
import * as seedMarks from './migrations/0041-seed-marks';
import * as rowChanges from './migrations/0042-row-changes';
import * as describedUpdates from './migrations/0043-described-updates';

/** Migrations are listed in code, not read from a folder, so a bundled or moved server finds them all. */
const MIGRATIONS: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-bi-groups': biGroups,
  '0003-metadata': metadata,
  '0004-record-access': recordAccess,
  '0005-record-history': recordHistory,
  '0006-jobs-and-mail': jobsAndMail,
  '0007-trigram-search': trigramSearch,
  '0008-uploads': uploads,
  '0009-change-notifications': changeNotifications,
  '0010-form-drafts': formDrafts,
  '0011-field-history': fieldHistory,
  '0012-object-translations': objectTranslations,
  '0013-list-access-indexes': listAccessIndexes,
  '0015-form-layout-marks': formLayoutMarks,
  '0017-workflows': workflows,
  '0020-administration': administration,
  '0023-reports': reports,
  '0024-admin-audit': adminAudit,
  '0025-print-templates': printTemplates,
  '0026-conversion': conversion,
  '0027-static-pages': staticPages,
  '0029-report-change-notifications': reportChangeNotifications,
  '0030-bi-workspaces': biWorkspaces,
  '0031-membership-managers': membershipManagers,
  '0033-module-packages': modulePackages,
  '0038-notifications': notifications,
  '0039-list-view-preferences': listViewPreferences,
  '0040-object-default-view': objectDefaultView,
  '0041-seed-marks': seedMarks,
  '0042-row-changes': rowChanges,
  '0043-described-updates': describedUpdates,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * True when the database has run exactly this build's migrations: then the migrator is not needed, and
 * its check is not cheap (it lists the columns of every table, object tables included, twice).
 */
async function upToDate(db: Db): Promise<boolean> {
  const { rows } = await sql<{ present: boolean }>`
    select to_regclass('kysely_migration') is not null as present`.execute(db);
  if (!rows[0]?.present) return false;
  const ran = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const known = Object.keys(MIGRATIONS);
  return ran.rows.length === known.length && ran.rows.every((row) => row.name in MIGRATIONS);
}

export async function migrateToLatest(db: Db): Promise<void> {
  if (await upToDate(db)) return;
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
