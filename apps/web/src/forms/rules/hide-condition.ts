/** A `hideOnCondition` expression, compiled once: the fields it reads and its test. */
export interface CompiledHideCondition {
  reads: readonly string[];
  /** True hides the node. */
  test(record: Readonly<Record<string, unknown>>): boolean;
}

export type ConditionCompiler = (source: string) => CompiledHideCondition;

const NEVER: CompiledHideCondition = { reads: [], test: () => false };

/**
 * Wraps a compiler so each distinct source compiles once, and a source that fails to compile or to
 * run leaves the node shown: a broken condition must not make a field disappear silently.
 */
export function cachedConditions(compile: ConditionCompiler): ConditionCompiler {
  const cache = new Map<string, CompiledHideCondition>();
  return (source) => {
    const known = cache.get(source);
    if (known) return known;
    let compiled = NEVER;
    try {
      const inner = compile(source);
      compiled = {
        reads: inner.reads,
        test: (record) => {
          try {
            return inner.test(record) === true;
          } catch {
            return false;
          }
        },
      };
    } catch (error) {
      console.error('hideOnCondition could not be compiled', source, error);
    }
    cache.set(source, compiled);
    return compiled;
  };
}
