/** Messages per field, as the API and the form show them: `{ field: [message] }`. */
export type FieldErrors = Record<string, string[]>;

export function addFieldError(errors: FieldErrors, field: string, message: string): void {
  const list = Object.hasOwn(errors, field) ? errors[field] : undefined;
  // Defined, not assigned: a body naming '__proto__' gets its error under that name, not a new prototype.
  if (!list)
    Object.defineProperty(errors, field, {
      value: [message],
      enumerable: true,
      writable: true,
      configurable: true,
    });
  else if (!list.includes(message)) list.push(message);
}

/** One set of errors from several checks (validation and rule enforcement), each message once. */
export function mergeFieldErrors(...sets: readonly FieldErrors[]): FieldErrors {
  const merged: FieldErrors = {};
  for (const set of sets) {
    for (const [field, messages] of Object.entries(set)) {
      for (const message of messages) addFieldError(merged, field, message);
    }
  }
  return merged;
}

/** Reads a key of a record the caller filled, never an inherited one ('constructor' is a valid field). */
export function ownValue(values: Readonly<Record<string, unknown>>, key: string): unknown {
  return Object.hasOwn(values, key) ? values[key] : undefined;
}
