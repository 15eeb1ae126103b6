import { multiFamilyOperator } from './choice-operators';
import { dateFamilyOperator } from './date-operators';
import { numberFamilyOperator } from './number-operators';
import { isEmptyOperator, isNotEmptyOperator, type OperatorImpl } from './operator-impl';
import { OPERATORS_BY_FAMILY, type OperatorFamily } from './rule-operators';
import { equalityOperator, textFamilyOperator } from './text-operators';

/** Whether the catalogue of spec 001 §5.1 allows the operator for the family. */
export function operatorAllowed(family: OperatorFamily, operator: string): boolean {
  return OPERATORS_BY_FAMILY[family].includes(operator);
}

/**
 * A fresh implementation of an operator for one condition; undefined when the family does not allow
 * it. `hasOne` is not here: the condition compiler evaluates its sub-conditions itself.
 */
export function makeOperator(
  family: OperatorFamily,
  operator: string,
  booleanLike: boolean,
): OperatorImpl | undefined {
  if (!operatorAllowed(family, operator)) return undefined;
  if (operator === 'isEmpty') return isEmptyOperator();
  if (operator === 'isNotEmpty') return isNotEmptyOperator();
  switch (family) {
    case 'default':
      return equalityOperator(operator === 'isNot', booleanLike);
    case 'text':
    case 'phone':
    case 'email':
      return textFamilyOperator(operator);
    case 'multi':
      return multiFamilyOperator(operator);
    case 'number':
      return numberFamilyOperator(operator);
    case 'date':
      return dateFamilyOperator(operator, false);
    case 'datetime':
      return dateFamilyOperator(operator, true);
    case 'collection':
      return undefined;
  }
}
