import { describe, expect, it } from 'vitest';
import { type WorkflowDefinition, workflowDefinitionSchema } from '../workflow-definition';
import {
  translationKeyIssues,
  withoutDeadTranslations,
  workflowLabel,
  workflowLabels,
  workflowTranslationKey,
} from '../workflow-translations';
import { validateWorkflow } from '../workflow-validation';
import { LEAVE_SHAPE, leaveWorkflow } from './workflow-fixtures';

/** The leave workflow with a decision whose 'more' option asks a question. */
function withDecision(): WorkflowDefinition {
  const definition = leaveWorkflow();
  definition.nodes.push({
    id: 'review',
    label: 'Review',
    kind: 'DECISION',
    options: [
      { name: 'ok', label: 'Fine' },
      { name: 'more', label: 'Ask for more', input: { prompt: 'What is missing?', required: true } },
    ],
  });
  definition.transitions = definition.transitions.map((transition) =>
    transition.id === 't1' ? { ...transition, to: 'review' } : transition,
  );
  definition.transitions.push(
    { id: 'r1', from: 'review', to: 'manager', on: 'ok' },
    { id: 'r2', from: 'review', to: 'refuse', on: 'more' },
  );
  return definition;
}

const ARABIC = {
  label: 'الموافقة على الإجازة',
  'nodes.submit.label': 'إرسال',
  'nodes.review.options.more.label': 'طلب المزيد',
  'nodes.review.options.more.prompt': 'ما الناقص؟',
};

describe('workflow translations', () => {
  it('lists every label a translation may name, prompts only where an option asks', () => {
    const keys = [...workflowLabels(withDecision()).keys()];
    expect(keys).toContain('label');
    expect(keys).toContain('nodes.manager.label');
    expect(keys).toContain('nodes.review.options.ok.label');
    expect(keys).toContain('nodes.review.options.more.prompt');
    expect(keys).not.toContain('nodes.review.options.ok.prompt');
  });

  it('accepts translations naming the workflow, its steps, options and prompts', () => {
    const definition = { ...withDecision(), translations: { ar: ARABIC, hi: { label: 'छुट्टी स्वीकृति' } } };
    const parsed = workflowDefinitionSchema.safeParse(definition);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.translations?.ar?.['nodes.submit.label']).toBe('إرسال');
    const validation = validateWorkflow(definition, LEAVE_SHAPE);
    expect(validation.issues.filter((issue) => issue.severity === 'error')).toEqual([]);
  });

  it.each([
    ['a node that does not exist', 'nodes.ghost.label'],
    ['an option that does not exist', 'nodes.review.options.maybe.label'],
    ['a prompt of an option that asks none', 'nodes.review.options.ok.prompt'],
    ['something that is no label', 'description'],
  ])('refuses a key naming %s, saying which', (_name, key) => {
    const definition = { ...withDecision(), translations: { ur: { [key]: 'متن' } } };
    expect(translationKeyIssues(definition, definition.translations)).toHaveLength(1);
    const validation = validateWorkflow(definition, LEAVE_SHAPE);
    expect(validation.definition).toBeUndefined();
    expect(validation.issues).toHaveLength(1);
    expect(validation.issues[0]?.path).toBe(`translations.ur.${key}`);
    expect(validation.issues[0]?.message).toContain(
      `The ur translation '${key}' names no label of the workflow`,
    );
  });

  it('refuses a locale that is not shipped and an empty text', () => {
    expect(
      workflowDefinitionSchema.safeParse({ ...withDecision(), translations: { fr: { label: 'Congé' } } })
        .success,
    ).toBe(false);
    expect(
      workflowDefinitionSchema.safeParse({ ...withDecision(), translations: { ar: { label: '  ' } } })
        .success,
    ).toBe(false);
  });

  it('resolves a label in the locale, falling back to English', () => {
    const translations = { ar: ARABIC };
    expect(workflowLabel(translations, 'ar', 'label', 'Leave approval')).toBe('الموافقة على الإجازة');
    expect(workflowLabel(translations, 'ar-AE', workflowTranslationKey.node('submit'), 'Submit')).toBe(
      'إرسال',
    );
    expect(
      workflowLabel(translations, 'ar', workflowTranslationKey.node('manager'), 'Manager approval'),
    ).toBe('Manager approval');
    expect(workflowLabel(translations, 'hi', 'label', 'Leave approval')).toBe('Leave approval');
    expect(workflowLabel(translations, 'en', 'label', 'Leave approval')).toBe('Leave approval');
    expect(workflowLabel(undefined, 'ar', 'label', 'Leave approval')).toBe('Leave approval');
    expect(
      workflowLabel(translations, 'ar', workflowTranslationKey.prompt('review', 'more'), 'What is missing?'),
    ).toBe('ما الناقص؟');
  });

  it('drops the translations of labels an edit removed, keeping the rest', () => {
    const definition = { ...withDecision(), translations: { ar: ARABIC } };
    definition.nodes = definition.nodes.filter((node) => node.id !== 'review');
    const kept = withoutDeadTranslations(definition);
    expect(kept.translations?.ar).toEqual({ label: ARABIC.label, 'nodes.submit.label': 'إرسال' });
    expect(translationKeyIssues(kept, kept.translations)).toEqual([]);
  });
});
