import {
  type Condition,
  defaultFormBody,
  type FormDefinition,
  formSchema,
  type ObjectDefinition,
  objectDefinitionSchema,
  type Rule,
  type RuleAction,
  ruleSetSchema,
} from '@atrium/core';
import type { AtriumPayload, RjsfPayload, SurveyPayload } from '../forms-render/payloads';
import type { RjsfRule } from '../forms-render/rjsf-rules';
import {
  type FormsRenderFixture,
  OPTIONS,
  type RenderCondition,
  type RenderField,
  type RenderFieldKind,
  type RenderRule,
} from './forms-render-fixture';
import { isComparison, JSON_LOGIC_COMPARISONS } from './json-logic-comparisons';

/** The rendering bench's neutral form written out in each peer's own format. */
const ATRIUM_TYPE: Record<RenderFieldKind, string> = {
  text: 'singleLine',
  number: 'numberField',
  decimal: 'decimalField',
  date: 'dateField',
  select: 'singleSelect',
  checkbox: 'checkbox',
  longText: 'longText',
};

const ATRIUM_PATTERN: Record<RenderRule['pattern'], string> = {
  and: 'ALL_AND',
  or: 'ALL_OR',
  firstTwoOrThird: '(1 AND 2) OR 3',
  twoPairs: '(1 OR 2) AND (3 OR 4)',
};

const ATRIUM_ACTION: Record<RenderRule['action']['kind'], RuleAction['name']> = {
  hide: 'HIDE_FIELD',
  show: 'SHOW_FIELD',
  require: 'MAKE_REQUIRED',
  setValue: 'SET_VALUE',
};

function atriumOptions(field: RenderField): Record<string, unknown> {
  if (field.kind === 'select') return { items: OPTIONS.map((value) => ({ value, label: value })) };
  // The peers draw a plain textarea; Atrium's long text is one too with the rich editor off.
  if (field.kind === 'longText') return { disableWysiwyg: true };
  return {};
}

function atriumCondition(condition: RenderCondition, id: number): Condition {
  const { field, value } = condition;
  const right =
    value === undefined
      ? undefined
      : Array.isArray(value)
        ? { type: 'CONSTANTS' as const, data: { dataType: 'ARRAY' as const, input: value } }
        : typeof value === 'number'
          ? { type: 'CONSTANTS' as const, data: { dataType: 'NUMBER' as const, input: value } }
          : { type: 'CONSTANTS' as const, data: { dataType: 'TEXT' as const, input: value } };
  return {
    id,
    operandLeft: {
      type: 'ATTRIBUTE',
      data: {
        object: 'bench_form',
        key: 'record',
        attributeName: field.name,
        attributeType: ATRIUM_TYPE[field.kind],
      },
    },
    // Select membership is `is` against a list in Atrium.
    operator: condition.operator === 'in' ? 'is' : condition.operator,
    ...(right ? { operandRight: right } : {}),
  };
}

export function atriumRules(rules: readonly RenderRule[]): Rule[] {
  return rules.map((rule) => ({
    id: rule.id,
    title: `Rule ${rule.id}`,
    condition: {
      title: 'Top',
      evalPattern: ATRIUM_PATTERN[rule.pattern],
      conditions: rule.conditions.map((condition, index) => atriumCondition(condition, index + 1)),
    },
    groups: [],
    actions: [
      {
        id: rule.id,
        name: ATRIUM_ACTION[rule.action.kind],
        data: {
          resource: [rule.action.target.name],
          ...(rule.action.value === undefined ? {} : { setValue: rule.action.value }),
        },
      },
    ],
  }));
}

/** Atrium's object definition and form, checked against core's own schemas as the server would. */
export function atriumPayload(fixture: FormsRenderFixture): AtriumPayload {
  const definition: ObjectDefinition = objectDefinitionSchema.parse({
    id: 1,
    name: 'bench_form',
    display_name: 'Bench form',
    module: 'crm',
    label_attribute: null,
    label_expression: null,
    api_endpoint: 'records/bench_form',
    has_versioning: false,
    has_ordering: false,
    attributes: fixture.fields.map((field, index) => ({
      id: index + 1,
      name: field.name,
      label: field.label,
      type: ATRIUM_TYPE[field.kind],
      options: atriumOptions(field),
    })),
    relationships: {},
    version: 1,
  });
  const body = defaultFormBody(
    fixture.fields.map((field) => ({ name: field.name, type: ATRIUM_TYPE[field.kind] })),
  );
  const hidden = new Set(fixture.fields.filter((field) => field.hiddenByDefault).map((field) => field.name));
  const column = body.children?.[0]?.children?.[0];
  for (const node of column?.children ?? []) {
    if (node.attributeName && hidden.has(node.attributeName)) node.options = { hideField: true };
  }
  const form: FormDefinition = formSchema.parse({
    id: 1,
    object: 'bench_form',
    name: 'Bench form',
    type: 'default',
    status: 'ACTIVE',
    body,
    options: {},
    version: 1,
    rules: ruleSetSchema.parse(atriumRules(fixture.rules)),
  });
  return { definition, form, record: fixture.record };
}

const quote = (text: string) => `'${text.replaceAll("'", "\\'")}'`;
const literal = (value: string | number) => (typeof value === 'number' ? String(value) : quote(value));

const SURVEY_COMPARISON: Partial<Record<RenderCondition['operator'], string>> = {
  is: '=',
  equals: '=',
  notEquals: '!=',
  lessThan: '<',
  lessThanOrEqual: '<=',
  greaterThan: '>',
  greaterThanOrEqual: '>=',
};

function surveyCondition({ field, operator, value }: RenderCondition): string {
  const name = `{${field.name}}`;
  if (operator === 'isEmpty') return `${name} empty`;
  if (operator === 'contains') return `${name} contains ${quote(String(value))}`;
  if (operator === 'in' && Array.isArray(value)) return `${name} anyof [${value.map(quote).join(', ')}]`;
  const comparison = SURVEY_COMPARISON[operator];
  if (!comparison || value === undefined || Array.isArray(value))
    throw new Error(`no SurveyJS form for ${operator}`);
  return `${name} ${comparison} ${literal(value)}`;
}

function combine(rule: RenderRule, parts: readonly string[], and: string, or: string): string {
  const [a, b, c, d] = parts.map((part) => `(${part})`);
  switch (rule.pattern) {
    case 'and':
      return parts.map((part) => `(${part})`).join(and);
    case 'or':
      return parts.map((part) => `(${part})`).join(or);
    case 'firstTwoOrThird':
      return `(${a}${and}${b})${or}${c}`;
    case 'twoPairs':
      return `(${a}${or}${b})${and}(${c}${or}${d})`;
  }
}

const SURVEY_QUESTION: Record<RenderFieldKind, Record<string, unknown>> = {
  text: { type: 'text' },
  number: { type: 'text', inputType: 'number' },
  decimal: { type: 'text', inputType: 'number', step: 0.01 },
  date: { type: 'text', inputType: 'date' },
  select: { type: 'dropdown', choices: OPTIONS },
  checkbox: { type: 'boolean', renderAs: 'checkbox', valueTrue: '1', valueFalse: '0' },
  longText: { type: 'comment' },
};

/** SurveyJS JSON: the rules become each target question's visibleIf, requiredIf or setValueIf. */
export function surveyPayload(fixture: FormsRenderFixture): SurveyPayload {
  const byTarget = new Map(fixture.rules.map((rule) => [rule.action.target.name, rule]));
  const elements = fixture.fields.map((field) => {
    const question: Record<string, unknown> = {
      ...SURVEY_QUESTION[field.kind],
      name: field.name,
      title: field.label,
    };
    const rule = byTarget.get(field.name);
    if (!rule) return question;
    const expression = combine(rule, rule.conditions.map(surveyCondition), ' and ', ' or ');
    const { kind, value } = rule.action;
    if (kind === 'hide') question.visibleIf = `!(${expression})`;
    else if (kind === 'show') question.visibleIf = expression;
    else if (kind === 'require') question.requiredIf = expression;
    else if (value !== undefined) {
      question.setValueIf = expression;
      question.setValueExpression = literal(value);
    }
    return question;
  });
  return {
    survey: {
      showQuestionNumbers: 'off',
      // Values (and so the rules) follow each keystroke, as they do in the other two peers.
      textUpdateMode: 'onTyping',
      checkErrorsMode: 'onComplete',
      showNavigationButtons: false,
      pages: [{ name: 'page1', elements }],
    },
    data: fixture.record,
  };
}

function rjsfCondition({ field, operator, value }: RenderCondition): Record<string, unknown> {
  const variable = { var: field.name };
  if (isComparison(operator)) return { [JSON_LOGIC_COMPARISONS[operator]]: [variable, value] };
  switch (operator) {
    case 'isEmpty':
      return { '!': variable };
    case 'contains':
      return { in: [value, { var: [field.name, ''] }] };
    case 'in':
      return { in: [variable, value] };
    case 'is':
      // react-jsonschema-form keeps a checkbox as a boolean.
      return { '==': [variable, field.kind === 'checkbox' ? value === '1' : value] };
  }
}

function rjsfLogic(rule: RenderRule): Record<string, unknown> {
  const parts = rule.conditions.map(rjsfCondition);
  const [a, b, c, d] = parts;
  switch (rule.pattern) {
    case 'and':
      return { and: parts };
    case 'or':
      return { or: parts };
    case 'firstTwoOrThird':
      return { or: [{ and: [a, b] }, c] };
    case 'twoPairs':
      return { and: [{ or: [a, b] }, { or: [c, d] }] };
  }
}

const RJSF_PROPERTY: Record<RenderFieldKind, Record<string, unknown>> = {
  text: { type: 'string' },
  number: { type: 'integer' },
  decimal: { type: 'number' },
  date: { type: 'string', format: 'date' },
  select: { type: 'string', enum: OPTIONS },
  checkbox: { type: 'boolean' },
  longText: { type: 'string' },
};

/** JSON Schema + uiSchema; the rules as json-logic for the page to apply on change. */
export function rjsfPayload(fixture: FormsRenderFixture): RjsfPayload {
  const properties = Object.fromEntries(
    fixture.fields.map((field) => [field.name, { ...RJSF_PROPERTY[field.kind], title: field.label }]),
  );
  const uiSchema: RjsfPayload['uiSchema'] = {
    'ui:order': fixture.fields.map((field) => field.name),
    'ui:submitButtonOptions': { norender: true },
  };
  for (const field of fixture.fields) {
    if (field.kind === 'longText') uiSchema[field.name] = { 'ui:widget': 'textarea' };
  }
  const rules = fixture.rules.map(
    (rule): RjsfRule => ({
      logic: rjsfLogic(rule),
      kind: rule.action.kind,
      target: rule.action.target.name,
      ...(rule.action.value === undefined ? {} : { value: rule.action.value }),
    }),
  );
  return {
    schema: { type: 'object', properties, required: [] },
    uiSchema,
    formData: rjsfData(fixture, fixture.record),
    rules,
    hiddenByDefault: fixture.fields.filter((field) => field.hiddenByDefault).map((field) => field.name),
  };
}

/** The record as react-jsonschema-form holds it: checkboxes as booleans. */
export function rjsfData(
  fixture: FormsRenderFixture,
  record: Record<string, unknown>,
): Record<string, unknown> {
  const data = { ...record };
  for (const field of fixture.fields) {
    if (field.kind === 'checkbox') data[field.name] = record[field.name] === '1';
  }
  return data;
}
