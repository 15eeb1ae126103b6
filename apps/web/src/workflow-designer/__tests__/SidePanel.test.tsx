import type { WorkflowDefinition } from '@atrium/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { registerWorkflowDesignerText } from '../../i18n/resources/workflow-designer';
import { choose, leadDefinition, WAIT } from '../../rule-editor/__tests__/editor-harness';
import { stubBrowser } from '../../test-support/browser-stubs';
import { jsonResponse } from '../../test-support/fixtures';
import { SidePanel } from '../SidePanel';
import { useWorkflowHistory } from '../useWorkflowHistory';
import type { Selection } from '../WorkflowCanvas';
import { addNode, blankDefinition, connect } from '../workflow-edits';

const PEOPLE = [
  { id: 4, name: 'Hana Hr', email: 'hana.hr@atrium.local' },
  { id: 2, name: 'Ada Lovelace', email: 'ada.lovelace@atrium.local' },
];
const asked: string[] = [];

beforeEach(() => {
  registerWorkflowDesignerText(initI18n('en'));
  stubBrowser();
  asked.length = 0;
  // The pickers' calls: the server answers only the organization's members and roles.
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      asked.push(`${url.pathname}${url.search}`);
      if (url.pathname.endsWith('/workflow/roles'))
        return jsonResponse(200, {
          data: [
            { name: 'HCM Staff', description: null },
            { name: 'Sales Manager', description: null },
          ],
        });
      if (url.pathname.endsWith('/workflow/people')) {
        const search = url.searchParams.get('search')?.toLowerCase() ?? '';
        const ids = url.searchParams.get('ids')?.split(',').map(Number);
        return jsonResponse(200, {
          data: PEOPLE.filter((person) =>
            ids ? ids.includes(person.id) : person.name.toLowerCase().includes(search),
          ),
        });
      }
      return jsonResponse(404, { message: `unexpected ${url.pathname}` });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function drawn(): WorkflowDefinition {
  let definition = blankDefinition('lead', 'leadCheck', 'Lead check');
  definition = addNode(definition, 'APPROVAL', 'Approve', { x: 0, y: 100 }).definition;
  definition = addNode(definition, 'DECISION', 'Triage', { x: 0, y: 200 }).definition;
  definition = addNode(definition, 'MANUAL_TRIGGER', 'Send', { x: 0, y: 300 }).definition;
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
    await choose(await screen.findByRole('combobox', { name: 'Role' }, WAIT), 'Sales Manager');
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

  it('picks named approvers among the organization’s people, searched on the server', async () => {
    const seen = renderPanel({ kind: 'node', id: 'approval1' });
    fireEvent.click(screen.getByTestId('wf-approvers-add'));
    await choose(screen.getByRole('combobox', { name: 'Who' }), 'Users');
    const picker = await screen.findByRole('combobox', { name: 'Users' }, WAIT);
    fireEvent.change(picker, { target: { value: 'han' } });
    await waitFor(() => expect(asked).toContain('/api/v1/workflow/people?search=han'), WAIT);
    await choose(picker, 'Hana Hr (hana.hr@atrium.local)');
    await waitFor(() =>
      expect(nodeOf(seen.definition, 'approval1')).toMatchObject({
        approvers: [{ kind: 'users', userIds: [4] }],
      }),
    );
    // The chosen person is named by their id, not shown as a number.
    await waitFor(() => expect(asked).toContain('/api/v1/workflow/people?ids=4'), WAIT);
    expect(screen.getByTestId('wf-node-settings').textContent).toContain('Hana Hr (hana.hr@atrium.local)');
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

  it('gives a trigger a requirement and the message it is refused with, and takes it away again', async () => {
    const seen = renderPanel({ kind: 'node', id: 'trigger1' });
    fireEvent.click(screen.getByTestId('wf-condition-add'));
    const message = await screen.findByTestId('wf-trigger-requires-message', undefined, WAIT);
    expect((message as HTMLInputElement).value).toBe('The record is not ready for this step yet.');
    fireEvent.change(message, { target: { value: 'Name the lead before you send it.' } });
    fireEvent.blur(message);
    await waitFor(() =>
      expect(nodeOf(seen.definition, 'trigger1')).toMatchObject({
        kind: 'MANUAL_TRIGGER',
        requires: {
          message: 'Name the lead before you send it.',
          condition: { conditions: [{ operator: 'isNotEmpty' }] },
        },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove the condition' }));
    await waitFor(() => expect(nodeOf(seen.definition, 'trigger1')).not.toHaveProperty('requires'));
    expect(screen.queryByTestId('wf-trigger-requires-message')).toBeNull();
  });

  it('deletes the selected step with its transitions', async () => {
    const seen = renderPanel({ kind: 'node', id: 'approval1' });
    fireEvent.click(screen.getByTestId('wf-delete-node'));
    await waitFor(() => expect(nodeOf(seen.definition, 'approval1')).toBeUndefined());
    expect(seen.definition.transitions).toEqual([]);
  });

  it('translates a step’s name into Arabic, right to left, and an emptied text goes back to English', async () => {
    const seen = renderPanel(null);
    fireEvent.click(screen.getByTestId('wf-translations'));
    const arabic = await screen.findByRole('textbox', { name: 'Approve (العربية)' }, WAIT);
    expect(arabic.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    fireEvent.change(arabic, { target: { value: 'موافقة المدير' } });
    fireEvent.blur(arabic);
    const hindi = screen.getByRole('textbox', { name: 'Lead check (हिन्दी)' });
    fireEvent.change(hindi, { target: { value: 'लीड जाँच' } });
    fireEvent.blur(hindi);
    await waitFor(() =>
      expect(seen.definition.translations).toEqual({
        ar: { 'nodes.approval1.label': 'موافقة المدير' },
        hi: { label: 'लीड जाँच' },
      }),
    );
    expect(screen.getByTestId('wf-translations').textContent).toContain('Translations (2)');

    fireEvent.change(arabic, { target: { value: '  ' } });
    fireEvent.blur(arabic);
    await waitFor(() => expect(seen.definition.translations).toEqual({ hi: { label: 'लीड जाँच' } }));
    fireEvent.change(hindi, { target: { value: '' } });
    fireEvent.blur(hindi);
    await waitFor(() => expect(seen.definition).not.toHaveProperty('translations'));
  });
});
