import type { FormNode } from '@atrium/core';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from '../../../test-support/browser-stubs';
import { field, renderForm } from './render-form';

beforeEach(() => stubBrowser());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const node = (
  id: string,
  type: string,
  children: FormNode[],
  options: Record<string, unknown> = {},
  title?: string,
): FormNode => ({
  id,
  type,
  options,
  children,
  ...(title ? { title } : {}),
});

describe('FormRenderer layout elements', () => {
  it('lays a row’s columns out as 24-grid spans: columnSize of 12, otherwise an equal share', () => {
    const schema = node('grid_1', 'grid', [
      node('row_1', 'row', [
        node('col_a', 'col', [field('name')], { columnSize: 4 }),
        node('col_b', 'col', [field('city')]),
        node('col_c', 'col', [field('phone')]),
      ]),
    ]);
    const { container } = renderForm(schema, ['name', 'city', 'phone']);
    const span = (id: string) => container.querySelector(`[data-node="${id}"]`)?.className ?? '';
    expect(span('col_a')).toContain('atrium-form-col--8');
    expect(span('col_b')).toContain('atrium-form-col--8');
    expect(screen.getByLabelText('Name')).toBeTruthy();
    expect(screen.getByLabelText('City')).toBeTruthy();
  });

  it('gives two plain columns half the row each', () => {
    const schema = node('row_1', 'row', [
      node('a', 'col', [field('name')]),
      node('b', 'col', [field('city')]),
    ]);
    const { container } = renderForm(schema, ['name', 'city']);
    expect(container.querySelector('[data-node="a"]')?.className).toContain('atrium-form-col--12');
  });

  it('draws containers and row containers around their children', () => {
    const schema = node('c', 'container', [node('rc', 'rowContainer', [field('name'), field('city')])]);
    const { container } = renderForm(schema, ['name', 'city']);
    const rowContainer = container.querySelector('.atrium-form-row-container');
    expect(container.querySelector('.atrium-form-container')?.contains(rowContainer)).toBe(true);
    expect(rowContainer?.querySelectorAll('input')).toHaveLength(2);
  });

  it('titles a section, or hides the title with hideSectionTitle', () => {
    renderForm(
      node('g', 'grid', [
        node('s1', 'containerWithTitle', [field('name')], {}, 'Budget'),
        node('s2', 'containerWithTitle', [field('city')], { hideSectionTitle: true }, 'Secret title'),
      ]),
      ['name', 'city'],
    );
    expect(screen.getByText('Budget')).toBeTruthy();
    expect(screen.queryByText('Secret title')).toBeNull();
    expect(screen.getByLabelText('City')).toBeTruthy();
  });

  it('collapses a toggleSection until opened, and opens it at first with defaultToggleOpen', () => {
    renderForm(
      node('g', 'grid', [
        node('s1', 'containerWithTitle', [field('name')], { toggleSection: true }, 'Closed'),
        node(
          's2',
          'containerWithTitle',
          [field('city')],
          { toggleSection: true, defaultToggleOpen: true },
          'Open',
        ),
      ]),
      ['name', 'city'],
    );
    expect(screen.queryByLabelText('Name')).toBeNull();
    expect(screen.getByLabelText('City')).toBeTruthy();
    fireEvent.click(screen.getByText('Closed'));
    expect(screen.getByLabelText('Name')).toBeTruthy();
  });

  it('draws tabs with their titles, panes and icons, vertical when asked', () => {
    const tabs = node(
      't',
      'tabs',
      [
        node('t1', 'tab', [field('name')], { iconName: 'team' }, 'General'),
        node('t2', 'tab', [field('city')], {}, 'Address'),
      ],
      { direction: 'vertical' },
    );
    const { container } = renderForm(tabs, ['name', 'city']);
    expect(screen.getByRole('tab', { name: /General/ })).toBeTruthy();
    expect(screen.getByLabelText('Name')).toBeTruthy();
    expect(container.querySelector('.ant-tabs')?.className).toMatch(/ant-tabs-(left|start)/);
    fireEvent.click(screen.getByRole('tab', { name: 'Address' }));
    expect(screen.getByLabelText('City')).toBeTruthy();
  });

  it('draws horizontal tabs by default', () => {
    const { container } = renderForm(node('t', 'tabs', [node('t1', 'tab', [field('name')], {}, 'One')]), [
      'name',
    ]);
    expect(container.querySelector('.ant-tabs')?.className).toContain('ant-tabs-top');
  });
});
