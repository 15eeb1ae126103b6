import { z } from '@atrium/core';

/**
 * A list in the query string, as clients send it: `names[]=a&names[]=b`, `names=a&names=b` or
 * `names=a,b`. Returns a schema for the whole query object that yields the list under `key`; its
 * refusals name `key`, so the answer says what is wrong with it ('names is required.').
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
    .superRefine((list, context) => {
      if (list.length === 0)
        context.addIssue({ code: 'custom', message: `${key} is required.`, path: [key] });
      if (list.length > max)
        context.addIssue({ code: 'custom', message: `At most ${max} ${key} a call.`, path: [key] });
      list.forEach((value, index) => {
        const checked = item.safeParse(value);
        if (!checked.success)
          context.addIssue({
            code: 'custom',
            message: checked.error.issues[0]?.message ?? `${key} holds a value that is not valid.`,
            path: [key, index],
          });
      });
    });
}
