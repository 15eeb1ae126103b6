import type { CompileState } from './compile-state';
import type { CompiledAction } from './compiled-rules';
import type { RuleAction } from './rule-types';

function targetsOf(action: RuleAction): string[] {
  const { resource, layoutPath } = action.data;
  if (action.name === 'HIDE_LAYOUT') {
    const path = layoutPath?.trim();
    return path ? [path] : resource;
  }
  return resource;
}

export function compileAction(action: RuleAction, path: string, state: CompileState): CompiledAction {
  const table = state.targets;
  const names = targetsOf(action);
  if (names.length === 0) state.error(path, `The action ${action.name} has no target field.`);
  const targets = names.map((name) => table.target(name));
  const { setOptions, setValue, message } = action.data;
  const warning = message ?? (typeof setValue === 'string' ? setValue : '');
  if (action.name === 'SHOW_WARNING' && warning.trim() === '') {
    state.error(path, 'The warning action has no message.');
  }
  let optionMap: ReadonlyMap<string, readonly string[]> | undefined;
  if (action.name === 'SET_OPTIONS') {
    if (!setOptions) state.error(path, 'The Set Options action has no option mapping.');
    else {
      if (!state.topScope.attributes?.has(setOptions.sourceAttribute)) {
        state.error(
          path,
          `The Set Options action reads the attribute '${setOptions.sourceAttribute}', which the object does not have.`,
        );
      }
      optionMap = new Map(Object.entries(setOptions.mapping));
    }
  }
  return {
    id: action.id,
    name: action.name,
    targets,
    dedupSlots: targets.map((target) => table.pair(action.id, target)),
    value: setValue === undefined ? null : setValue,
    message: warning,
    optionSource: setOptions?.sourceAttribute ?? '',
    optionMap,
  };
}
