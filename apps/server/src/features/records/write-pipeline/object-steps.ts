import type { WriteKind, WriteState, WriteStep } from './write-state';

/**
 * Behaviour of one object or of every object of a module (a sequence number, a derived value, a
 * module's own logic), run by the pipeline between conversion and persist, inside the write's
 * transaction: it may read the state, change `state.columns`, or refuse with an AppError.
 */
export interface ObjectStep {
  /** Names the step in errors and in the decision record of what runs where. */
  name: string;
  kinds: readonly WriteKind[];
  run: WriteStep;
  /**
   * When it runs: before persist (the default: it may still change the columns), or after the record
   * and its history are written, still inside the transaction (a workflow advancing with the write).
   */
  phase?: 'beforePersist' | 'afterWrite';
}

/** One object, every object of a module, or every object (a platform capability such as workflows). */
export type StepTarget = { object: string } | { module: string } | { everyObject: true };

const declared = new Map<string, ObjectStep[]>();

const keyOf = (target: StepTarget) =>
  'object' in target ? `object:${target.object}` : 'module' in target ? `module:${target.module}` : '*';

/** Declares a step for an object or a module; answers how to take it back (a module unloaded, a test). */
export function declareObjectStep(target: StepTarget, step: ObjectStep): () => void {
  const key = keyOf(target);
  declared.set(key, [...(declared.get(key) ?? []), step]);
  return () =>
    declared.set(
      key,
      (declared.get(key) ?? []).filter((candidate) => candidate !== step),
    );
}

async function runDeclared(state: WriteState, phase: 'beforePersist' | 'afterWrite'): Promise<void> {
  const { object } = state.model;
  const steps = [
    ...(declared.get('*') ?? []),
    ...(declared.get(keyOf({ module: object.module })) ?? []),
    ...(declared.get(keyOf({ object: object.name })) ?? []),
  ];
  for (const step of steps) {
    if ((step.phase ?? 'beforePersist') === phase && step.kinds.includes(state.request.kind))
      await step.run(state);
  }
}

/** Pipeline step, per-object steps: those for every object, the module's, then the object's own, in the order declared. */
export async function objectSteps(state: WriteState): Promise<void> {
  await runDeclared(state, 'beforePersist');
}

/** Pipeline step, after the write: the declared steps that need the record written (its id, its history). */
export async function afterWriteSteps(state: WriteState): Promise<void> {
  await runDeclared(state, 'afterWrite');
}
