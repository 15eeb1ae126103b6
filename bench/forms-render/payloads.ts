import type { FormDefinition, ObjectDefinition } from '@atrium/core';
import type { RjsfRule } from './rjsf-rules';

/**
 * What each page fetches (`{peer}.json`, written by the bench before the browser starts): the same
 * generated form in that peer's own format, ready to render. Fetching and parsing are not timed.
 */
export interface AtriumPayload {
  definition: ObjectDefinition;
  /** The form with its rules, as the server answers it for RecordFormPage. */
  form: FormDefinition;
  record: Record<string, unknown>;
}

export interface SurveyPayload {
  /** SurveyJS JSON: questions with visibleIf, requiredIf and setValueIf expressions. */
  survey: Record<string, unknown>;
  data: Record<string, unknown>;
}

export interface RjsfPayload {
  schema: Record<string, unknown>;
  /** The uiSchema with no rule applied: field order, textareas, fields hidden until shown. */
  uiSchema: Record<string, Record<string, unknown> | unknown>;
  formData: Record<string, unknown>;
  rules: RjsfRule[];
  hiddenByDefault: string[];
}

export const PEERS = ['atrium', 'surveyjs', 'rjsf'] as const;
export type PeerName = (typeof PEERS)[number];
