import type { WorkflowDefinition } from '@atrium/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { registerWorkflowDesignerText } from '../../i18n/resources/workflow-designer';
import { choose, leadDefinition, WAIT } from '../../rule-editor/__tests__/editor-harness';
import { stubBrowser } from '../../test-support/browser-stubs';
import { SidePanel } from '../SidePanel';
import { useWorkflowHistory } from '../useWorkflowHistory';
import type { Selection } from '../WorkflowCanvas';
import { addNode, blankDefinition, connect } from '../workflow-edits';

beforeEach(() => {
  registerWorkflowDesignerText(initI18n('en'));
  stubBrowser();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function drawn(): WorkflowDefinition {
  let definition = blankDefinition('lead', 'leadCheck', 'Lead check');
  definition = addNode(definition, 'APPROVAL', 'Approve', { x: 0, y: 100 }).definition;
  definition = addNode(definition, 'DECISION', 'Triage', { x: 0, y: 200 }).definition;
  definition = connect(definition, 'approval1', 'approved', 'end');
  return definition;
}

interface Seen {
  definition: WorkflowDefinition;
}

function Host({ seen, selection }: { seen: Seen; selection: Selection }) {
  const history = useWorkflowHistory(seen.definition);
  seen.definition = history.definition;
  return (
    <SidePanel
      definition={history.definition}
      selection={selection}
      object={leadDefinition()}
      apply={history.apply}
    />
  );
}

function renderPanel(selection: Selection): Seen {
  const seen: Seen = { definition: drawn() };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <App>
      <QueryClientProvider client={client}>
        <Host seen={seen} selection={selection} />
      </QueryClientProvider>
    </App>,
  );
  return seen;
}

const nodeOf = (definition: WorkflowDefinition, id: string) =>
  definition.nodes.find((node) => node.id === id);

describe('the workflow designer side panel', { timeout: 60_000 }, () => {
  it('edits an approval: its label, a role among its approvers and its policy', async () => {
    const seen = renderPanel({ kind: 'node', id: 'approval1' });
    const label = screen.getByTestId('wf-node-label');
    fireEvent.change(label, { target: { value: 'Manager approval' } });
    fireEvent.blur(label);
    fireEvent.click(screen.getByTestId('wf-approvers-add'));
    await choose(screen.getByRole('combobox', { name: 'Who' }), 'Role');
    const role = await screen.findByTestId('wf-approvers-role-0', undefined, WAIT);
    fireEvent.change(role, { target: { value: 'Sales Manager' } });
    fireEvent.blur(role);
    await choose(screen.getByRole('combobox', { name: 'Policy' }), 'A quorum');
    await waitFor(() =>
      expect(nodeOf(seen.definition, 'approval1')).toEqual({
        id: 'approval1',
        kind: 'APPROVAL',
        label: 'Manager approval',
        approvers: [{ kind: 'role', role: 'Sales Manager' }],
        policy: { kind: 'quorum', count: 2 },
        allowSelfApproval: false,
      }),
    );
  });

  it('adds a decision option that asks for an input', async () => {
    const seen = renderPanel({ kind: 'node', id: 'decision1' });
    fireEvent.click(screen.getByTestId('wf-option-add'));
    const name = await screen.findByTestId('wf-option-name-0', undefined, WAIT);
    fireEvent.change(name, { target: { value: 'escalate' } });
    fireEvent.blur(name);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Asks for an input' }));
    await waitFor(() =>
      expect(nodeOf(seen.definition, 'decision1')).toMatchObject({
        options: [{ name: 'escalate', label: 'Option 1', input: { prompt: 'Option 1', required: true } }],
      }),
    );
  });

  it('gives a transition a condition with the rule editor, and removes it again', async () => {
    const seen = renderPanel({ kind: 'edge', id: 't1' });
    const panel = screen.getByTestId('wf-transition-settings');
    expect(within(panel).getByText('Approve → End')).toBeTruthy();
    fireEvent.click(within(panel).getByTestId('wf-condition-add'));
    await waitFor(() =>
      expect(seen.definition.transitions[0]?.condition?.conditions[0]).toMatchObject({
        operator: 'isNotEmpty',
        operandLeft: { type: 'ATTRIBUTE', data: { object: 'lead', attributeName: 'name' } },
      }),
    );
    fireEvent.click(within(panel).getByRole('button', { name: 'Remove the condition' }));
    await waitFor(() => expect(seen.definition.transitions[0]).not.toHaveProperty('condition'));
  });

  it('deletes the selected step with its transitions', async () => {
    const seen = renderPanel({ kind: 'node', id: 'approval1' });
    fireEvent.click(screen.getByTestId('wf-delete-node'));
    await waitFor(() => expect(nodeOf(seen.definition, 'approval1')).toBeUndefined());
    expect(seen.definition.transitions).toEqual([]);
  });
});
