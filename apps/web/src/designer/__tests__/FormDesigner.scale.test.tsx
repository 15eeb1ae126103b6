import type { FormNode, ObjectDefinition } from '@atrium/core';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from '../../test-support/browser-stubs';
import { FormDesigner } from '../FormDesigner';
import { lead, leadDesign, setUpSession } from './designer-harness';

beforeEach(setUpSession);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FIELDS = 500;

/** 125 rows of 4 columns, one field each: the 500-field form of issue 5. */
function bigForm(): { body: FormNode; definition: ObjectDefinition } {
  const attributes = Array.from({ length: FIELDS }, (_, i) => ({
    id: i + 1,
    name: `field_${i}`,
    label: `Field ${i}`,
    type: 'singleLine' as const,
    options: {},
  }));
  const body: FormNode = {
    id: 'grid_1',
    type: 'grid',
    children: Array.from({ length: FIELDS / 4 }, (_, r) => ({
      id: `row_${r + 1}`,
      type: 'row',
      children: Array.from({ length: 4 }, (_, c) => ({
        id: `col_${r * 4 + c + 1}`,
        type: 'col',
        children: [{ id: `f_${r * 4 + c}`, type: 'singleLine', attributeName: `field_${r * 4 + c}` }],
      })),
    })),
  };
  return { body, definition: { ...lead, attributes } };
}

describe('a 500-field form', () => {
  it('re-renders only the edited path, not the canvas', { timeout: 120_000 }, async () => {
    stubBrowser(1280);
    const { body, definition } = bigForm();
    const design = { ...leadDesign(body), definition };
    const commits: { phase: string; duration: number }[] = [];
    const onRender: ProfilerOnRenderCallback = (_id, phase, duration) => commits.push({ phase, duration });
    const started = performance.now();
    render(
      <App>
        <Profiler id="designer" onRender={onRender}>
          <FormDesigner
            design={design}
            onSave={() => Promise.reject(new Error('not saved'))}
            onCancel={() => undefined}
          />
        </Profiler>
      </App>,
    );
    const mountedIn = performance.now() - started;
    expect(screen.getAllByTestId(/^canvas-node-f_/)).toHaveLength(FIELDS);
    // Effects scheduled by the mount (dnd-kit registers and measures its droppables) settle first.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    const mount = commits.reduce((sum, commit) => sum + commit.duration, 0);

    // Picking an element up from the keyboard changes the designer's UI store: that element alone renders.
    // By test id: role queries compute accessible names for thousands of buttons, far too slowly here.
    const handle = screen.getByTestId('canvas-node-f_250').querySelector('[data-drag-handle="f_250"]');
    if (!handle) throw new Error('f_250 has no drag handle');
    commits.length = 0;
    act(() => {
      fireEvent.keyDown(handle, { key: ' ' });
    });
    const pickUp = commits.reduce((sum, commit) => sum + commit.duration, 0);
    act(() => {
      fireEvent.keyDown(handle, { key: 'Escape' });
    });

    // Selecting an element: it and the settings panel (mounted anew) render.
    commits.length = 0;
    act(() => {
      fireEvent.click(screen.getByTestId('canvas-node-f_250'));
    });
    const select = commits.reduce((sum, commit) => sum + commit.duration, 0);

    // An edit copies one path: its row, column and field render again, the 124 other rows do not.
    commits.length = 0;
    act(() => {
      fireEvent.click(screen.getByTestId('add-column-row_1'));
    });
    expect(screen.getByTestId('add-column-row_1')).toBeTruthy();
    const edit = commits.reduce((sum, commit) => sum + commit.duration, 0);
    expect(within(screen.getByTestId('canvas-node-row_1')).getAllByTestId(/^canvas-node-col_/)).toHaveLength(
      4,
    );

    console.info(
      `500 fields: mounted in ${mountedIn.toFixed(0)} ms (React ${mount.toFixed(0)} ms); ` +
        `keyboard pick-up ${pickUp.toFixed(1)} ms; select ${select.toFixed(1)} ms; ` +
        `add column ${edit.toFixed(1)} ms`,
    );
    expect(pickUp).toBeLessThan(mount / 20);
    // Most of a selection is the settings panel's form being mounted; the canvas is two nodes of it.
    expect(select).toBeLessThan(mount / 5);
    expect(edit).toBeLessThan(mount / 20);
  });
});
