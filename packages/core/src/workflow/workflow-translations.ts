import { z } from '../api/zod';
import { translated } from '../i18n/metadata-translations';
import type { WorkflowDefinition } from './workflow-definition';

/**
 * A workflow's labels in the languages other than English (issue 19 item 6): per locale, a text per
 * key naming what it translates. English stays the definition's own text and the fallback.
 *   `label`                                   the workflow's label
 *   `nodes.<nodeId>.label`                    a step's label (a trigger's button, an approval's name)
 *   `nodes.<nodeId>.options.<name>.label`     a decision option's button
 *   `nodes.<nodeId>.options.<name>.prompt`    the question an option asks, when it asks one
 *   `nodes.<nodeId>.requires`                 why a trigger is refused, when it has a requirement
 */
export const WORKFLOW_TRANSLATION_LOCALES = ['ar', 'hi', 'ur'] as const;
export type WorkflowTranslationLocale = (typeof WORKFLOW_TRANSLATION_LOCALES)[number];

export const workflowTranslationsSchema = z.partialRecord(
  z.enum(WORKFLOW_TRANSLATION_LOCALES),
  z.record(z.string().min(1).max(200), z.string().trim().min(1).max(200)),
);
export type WorkflowTranslations = z.infer<typeof workflowTranslationsSchema>;

export const workflowTranslationKey = {
  label: 'label',
  node: (nodeId: string) => `nodes.${nodeId}.label`,
  option: (nodeId: string, option: string) => `nodes.${nodeId}.options.${option}.label`,
  prompt: (nodeId: string, option: string) => `nodes.${nodeId}.options.${option}.prompt`,
  requires: (nodeId: string) => `nodes.${nodeId}.requires`,
} as const;

type Translatable = Pick<WorkflowDefinition, 'label'> & {
  nodes: readonly (
    | { id: string; label: string; kind: string; options?: never; requires?: { message: string } }
    | {
        id: string;
        label: string;
        kind: 'DECISION';
        requires?: never;
        options: readonly { name: string; label: string; input?: { prompt: string } | undefined }[];
      }
  )[];
};

/** Every text of a definition a translation may name, by key, with its English text. */
export function workflowLabels(definition: Translatable): Map<string, string> {
  const labels = new Map<string, string>([[workflowTranslationKey.label, definition.label]]);
  for (const node of definition.nodes) {
    labels.set(workflowTranslationKey.node(node.id), node.label);
    if (node.requires) labels.set(workflowTranslationKey.requires(node.id), node.requires.message);
    for (const option of node.options ?? []) {
      labels.set(workflowTranslationKey.option(node.id, option.name), option.label);
      if (option.input) labels.set(workflowTranslationKey.prompt(node.id, option.name), option.input.prompt);
    }
  }
  return labels;
}

/** One translation naming nothing the definition has: where it is, and why. */
export interface TranslationKeyIssue {
  path: (string | number)[];
  message: string;
}

/**
 * Translations whose key names no label of the definition (a node or option that does not exist, a
 * prompt of an option that asks none): refused, since a renamed step would silently keep a dead text.
 */
export function translationKeyIssues(
  definition: Translatable,
  translations: WorkflowTranslations | undefined,
): TranslationKeyIssue[] {
  if (!translations) return [];
  const known = workflowLabels(definition);
  const issues: TranslationKeyIssue[] = [];
  for (const [locale, entries] of Object.entries(translations)) {
    for (const key of Object.keys(entries ?? {})) {
      if (known.has(key)) continue;
      issues.push({
        path: ['translations', locale, key],
        message: `The ${locale} translation '${key}' names no label of the workflow: keys are 'label', 'nodes.<node id>.label', 'nodes.<node id>.requires' for a trigger with a requirement, 'nodes.<node id>.options.<option>.label' or '.prompt' for an option that asks for input.`,
      });
    }
  }
  return issues;
}

/**
 * A workflow text in the reader's language: the locale's translation under `key` when there is one,
 * else `fallback` (the definition's English text). Pure, for the web's widgets and the server alike.
 */
export function workflowLabel(
  translations: WorkflowTranslations | undefined,
  locale: string,
  key: string,
  fallback: string,
): string {
  return translated(translations, locale, key, fallback);
}

/**
 * The definition with the translations of labels it no longer has dropped: the designer saves through
 * it, so deleting a step or renaming an option does not make the save refuse its leftover texts.
 */
export function withoutDeadTranslations<D extends Translatable & { translations?: WorkflowTranslations }>(
  definition: D,
): D {
  if (!definition.translations) return definition;
  const known = workflowLabels(definition);
  const translations: WorkflowTranslations = {};
  for (const locale of WORKFLOW_TRANSLATION_LOCALES) {
    const entries = definition.translations[locale];
    if (!entries) continue;
    translations[locale] = Object.fromEntries(Object.entries(entries).filter(([key]) => known.has(key)));
  }
  return { ...definition, translations };
}

/** Translations written as one row per key, `[ar, hi, ur]`: how shipped workflows keep theirs readable. */
export function workflowTranslationsFrom(
  rows: Readonly<Record<string, readonly [ar: string, hi: string, ur: string]>>,
): WorkflowTranslations {
  const translations = { ar: {}, hi: {}, ur: {} } as Record<
    WorkflowTranslationLocale,
    Record<string, string>
  >;
  for (const [key, texts] of Object.entries(rows))
    WORKFLOW_TRANSLATION_LOCALES.forEach((locale, index) => {
      translations[locale][key] = texts[index] ?? '';
    });
  return translations;
}
