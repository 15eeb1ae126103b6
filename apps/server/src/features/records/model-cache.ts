import { changeFeedOf } from '../../platform/db/change-feed';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { loadDefinitions } from '../metadata/metadata.repository';
import { buildRecordModel, type RecordModel, referencedObjects } from './record-model';

interface Cached {
  model: RecordModel;
  /** The metadata generation of the change feed when the model was built. */
  generation: number;
  /** Versions of the object and of the parents its lookups point at, when the model was built. */
  versions: Map<string, number>;
}

// Per database, so two apps in one process (tests, benches) never share definitions.
const caches = new WeakMap<Db, Map<string, Cached>>();

async function currentVersions(db: Db, names: string[]): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('objects')
    .select(['name', 'version'])
    .where('name', 'in', names)
    .execute();
  return new Map(rows.map((row) => [row.name, row.version]));
}

function stillValid(cached: Cached, versions: Map<string, number>): boolean {
  return [...cached.versions].every(([name, version]) => versions.get(name) === version);
}

/**
 * The record model of an object, rebuilt only when the object or one of its parents changed: every
 * change of metadata bumps `objects.version`, which one small query compares, in every process. While
 * the change feed is live, even that query is skipped until a metadata change is notified.
 */
export async function loadModel(db: Db, objectName: string): Promise<RecordModel> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const feed = changeFeedOf(db);
  const generation = feed.generation('metadata');
  const cached = cache.get(objectName);
  // While notifications flow, an unchanged metadata generation proves the model current at no cost.
  if (cached && feed.live && cached.generation === generation) return cached.model;
  if (cached) {
    const versions = await currentVersions(db, [...cached.versions.keys()]);
    if (stillValid(cached, versions)) {
      cached.generation = generation;
      return cached.model;
    }
  }
  const [object] = await loadDefinitions(db, [objectName]);
  if (!object) throw new AppError('NOT_FOUND', `There is no object named '${objectName}'.`);
  const parents = await loadDefinitions(db, referencedObjects(object));
  const model = buildRecordModel(object, new Map(parents.map((parent) => [parent.name, parent])));
  const versions = new Map([object, ...parents].map((definition) => [definition.name, definition.version]));
  cache.set(objectName, { model, versions, generation });
  return model;
}
