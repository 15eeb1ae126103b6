import type { Attribute, ObjectDefinition } from '@atrium/core';
import { createContext, useContext } from 'react';
import type { FieldWidgetRegistry } from '../field-widgets/widget-types';
import type { ConditionCompiler } from '../rules/hide-condition';
import type { FieldActivation } from './field-activation';
import type { FormStore } from './form-store';

/**
 * The form context of spec 001 §3.6. It changes only when the form's mode changes (read-only, new,
 * loading), never with values: those are read from `store` by the fields that show them.
 */
export interface FormContextValue {
  object: ObjectDefinition;
  /** The record as edited; a stable view that always reads the current values. */
  data: Readonly<Record<string, unknown>>;
  onChange: (name: string, value: unknown) => void;
  onBatchChange: (values: Record<string, unknown>) => void;
  /** Field errors of the last validation or save, by field. */
  error: () => Readonly<Record<string, readonly string[]>>;
  loading: boolean;
  readOnly: boolean;
  isNew: boolean;
  /** Marks fields as loading (a spinner beside them). */
  fieldsLoading: (names: readonly string[]) => void;
  /** Marks fields as locked (read-only) while something runs. */
  fieldsLocked: (names: readonly string[]) => void;
  store: FormStore;
  attributes: ReadonlyMap<string, Attribute>;
  widgets: FieldWidgetRegistry;
  conditions: ConditionCompiler;
  /** When off-screen fields swap their light shells for their real widgets. */
  activation: FieldActivation;
  /**
   * The interface language the labels are in: read once by the form rather than by each field
   * (react-i18next's hook per field was a tenth of a 500-field form's first render).
   */
  language: string;
}

export const FormContext = createContext<FormContextValue | null>(null);

export function useFormContext(): FormContextValue {
  const value = useContext(FormContext);
  if (!value) throw new Error('useFormContext is used outside a FormRenderer.');
  return value;
}
