import { isApiError } from '../../app/api-error';

/**
 * What the danger alert shows after a failed save or delete (spec 001 §8): field errors as a list,
 * a server message as (sanitised) HTML, an object error one line per value.
 */
export type SaveFailure =
  | { kind: 'fields'; messages: string[] }
  | { kind: 'html'; html: string; messages: string[] }
  | { kind: 'values'; messages: string[] };

export const fieldMessages = (errors: Readonly<Record<string, readonly string[]>>): string[] =>
  Object.values(errors).flat();

function valuesOf(value: object): string[] {
  return Object.values(value).flatMap((item): string[] => {
    if (item === null || item === undefined) return [];
    if (Array.isArray(item)) return item.map(String);
    if (typeof item === 'object') return valuesOf(item);
    return [String(item)];
  });
}

/** Any thrown value or before-save answer as the alert shows it. */
export function failureOf(error: unknown): SaveFailure {
  if (isApiError(error)) {
    return { kind: 'html', html: error.message, messages: error.errors ? fieldMessages(error.errors) : [] };
  }
  if (error instanceof Error) return { kind: 'html', html: error.message, messages: [] };
  if (typeof error === 'object' && error !== null) return { kind: 'values', messages: valuesOf(error) };
  return { kind: 'html', html: String(error), messages: [] };
}
