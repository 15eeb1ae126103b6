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
}

export type StepTarget = { object: string } | { module: string };

const declared = new Map<string, ObjectStep[]>();

const keyOf = (target: StepTarget) =>
  'object' in target ? `object:${target.object}` : `module:${target.module}`;

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

/** Pipeline step, per-object steps: the module's steps, then the object's own, in the order declared. */
export async function objectSteps(state: WriteState): Promise<void> {
  const { object } = state.model;
  const steps = [
    ...(declared.get(keyOf({ module: object.module })) ?? []),
    ...(declared.get(keyOf({ object: object.name })) ?? []),
  ];
  for (const step of steps) {
    if (step.kinds.includes(state.request.kind)) await step.run(state);
  }
}
