import { z } from '@atrium/core';
import { describe, expect, it } from 'vitest';
import { globalConfig } from 'zod/v4/core';

describe('zod as configured by @atrium/core', () => {
  it('is jitless once the package is imported', () => {
    expect(z.config().jitless).toBe(true);
    expect(globalConfig.jitless).toBe(true);
  });

  it('parses objects without generating code', () => {
    const original = globalThis.Function;
    let generated = 0;
    // A stand-in constructor that counts calls; zod reaches `Function` through the global object.
    const counting = function (this: unknown, ...args: string[]) {
      generated++;
      return original(...args);
    } as unknown as FunctionConstructor;
    globalThis.Function = counting;
    try {
      const schema = z.object({ id: z.number(), name: z.string(), tags: z.array(z.string()) });
      for (let i = 0; i < 3; i++) {
        expect(schema.parse({ id: i, name: 'n', tags: ['a'] })).toEqual({ id: i, name: 'n', tags: ['a'] });
      }
    } finally {
      globalThis.Function = original;
    }
    expect(generated).toBe(0);
  });
});
