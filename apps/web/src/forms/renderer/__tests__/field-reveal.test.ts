import type { FormNode } from '@atrium/core';
import { describe, expect, it } from 'vitest';
import { fieldOrder, isRevealed } from '../field-reveal';
import { field } from './render-form';

describe('fieldOrder', () => {
  it('numbers the fields in document order through rows, columns and sections, not layout nodes', () => {
    const schema: FormNode = {
      id: 'grid',
      type: 'grid',
      children: [
        {
          id: 'row',
          type: 'row',
          children: [
            { id: 'left', type: 'col', children: [field('a'), field('b')] },
            { id: 'right', type: 'col', children: [field('c')] },
          ],
        },
        { id: 'section', type: 'containerWithTitle', children: [field('d')] },
      ],
    };
    const order = fieldOrder(schema);
    expect([...order]).toEqual([
      ['attrib_a', 0],
      ['attrib_b', 1],
      ['attrib_c', 2],
      ['attrib_d', 3],
    ]);
    const reveal = { order, limit: 2 };
    expect(isRevealed(reveal, 'attrib_b')).toBe(true);
    expect(isRevealed(reveal, 'attrib_c')).toBe(false);
    expect(isRevealed(reveal, 'section')).toBe(true);
  });
});
