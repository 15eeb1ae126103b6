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
  // A saved record's panels hold only children not yet created: what counts for minItems and maxItems
  // is the number each panel reports (stored and held), and nothing while a panel does not know it.
  const panels = useMemo(
    () => (isNew ? [] : relatedPanels(definition, body).map((panel) => panel.field)),
    [definition, body, isNew],
  );
  const values = useCallback(() => {
    const all = store.getValues();
    if (panels.length === 0) return all;
    const rest = Object.fromEntries(Object.entries(all).filter(([name]) => !panels.includes(name)));
    for (const field of panels) {
      const count = store.getChildCount(field);
      if (count !== undefined) rest[field] = count;
    }
    return rest;
  }, [store, panels]);

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

  const revalidate = useCallback(
    (changed: readonly string[]) => {
      if (!validated.current) return;
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
    },
    [validator, store, isNew, values],
  );

  useEffect(
    () =>
      store.onChange((changed, source) => {
        if (source !== 'load') revalidate(changed);
      }),
    [store, revalidate],
  );
  useEffect(() => store.onChildCount((field) => revalidate([field])), [store, revalidate]);
  return validate;
}
