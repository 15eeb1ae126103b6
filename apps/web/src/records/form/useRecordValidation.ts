import {
  buildRecordValidator,
  type FormNode,
  type ObjectDefinition,
  type ValidationResult,
} from '@atrium/core';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { FormStore } from '../../forms/renderer/form-store';
import { relatedPanels } from './held-children';

const context = { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone };

/**
 * Validation with core's validator for this form (spec 001 §5.4): on save, and once it has run,
 * again for each changed field so its message goes as soon as it is fixed.
 */
export function useRecordValidation(
  store: FormStore,
  definition: ObjectDefinition,
  body: FormNode,
  isNew: boolean,
): () => ValidationResult {
  const validator = useMemo(() => buildRecordValidator({ definition, form: body }), [definition, body]);
  const validated = useRef(false);
  // A saved record's panels hold only children not yet created, not its list: their count is no measure.
  const values = useMemo(() => {
    const held = isNew ? [] : relatedPanels(definition, body).map((panel) => panel.field);
    return () => {
      const all = store.getValues();
      if (!held.some((field) => Object.hasOwn(all, field))) return all;
      return Object.fromEntries(Object.entries(all).filter(([name]) => !held.includes(name)));
    };
  }, [store, definition, body, isNew]);

  const validate = useCallback(() => {
    const result = validator.validate({
      values: values(),
      ...(store.getEffects() ? { effects: store.getEffects() } : {}),
      isNew,
      context,
    });
    store.setErrors(result.errors);
    validated.current = true;
    return result;
  }, [validator, store, isNew, values]);

  useEffect(
    () =>
      store.onChange((changed, source) => {
        if (!validated.current || source === 'load') return;
        const result = validator.validate({
          values: values(),
          ...(store.getEffects() ? { effects: store.getEffects() } : {}),
          isNew,
          changedOnly: changed,
          context,
        });
        const next: Record<string, readonly string[]> = { ...store.getErrors() };
        for (const name of changed) delete next[name];
        store.setErrors({ ...next, ...result.errors });
      }),
    [store, validator, isNew, values],
  );
  return validate;
}
