import { z } from '@atrium/core';

/**
 * A list in the query string, as clients send it: `names[]=a&names[]=b`, `names=a&names=b` or
 * `names=a,b`. Returns a schema for the whole query object that yields the list under `key`.
 */
export function queryList(key: string, item: z.ZodString, max = 100) {
  const part = z.union([z.string(), z.array(z.string())]).optional();
  return z
    .object({ [key]: part, [`${key}[]`]: part })
    .transform((query) =>
      [query[key], query[`${key}[]`]]
        .flatMap((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
        .flatMap((value) => value.split(','))
        .map((value) => value.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).min(1, `${key} is required.`).max(max, `At most ${max} ${key} a call.`));
}
