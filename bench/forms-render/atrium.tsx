import { AppProviders } from '@atrium/web/src/app/AppProviders';
import { FIELD_WIDGETS } from '@atrium/web/src/forms/field-widgets/registry';
import { FormRenderer } from '@atrium/web/src/forms/renderer/FormRenderer';
import { FormStore } from '@atrium/web/src/forms/renderer/form-store';
import { coreConditions } from '@atrium/web/src/forms/rules/core-conditions';
import { useFormRules } from '@atrium/web/src/forms/rules/useFormRules';
import { initI18n } from '@atrium/web/src/i18n/i18n';
import { sessionStore } from '@atrium/web/src/session/session-store';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import '@atrium/web/src/app/styles.css';
import { installHarness } from './harness';
import type { AtriumPayload } from './payloads';

initI18n(sessionStore.getState().locale);

/**
 * RecordFormPage's form part, wired the same way (a FormStore holding the record, useFormRules over
 * the form and definition, FormRenderer with the app's widgets and conditions) without the network:
 * the definition, form and record come from the payload instead of the API.
 */
function BenchRecordForm({ payload }: { payload: AtriumPayload }) {
  const { definition, form, record } = payload;
  const [store] = useState(() => new FormStore(record));
  const rules = useFormRules(form, definition);
  return (
    <section className="atrium-page atrium-record-form">
      <form noValidate onSubmit={(event) => event.preventDefault()}>
        <FormRenderer
          schema={form.body}
          definition={definition}
          store={store}
          widgets={FIELD_WIDGETS}
          conditions={coreConditions}
          rules={rules.runner}
          readOnly={false}
          isNew={false}
        />
      </form>
    </section>
  );
}

const FIELD_LABEL = 'label.atrium-field__label[for^="attrib_"]';

installHarness<AtriumPayload>({
  payload: 'atrium.json',
  render(container, payload) {
    createRoot(container).render(
      <StrictMode>
        <AppProviders>
          <BenchRecordForm payload={payload} />
        </AppProviders>
      </StrictMode>,
    );
  },
  fieldCount: (container) => container.getElementsByClassName('atrium-field').length,
  visibleFields: (container) =>
    [...container.querySelectorAll<HTMLLabelElement>(FIELD_LABEL)].map((label) =>
      label.htmlFor.replace(/^attrib_/, ''),
    ),
  inputSelector: (name) => `#attrib_${name}`,
  painted(container) {
    const fields = container.getElementsByClassName('atrium-field').length;
    const shells = container.getElementsByClassName('atrium-field--shell').length;
    return `${fields} fields painted, each with its label, required mark and messages: ${fields - shells} with their antd widget (those in view since the first paint, those within 800 px below just after it), ${shells} as a light shell (a native control showing the value, drawn like the widget) that takes its widget when scrolled near or focused`;
  },
  widgets: {
    frames: (container) => container.getElementsByClassName('atrium-field'),
    live: (frame) => !frame.classList.contains('atrium-field--shell'),
  },
});
