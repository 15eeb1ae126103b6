import type { FormulaResult } from '@atrium/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyValue } from '../shared/EmptyValue';
import { FieldProblem } from '../shared/FieldProblem';
import { stringOption } from '../shared/field-options';
import { displayDecimal } from '../shared/number-format';
import type { FieldWidget, FieldWidgetProps } from '../widget-types';
import { useFormulaResult } from './useFormulaResult';

/** A computed value as people read it: numbers with ',' thousands, booleans as Yes or No. */
function FormulaValue({ value }: { value: unknown }) {
  const { t } = useTranslation();
  if (value === null || value === undefined || value === '') return <EmptyValue />;
  if (typeof value === 'number') return <span>{displayDecimal(value, 2)}</span>;
  if (typeof value === 'boolean') return <span>{value ? t('common.yes') : t('common.no')}</span>;
  return <span>{typeof value === 'string' ? value : JSON.stringify(value)}</span>;
}

function FormulaOutcome({ result }: { result: FormulaResult | undefined }) {
  const { t } = useTranslation();
  if (result === undefined) return <EmptyValue />;
  if (!result.ok) return <FieldProblem message={t('widgets.formula.error')} />;
  return <FormulaValue value={result.value} />;
}

function FormulaDisplay(props: FieldWidgetProps) {
  return <FormulaOutcome result={useFormulaResult(props)} />;
}

const isScalar = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** While editing, the result is also written to `formulaOutputName` so it is saved with the record. */
function FormulaInput(props: FieldWidgetProps) {
  const result = useFormulaResult(props);
  const output = stringOption(props, 'formulaOutputName');
  const { readOnly, onBatchChange } = props;
  const computed = result?.ok ? result.value : undefined;
  const stored = output === undefined ? undefined : props.record[output];
  useEffect(() => {
    if (readOnly || output === undefined || computed === undefined || !isScalar(computed)) return;
    if (computed !== stored) onBatchChange({ [output]: computed });
  }, [readOnly, output, computed, stored, onBatchChange]);
  return (
    <output id={props.inputId} className="atrium-formula">
      <FormulaOutcome result={result} />
    </output>
  );
}

/** formula: `formulaBody` computed over the record with the safe expression language; 'Error in evaluating' when it fails. */
export const FormulaWidget: FieldWidget = { Input: FormulaInput, Display: FormulaDisplay, labelled: true };
