import type { FormNode, ObjectDefinition } from '@atrium/core';
import { theme } from 'antd';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldWidgetRegistry } from '../field-widgets/widget-types';
import { type ConditionCompiler, cachedConditions } from '../rules/hide-condition';
import { attachRules, type RuleRunner } from '../rules/rule-runner';
import { FieldActivation } from './field-activation';
import { FieldRevealContext } from './field-reveal';
import type { FormStore } from './form-store';
import { NodeList } from './NodeList';
import { FormContext, type FormContextValue } from './renderer-context';
import { themeVariables } from './theme-variables';
import { useProgressiveReveal } from './useProgressiveReveal';
import './renderer.css';

export interface FormRendererProps {
  schema: FormNode;
  definition: ObjectDefinition;
  store: FormStore;
  widgets: FieldWidgetRegistry;
  /** Compiles `hideOnCondition` expressions. */
  conditions: ConditionCompiler;
  /** The form's compiled rules for this user; none means the schema alone decides. */
  rules?: RuleRunner | undefined;
  readOnly?: boolean;
  isNew: boolean;
  loading?: boolean;
}

/**
 * Draws a form schema (spec 001 §2.4) over a FormStore. Values live in the store, so a change renders
 * the field it concerns and whatever the rules then change, not the form.
 */
export function FormRenderer({
  schema,
  definition,
  store,
  widgets,
  conditions,
  rules,
  readOnly = false,
  isNew,
  loading = false,
}: FormRendererProps) {
  const compile = useMemo(() => cachedConditions(conditions), [conditions]);
  const root = useMemo(() => [schema], [schema]);
  const activation = useMemo(() => new FieldActivation(), []);
  useEffect(() => () => activation.disconnect(), [activation]);
  const box = useRef<HTMLDivElement>(null);
  const reveal = useProgressiveReveal(schema, box, activation);
  const { token } = theme.useToken();
  const { i18n } = useTranslation();
  const language = i18n.language;
  const style = useMemo(() => themeVariables(token), [token]);
  // Focus or a press in an off-screen field's shell swaps in its widget (useDeferredWidget).
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || !activation.defers) return undefined;
    const pressed = (event: Event) => activation.pressed(event);
    element.addEventListener('focusin', pressed);
    element.addEventListener('pointerdown', pressed);
    return () => {
      element.removeEventListener('focusin', pressed);
      element.removeEventListener('pointerdown', pressed);
    };
  }, [activation]);
  const context = useMemo<FormContextValue>(
    () => ({
      object: definition,
      data: store.record,
      onChange: (name, value) => store.setValues({ [name]: value }),
      onBatchChange: (values) => store.setValues(values),
      error: () => store.getErrors(),
      loading,
      readOnly,
      isNew,
      fieldsLoading: (names) => store.setFieldFlags({ loading: names }),
      fieldsLocked: (names) => store.setFieldFlags({ locked: names }),
      store,
      attributes: new Map(definition.attributes.map((attribute) => [attribute.name, attribute])),
      widgets,
      conditions: compile,
      activation,
      language,
    }),
    [definition, store, loading, readOnly, isNew, widgets, compile, activation, language],
  );
  // The rules' first answer reaches the store before any field renders (nothing listens yet), so the
  // first render already hides, shows and requires what they say: no field draws twice, or in vain.
  useState(() => (rules ? store.setEffects(rules.evaluate(store.getValues())) : undefined));
  // Before paint, so the first frame already shows what the rules hide, require and fill.
  useLayoutEffect(() => (rules ? attachRules(store, rules) : undefined), [store, rules]);
  return (
    <FormContext.Provider value={context}>
      <FieldRevealContext.Provider value={reveal}>
        <div ref={box} className="atrium-form-renderer" style={style}>
          <NodeList nodes={root} />
        </div>
      </FieldRevealContext.Provider>
    </FormContext.Provider>
  );
}
