import type { ModulePackage } from '@atrium/core';
import type { Db } from '../../platform/db/database';

/** What a package's demo data step is given: the organization, and a transaction acting for none yet. */
export interface DemoDataContext {
  orgId: number;
  orgCode: string;
}

/** What a package's install step is given: the organization, the person installing, the version before. */
export interface InstallStepContext {
  orgId: number;
  actorId: number;
  /** The version installed in the organization before, or null on a first install. */
  from: string | null;
}

/**
 * A package's code, by the name its manifest declares (`crm.demo-records`): the step that makes demo
 * records metadata cannot list, or (name only) a write pipeline step the package's code declares with
 * `declareObjectStep`. Registering the name is what lets a package naming it validate here.
 */
export interface PackageStep {
  name: string;
  demoData?: (tx: Db, context: DemoDataContext) => Promise<void>;
  /**
   * Run on every install and upgrade, after the package's records: what a version's metadata cannot do
   * to data already there (records written before a sharing rule existed).
   */
  afterInstall?: (tx: Db, context: InstallStepContext) => Promise<void>;
}

/** The packages this installation ships and the code steps they declare. */
export interface PackageCatalogue {
  packages: readonly ModulePackage[];
  steps: ReadonlyMap<string, PackageStep>;
}

export function catalogueOf(
  packages: readonly ModulePackage[],
  steps: readonly PackageStep[],
): PackageCatalogue {
  return { packages, steps: new Map(steps.map((step) => [step.name, step])) };
}
