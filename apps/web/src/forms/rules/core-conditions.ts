import { compileExpression, expressionReads, isHiddenByCondition } from '@atrium/core';
import type { ConditionCompiler } from './hide-condition';

/** TODAY and the date parts of datetimes follow the browser's zone. */
const context = { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone };

/** hideOnCondition through core's expression language: parsed once, run as closures. */
export const coreConditions: ConditionCompiler = (source) => {
  const compiled = compileExpression(source);
  return {
    reads: expressionReads(compiled),
    test: (record) => isHiddenByCondition(compiled, record, context),
  };
};
