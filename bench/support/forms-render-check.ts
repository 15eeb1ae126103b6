import { compileRules, type RuleUser } from '@atrium/core';
import { Model } from 'survey-core';
import type { AtriumPayload, RjsfPayload, SurveyPayload } from '../forms-render/payloads';
import { rjsfRuleRunner, withRuleValues } from '../forms-render/rjsf-rules';
import { FIELD_COUNT, type FormsRenderFixture, RULE_COUNT } from './forms-render-fixture';

/**
 * Before anything is timed, the bench makes sure the three peers were given the same form: 500
 * fields and 300 rules each, and the same outcome (visible fields, required fields, values set) on
 * the saved record and after the typed text, with Atrium's engine as the reference. SurveyJS runs in
 * Node here (survey-core needs no DOM); react-jsonschema-form's rules are the page's own code.
 */
export interface FormOutcome {
  visible: string[];
  required: string[];
  /** The value of every field a rule may set. */
  values: Record<string, unknown>;
}

const USER: RuleUser = { id: 1, permissions: [], timeZone: 'UTC' };

function settable(fixture: FormsRenderFixture): string[] {
  return fixture.rules
    .filter((rule) => rule.action.kind === 'setValue')
    .map((rule) => rule.action.target.name);
}

const pickValues = (names: readonly string[], values: Readonly<Record<string, unknown>>) =>
  Object.fromEntries(names.map((name) => [name, values[name]]));

/** Atrium's outcome, from its rule engine as the form applies it (SET_VALUE written into the record). */
export function atriumOutcome(
  fixture: FormsRenderFixture,
  payload: AtriumPayload,
  record: Record<string, unknown>,
): FormOutcome {
  const compiled = compileRules(payload.form.rules ?? [], { attributes: payload.definition.attributes });
  const effects = compiled.evaluate(record, USER);
  const visible = fixture.fields
    .filter((field) => {
      const visibility = effects.visibility[field.name];
      return visibility === 'shown' || (visibility !== 'hidden' && !field.hiddenByDefault);
    })
    .map((field) => field.name);
  return {
    visible,
    required: [...effects.required],
    values: pickValues(settable(fixture), { ...record, ...effects.values }),
  };
}

export function surveyOutcome(
  fixture: FormsRenderFixture,
  payload: SurveyPayload,
  changes: Record<string, unknown>,
): FormOutcome {
  const model = new Model(payload.survey);
  model.data = payload.data;
  for (const [name, value] of Object.entries(changes)) model.setValue(name, value);
  const questions = model.getAllQuestions();
  return {
    visible: questions.filter((question) => question.isVisible).map((question) => question.name),
    required: questions.filter((question) => question.isRequired).map((question) => question.name),
    values: pickValues(settable(fixture), model.data as Record<string, unknown>),
  };
}

export function rjsfOutcome(
  fixture: FormsRenderFixture,
  payload: RjsfPayload,
  changes: Record<string, unknown>,
): FormOutcome {
  const run = rjsfRuleRunner(payload.rules, payload.hiddenByDefault);
  const data = { ...payload.formData, ...changes };
  const effects = run(data);
  const hidden = new Set(effects.hidden);
  return {
    visible: fixture.fields.filter((field) => !hidden.has(field.name)).map((field) => field.name),
    required: effects.required,
    values: pickValues(settable(fixture), withRuleValues(data, effects.values)),
  };
}

/** The first way two outcomes differ, or undefined when they agree. */
export function outcomeDifference(expected: FormOutcome, actual: FormOutcome): string | undefined {
  for (const key of ['visible', 'required'] as const) {
    const want = new Set(expected[key]);
    const have = new Set(actual[key]);
    const missing = [...want].filter((name) => !have.has(name));
    const extra = [...have].filter((name) => !want.has(name));
    if (missing.length > 0 || extra.length > 0) {
      return `${key}: missing ${missing.slice(0, 5).join(', ') || 'none'}, extra ${extra.slice(0, 5).join(', ') || 'none'}`;
    }
  }
  for (const [name, value] of Object.entries(expected.values)) {
    if (actual.values[name] !== value)
      return `value of ${name}: ${String(actual.values[name])}, not ${String(value)}`;
  }
  return undefined;
}

export interface PeerPayloads {
  atrium: AtriumPayload;
  surveyjs: SurveyPayload;
  rjsf: RjsfPayload;
}

/** Every peer got 500 fields and 300 rules. */
export function assertSameForm(payloads: PeerPayloads): void {
  const surveyQuestions = (
    payloads.surveyjs.survey.pages as { elements: Record<string, unknown>[] }[]
  ).flatMap((page) => page.elements);
  const counts: [string, number, number][] = [
    ['Atrium', payloads.atrium.definition.attributes.length, payloads.atrium.form.rules?.length ?? 0],
    [
      'SurveyJS',
      surveyQuestions.length,
      surveyQuestions.filter((question) =>
        ['visibleIf', 'requiredIf', 'setValueIf'].some((key) => typeof question[key] === 'string'),
      ).length,
    ],
    [
      'react-jsonschema-form',
      Object.keys(payloads.rjsf.schema.properties as Record<string, unknown>).length,
      payloads.rjsf.rules.length,
    ],
  ];
  for (const [peer, fields, rules] of counts) {
    if (fields !== FIELD_COUNT || rules !== RULE_COUNT) {
      throw new Error(
        `${peer} received ${fields} fields and ${rules} rules, not ${FIELD_COUNT} and ${RULE_COUNT}`,
      );
    }
  }
}

/**
 * The expected outcome on the saved record and after typing, checked against each peer's engine;
 * throws on the first disagreement, since figures over different work would mean nothing.
 */
export function expectedOutcomes(
  fixture: FormsRenderFixture,
  payloads: PeerPayloads,
): { opened: FormOutcome; typed: FormOutcome } {
  const typing = { [fixture.typedField]: fixture.typedText };
  const opened = atriumOutcome(fixture, payloads.atrium, fixture.record);
  const typed = atriumOutcome(fixture, payloads.atrium, { ...fixture.record, ...typing });
  const checks: [string, FormOutcome, FormOutcome][] = [
    ['SurveyJS on the saved record', opened, surveyOutcome(fixture, payloads.surveyjs, {})],
    ['SurveyJS after typing', typed, surveyOutcome(fixture, payloads.surveyjs, typing)],
    ['react-jsonschema-form on the saved record', opened, rjsfOutcome(fixture, payloads.rjsf, {})],
    ['react-jsonschema-form after typing', typed, rjsfOutcome(fixture, payloads.rjsf, typing)],
  ];
  for (const [what, expected, actual] of checks) {
    const difference = outcomeDifference(expected, actual);
    if (difference) throw new Error(`${what} disagrees with Atrium's engine: ${difference}`);
  }
  if (opened.visible.join() === typed.visible.join()) {
    throw new Error('typing changes no visible field: the keystroke measure would not exercise the rules');
  }
  return { opened, typed };
}

/**
 * A short text for the typed field whose last key changes which fields are visible (its text without
 * that key shows the same fields as the empty field): the key the rule-reaction measure times.
 */
export function reactionProbe(
  fixture: FormsRenderFixture,
  payload: AtriumPayload,
  candidates: readonly string[],
): { text: string; expected: FormOutcome } {
  const outcomeOf = (text: string) =>
    atriumOutcome(fixture, payload, { ...fixture.record, [fixture.typedField]: text });
  const empty = outcomeOf('').visible.join();
  for (const text of candidates) {
    const expected = outcomeOf(text);
    if (expected.visible.join() !== empty && outcomeOf(text.slice(0, -1)).visible.join() === empty) {
      return { text, expected };
    }
  }
  throw new Error('no probe text makes the rules change the form on its last key');
}
