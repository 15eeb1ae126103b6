import type { Rule } from '@atrium/core';
import { describe, expect, it } from 'vitest';
import { layoutChoices, missingLayouts } from '../form-targets';
import { issuesByRule, ruleContext } from '../rule-issues';
import { attributesRead, parseRelated, sampleKind, withSample } from '../sample-values';
import { leadDefinition, leadForm } from './editor-harness';

function hiding(
  target: { layoutPath?: string; resource?: string[] },
  name: 'HIDE_LAYOUT' | 'HIDE_FIELD',
): Rule {
  return {
    id: 1,
    title: 'Lost',
    condition: {
      title: 'Lost',
      evalPattern: 'ALL_AND',
      conditions: [
        {
          id: 1,
          operandLeft: {
            type: 'ATTRIBUTE',
            data: { object: 'lead', key: 'record', attributeName: 'status', attributeType: 'singleSelect' },
          },
          operator: 'is',
          operandRight: { type: 'CONSTANTS', data: { dataType: 'TEXT', input: 'lost' } },
        },
      ],
    },
    groups: [],
    actions: [{ id: 1, name, data: { resource: target.resource ?? [], layoutPath: target.layoutPath } }],
  };
}

describe('form targets', () => {
  it('lists layout nodes as @id and fields by name, in document order', () => {
    const choices = layoutChoices(leadForm);
    expect(choices.map((choice) => choice.path)).toEqual([
      '@grid_1',
      '@row_1',
      '@col_1',
      'name',
      'budget',
      'status',
      '@section_1',
      'rating',
    ]);
    expect(choices.find((choice) => choice.path === '@section_1')?.label).toBe('Qualification (section_1)');
  });

  it('warns about a Hide Layout on a layout node the form does not have', () => {
    expect(missingLayouts([hiding({ layoutPath: '@section_1' }, 'HIDE_LAYOUT')], leadForm)).toEqual([]);
    const [issue] = missingLayouts([hiding({ layoutPath: '@gone' }, 'HIDE_LAYOUT')], leadForm);
    expect(issue?.message).toContain("'@gone'");
  });

  it('collects checkRules warnings by rule, fields missing from the form included', () => {
    const issues = issuesByRule(
      [hiding({ resource: ['email'] }, 'HIDE_FIELD')],
      ruleContext(leadDefinition(), leadForm),
      leadForm,
    );
    expect(issues.get(1)?.map((issue) => issue.message)).toEqual([
      "The action HIDE_FIELD targets the field 'email', which is not on the form.",
    ]);
  });
});

describe('sample values', () => {
  it('asks for the attributes the conditions read', () => {
    expect([...attributesRead([hiding({ resource: ['budget'] }, 'HIDE_FIELD')])]).toEqual(['status']);
  });

  it('picks a box per field type and drops emptied values', () => {
    const [name, budget, status, closeDate, interests] = leadDefinition().attributes;
    expect(
      [name, budget, status, closeDate, interests].map((attribute) => attribute && sampleKind(attribute)),
    ).toEqual(['text', 'number', 'choice', 'date', 'choices']);
    expect(withSample({ a: 1 }, 'a', '')).toEqual({});
    expect(withSample({}, 'a', ['x'])).toEqual({ a: ['x'] });
  });

  it('reads related records typed as a JSON object, and refuses anything else', () => {
    expect(parseRelated('')).toEqual({ related: {} });
    expect(parseRelated('{"account": {"industry": "Retail"}}')).toEqual({
      related: { account: { industry: 'Retail' } },
    });
    expect('error' in parseRelated('[1]')).toBe(true);
    expect('error' in parseRelated('{')).toBe(true);
  });
});
