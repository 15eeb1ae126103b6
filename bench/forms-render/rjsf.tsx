import type { IChangeEvent } from '@rjsf/core';
import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { installHarness } from './harness';
import type { RjsfPayload } from './payloads';
import { type RjsfEffects, rjsfRuleRunner, withRuleValues } from './rjsf-rules';

type FormData = Record<string, unknown>;

interface RuledForm {
  formData: FormData;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  /** `hidden|required` names, to keep the schemas' identity while the rules' outcome is the same. */
  key: string;
}

/**
 * react-jsonschema-form with the rules applied in onChange: each change runs all 300 rules
 * (json-logic-engine, compiled), merges the values they set into formData, and gives a new schema
 * (`required`) and uiSchema (`ui:widget: hidden`) only when what they hide or require changed.
 */
function BenchRjsf({ payload }: { payload: RjsfPayload }) {
  const run = useMemo(() => rjsfRuleRunner(payload.rules, payload.hiddenByDefault), [payload]);
  const ruled = (data: FormData, previous: RuledForm | undefined): RuledForm => {
    const effects: RjsfEffects = run(data);
    const formData = withRuleValues(data, effects.values);
    const key = `${effects.hidden.join(',')}|${effects.required.join(',')}`;
    if (previous && previous.key === key) return { ...previous, formData };
    const uiSchema: UiSchema = { ...(payload.uiSchema as UiSchema) };
    for (const name of effects.hidden) uiSchema[name] = { ...uiSchema[name], 'ui:widget': 'hidden' };
    return {
      formData,
      schema: { ...payload.schema, required: effects.required } as RJSFSchema,
      uiSchema,
      key,
    };
  };
  const [state, setState] = useState(() => ruled(payload.formData, undefined));
  return (
    <Form
      schema={state.schema}
      uiSchema={state.uiSchema}
      formData={state.formData}
      validator={validator}
      noHtml5Validate
      onChange={(event: IChangeEvent) => setState((previous) => ruled(event.formData as FormData, previous))}
    />
  );
}

const VISIBLE_INPUT = '[id^="root_"]:is(input:not([type="hidden"]), select, textarea)';

installHarness<RjsfPayload>({
  payload: 'rjsf.json',
  render(container, payload) {
    createRoot(container).render(<BenchRjsf payload={payload} />);
  },
  fieldCount: (container) => container.querySelectorAll(VISIBLE_INPUT).length,
  visibleFields: (container) =>
    [...container.querySelectorAll<HTMLElement>(VISIBLE_INPUT)].map((input) =>
      input.id.replace(/^root_/, ''),
    ),
  inputSelector: (name) => `#root_${name}`,
});
