import type { ObjectDefinition } from '@atrium/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { definitionOf } from '../../metadata/__tests__/definition-fixtures';
import { stubBrowser } from '../../test-support/browser-stubs';
import { type DefaultRow, DefaultValueRows, defaultsOf } from '../DefaultValueRows';

const WAIT = { timeout: 15_000 };

const opportunity: ObjectDefinition = {
  ...definitionOf('opportunity'),
  attributes: [
    { id: 1, name: 'name', label: 'Name', type: 'singleLine', options: {} },
    {
      id: 2,
      name: 'stage',
      label: 'Stage',
      type: 'singleSelect',
      options: {
        items: [
          { value: 'Prospecting', name: 'Prospecting' },
          { value: 'Won', name: 'Won' },
        ],
      },
    },
    { id: 3, name: 'probability', label: 'Probability', type: 'numberField', options: {} },
    { id: 4, name: 'hot', label: 'Hot', type: 'checkbox', options: {} },
  ],
};

let saved: DefaultRow[] = [];
let key = 100;

function Harness({ initial, taken }: { initial: DefaultRow[]; taken: string[] }) {
  const [rows, setRows] = useState(initial);
  saved = rows;
  return (
    <DefaultValueRows
      destination={opportunity}
      rows={rows}
      taken={new Set(taken)}
      newKey={() => {
        key += 1;
        return key;
      }}
      onChange={setRows}
    />
  );
}

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const found = await waitFor(() => {
    const options = screen.getAllByTitle(option).filter((node) => node.matches('.ant-select-item-option'));
    expect(options.length).toBeGreaterThan(0);
    return options;
  }, WAIT);
  fireEvent.click(found.at(-1) as HTMLElement);
}

describe('the constant values of a conversion mapping', () => {
  beforeEach(() => {
    initI18n('en');
    stubBrowser();
    saved = [];
  });
  afterEach(cleanup);

  it('adds a constant, offers the choices of a select, and keeps what was there', async () => {
    render(<Harness initial={[{ key: 1, name: 'probability', value: 10 }]} taken={['name']} />);
    expect(screen.getByRole('spinbutton', { name: 'Value 1' })).toHaveProperty('value', '10');
    fireEvent.click(screen.getByRole('button', { name: /Add constant value/ }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Attribute 2' }));
    // Filled by a pair (name) or by another constant (probability): not offered.
    await waitFor(() => expect(screen.getAllByTitle('Stage (singleSelect)').length).toBeGreaterThan(0), WAIT);
    expect(screen.queryByTitle('Name (singleLine)')).toBeNull();
    expect(
      screen.queryAllByTitle('Probability (numberField)').filter((n) => n.matches('.ant-select-item-option')),
    ).toEqual([]);
    fireEvent.click(
      screen
        .getAllByTitle('Stage (singleSelect)')
        .filter((n) => n.matches('.ant-select-item-option'))[0] as HTMLElement,
    );
    await choose('Value 2', 'Won');
    expect(defaultsOf(saved)).toEqual({ probability: 10, stage: 'Won' });
  });

  it('leaves out a row without an attribute or a value, and removes a row', () => {
    expect(
      defaultsOf([
        { key: 1, name: 'stage', value: undefined },
        { key: 2, name: undefined, value: 'x' },
        { key: 3, name: 'name', value: '' },
        { key: 4, name: 'hot', value: '1' },
      ]),
    ).toEqual({ hot: '1' });
    render(<Harness initial={[{ key: 1, name: 'hot', value: '1' }]} taken={[]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(saved).toEqual([]);
  });
});
