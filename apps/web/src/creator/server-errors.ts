import { isApiError } from '../app/api-error';

export interface FieldErrorEntry {
  name: (string | number)[];
  errors: string[];
}

/** What a refused save leaves: errors placed on the form's own fields, and a message for the rest. */
export interface RefusedSave {
  fields: FieldErrorEntry[];
  /** The server's reason (a 409's, or a 400/422's first message when no field took it). */
  message: string | null;
}

/**
 * Splits a failed call's answer for a form: `errors` entries whose path (`display_name`,
 * `options.precision`) `place` knows go on that field; the message is shown when a field did not take
 * every error, or when the answer has no field errors (a 409 reason, a network failure).
 */
export function refusedSave(
  error: unknown,
  place: (path: string) => (string | number)[] | undefined,
): RefusedSave {
  if (!isApiError(error))
    return { fields: [], message: error instanceof Error ? error.message : String(error) };
  const fields: FieldErrorEntry[] = [];
  let unplaced = false;
  for (const [path, errors] of Object.entries(error.errors ?? {})) {
    const name = place(path);
    if (name) fields.push({ name, errors });
    else unplaced = true;
  }
  return { fields, message: fields.length === 0 || unplaced ? error.message : null };
}

/** Places paths that are the form's top-level field names, as they are. */
export const topLevelFields =
  (names: readonly string[]) =>
  (path: string): (string | number)[] | undefined =>
    names.includes(path) ? [path] : undefined;
