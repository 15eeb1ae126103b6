import type { ModulePackage } from '@atrium/core';
import type { Db } from '../../platform/db/database';
import type { ObjectStep, StepTarget } from '../records/write-pipeline/object-steps';

/** What a package's demo data step is given: the organization, and a transaction acting for none yet. */
export interface DemoDataContext {
  orgId: number;
  orgCode: string;
}

/**
 * A package's code, by the name its manifest declares (`crm.demo-records`): a pipeline step for its
 * objects (declared at start for every shipped package), or the step that makes demo records
 * metadata cannot list. Nothing else of a package is code.
 */
export interface PackageStep {
  name: string;
  pipeline?: { target: StepTarget; step: ObjectStep };
  demoData?: (tx: Db, context: DemoDataContext) => Promise<void>;
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
