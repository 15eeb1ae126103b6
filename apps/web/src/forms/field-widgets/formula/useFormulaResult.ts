import { evaluateFormula, type FormulaResult, tryCompileExpression } from '@atrium/core';
import { useMemo } from 'react';
import { stringOption } from '../shared/field-options';
import type { FieldWidgetProps } from '../widget-types';

const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The formula's value for the record as edited. `formulaBody` is compiled once per node; each render
 * only runs the compiled closure. No formula gives undefined; a bad one gives the failed result.
 */
export function useFormulaResult(
  props: Pick<FieldWidgetProps, 'node' | 'attribute' | 'record'>,
): FormulaResult | undefined {
  const body = stringOption(props, 'formulaBody');
  const compiled = useMemo(() => (body === undefined ? undefined : tryCompileExpression(body)), [body]);
  if (compiled === undefined) return undefined;
  if (!compiled.ok) return { ok: false, message: 'Error in evaluating', error: compiled.error };
  return evaluateFormula(compiled.expression, props.record, { timeZone: TIME_ZONE });
}
