import { createRoot } from 'react-dom/client';
import { Model } from 'survey-core';
import { Survey } from 'survey-react-ui';
import 'survey-core/survey-core.css';
import { installHarness } from './harness';
import type { SurveyPayload } from './payloads';

/** SurveyJS applies the rules itself: visibleIf, requiredIf and setValueIf on each question. */
installHarness<SurveyPayload>({
  payload: 'surveyjs.json',
  render(container, payload) {
    const model = new Model(payload.survey);
    model.data = payload.data;
    createRoot(container).render(<Survey model={model} />);
  },
  fieldCount: (container) => container.querySelectorAll('[data-name]').length,
  visibleFields: (container) =>
    [...container.querySelectorAll<HTMLElement>('[data-name]')]
      .filter((element) => element.checkVisibility())
      .map((element) => element.dataset.name ?? ''),
  inputSelector: (name) => `[data-name="${name}"] input`,
});
