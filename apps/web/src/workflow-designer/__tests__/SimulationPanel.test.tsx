import type { SimulationResult } from '@atrium/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { registerWorkflowDesignerText } from '../../i18n/resources/workflow-designer';
import { stubBrowser } from '../../test-support/browser-stubs';
import { SimulationPanel } from '../SimulationPanel';
import { addNode, blankDefinition, connect, START_ID } from '../workflow-edits';

beforeEach(() => {
  registerWorkflowDesignerText(initI18n('en'));
  stubBrowser();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function definition() {
  const added = addNode(blankDefinition('lead', 'leadCheck', 'Lead check'), 'SET_FIELDS', 'Mark', {
    x: 0,
    y: 0,
  });
  return connect(connect(added.definition, START_ID, 'start', added.id), added.id, 'done', 'end');
}

const RESULT: SimulationResult = {
  path: ['setFields1', 'end'],
  timeline: [
    { kind: 'entered', nodeId: 'setFields1', message: "Entered 'Mark'." },
    {
      kind: 'transition',
      nodeId: 'setFields1',
      message: "'Mark' → 'End' (done).",
      detail: {
        outcome: 'done',
        transition: 't1',
        tested: [
          {
            transition: 't1',
            to: 'end',
            held: true,
            condition: {
              title: 'Big budget',
              pattern: 'ALL_AND',
              passed: true,
              conditions: [{ id: 1, operator: 'greaterThan', left: 5000, right: 1000, result: true }],
            },
          },
        ],
      },
    },
    { kind: 'completed', nodeId: 'end', message: 'Completed.' },
  ],
  state: undefined,
  record: {},
  stoppedBecause: 'completed',
};

function renderPanel(runnable: boolean, onResult = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <App>
      <QueryClientProvider client={client}>
        <SimulationPanel
          definition={definition()}
          runnable={runnable}
          result={undefined}
          onResult={onResult}
        />
      </QueryClientProvider>
    </App>,
  );
  return onResult;
}

describe('the simulation panel', { timeout: 60_000 }, () => {
  it('posts the definition with the chosen record and shows the path and why each branch was taken', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(RESULT), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const onResult = renderPanel(true);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Record id' }), { target: { value: '42' } });
    fireEvent.click(screen.getByTestId('wf-simulate'));
    await waitFor(() => expect(onResult).toHaveBeenCalled());
    expect(onResult.mock.calls[0]?.[0]).toMatchObject({ path: RESULT.path, stoppedBecause: 'completed' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/workflow/definitions/simulate');
    expect(JSON.parse(String(init.body))).toMatchObject({ recordId: 42, definition: { name: 'leadCheck' } });

    cleanup();
    const client = new QueryClient();
    render(
      <App>
        <QueryClientProvider client={client}>
          <SimulationPanel definition={definition()} runnable result={RESULT} onResult={vi.fn()} />
        </QueryClientProvider>
      </App>,
    );
    expect(screen.getByTestId('wf-simulation-outcome').textContent).toBe('Completed');
    expect(screen.getByTestId('wf-simulation-path').textContent).toBe('Path: Mark → End');
    expect(screen.getByText('t1 → End: held')).toBeTruthy();
    expect(screen.getByText(/#1 5000 greaterThan 1000/)).toBeTruthy();
  });

  it('cannot run a definition that does not validate', () => {
    renderPanel(false);
    expect(screen.getByText(/Fix the errors first/)).toBeTruthy();
    expect(screen.getByTestId('wf-simulate').hasAttribute('disabled')).toBe(true);
  });
});
