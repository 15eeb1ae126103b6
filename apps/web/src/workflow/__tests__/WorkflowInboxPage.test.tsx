import type { Profile, RealtimeMessage, WorkflowAssignmentAnswer } from '@atrium/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  endSession,
  jsonResponse,
  startSession,
  stubServer,
  WAIT,
} from '../../forms/field-widgets/related-object/__tests__/panel-harness';
import { sessionStore } from '../../session/session-store';
import { WorkflowInboxPage } from '../WorkflowInboxPage';
import { InboxCount, WorkflowApprovalNotifier } from '../WorkflowLive';

const listeners = new Map<string, (message: RealtimeMessage) => void>();
vi.mock('../../app/socket', () => ({
  listen: (channel: string, handler: (message: RealtimeMessage) => void) => {
    listeners.set(channel, handler);
    return () => listeners.delete(channel);
  },
}));

const row = (overrides: Partial<WorkflowAssignmentAnswer> = {}): WorkflowAssignmentAnswer => ({
  kind: 'APPROVAL',
  approval: 31,
  assignee: { id: 3, name: 'Ada Lovelace' },
  instance: 9,
  object: 'hcm_leave',
  recordId: 42,
  recordLabel: 'Family trip',
  workflow: { name: 'leaveRequest', label: 'Leave request' },
  nodeId: 'manager',
  label: 'Manager approval',
  since: '2026-11-25T10:00:00.000Z',
  ...overrides,
});

let rows: WorkflowAssignmentAnswer[];
let fetchMock: ReturnType<typeof stubServer>;
const posted: { path: string; body: unknown }[] = [];
const listCalls = () =>
  fetchMock.mock.calls.filter(([input]) => String(input).includes('workflow/assignments')).length;

function draw(ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <App>
      <QueryClientProvider client={client}>
        <MemoryRouter>{ui}</MemoryRouter>
      </QueryClientProvider>
    </App>,
  );
}

describe('the approvals inbox', { timeout: 40_000 }, () => {
  beforeEach(() => {
    startSession();
    sessionStore.setState({ profile: { id: 3, name: 'Ada Lovelace' } as Profile });
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe(): void {}
        unobserve(): void {}
        disconnect(): void {}
      },
    );
    listeners.clear();
    posted.length = 0;
    rows = [
      row(),
      row({ approval: 32, recordId: 43, recordLabel: null, assignee: { id: 5, name: 'Hana Haddad' } }),
    ];
    fetchMock = stubServer(
      () => new Set(),
      [
        (url) =>
          url.pathname.endsWith('workflow/assignments')
            ? jsonResponse(200, {
                data: rows.filter(
                  (candidate) => url.searchParams.get('scope') === 'team' || candidate.assignee.id === 3,
                ),
              })
            : undefined,
        (url) =>
          url.pathname.includes('/metadata/') || url.pathname.includes('definition')
            ? jsonResponse(200, [])
            : undefined,
        (url, init) => {
          if (init?.method !== 'POST') return undefined;
          posted.push({ path: url.pathname, body: init.body ? JSON.parse(String(init.body)) : undefined });
          rows = rows.filter((candidate) => candidate.approval !== 31);
          return jsonResponse(200, { instance: 9 });
        },
      ],
    );
  });
  afterEach(() => {
    cleanup();
    endSession();
  });

  it('lists my approvals with a link to the record, and approves one in place', async () => {
    draw(<WorkflowInboxPage scope="approvals" />);
    const table = await screen.findByRole('table', {}, WAIT);
    await within(table).findByText('Manager approval', {}, WAIT);
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('/hcm/leaves/42');
    // The record is named by its label, linked to it, not by its object and id.
    expect(within(table).getByRole('link', { name: 'Family trip' }).getAttribute('href')).toBe(
      '/hcm/leaves/42',
    );
    expect(within(table).queryByText(/#42/)).toBeNull();
    fireEvent.click(within(table).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    fireEvent.change(within(dialog).getByLabelText('Comment (optional)'), { target: { value: 'Fine' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(posted).toEqual([{ path: '/api/v1/workflow/approvals/31/approve', body: { comment: 'Fine' } }]),
    );
    expect(await screen.findByText('Nothing waits here', {}, WAIT)).toBeTruthy();
  });

  it('asks for the reason of a rejection when its step keeps one, and sends nothing without', async () => {
    rows = [
      row({ object: 'digisign_sys_signature', nodeId: 'signer1', label: 'Signer 1', reasonOnReject: true }),
    ];
    draw(<WorkflowInboxPage scope="approvals" />);
    const table = await screen.findByRole('table', {}, WAIT);
    fireEvent.click(await within(table).findByRole('button', { name: 'Reject' }, WAIT));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('An answer is required')).toBeTruthy();
    expect(posted).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Reason (required)'), {
      target: { value: 'Wrong party' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(posted).toEqual([
        { path: '/api/v1/workflow/approvals/31/reject', body: { comment: 'Wrong party' } },
      ]),
    );
  });

  it('offers a task’s trigger and a decision’s options in place, with the prompt an option asks for', async () => {
    rows = [
      row({
        kind: 'MANUAL_TRIGGER',
        approval: null,
        instance: 11,
        nodeId: 'submit',
        label: 'Submit',
        trigger: 'submit',
      }),
      row({
        kind: 'DECISION',
        approval: null,
        instance: 12,
        recordId: 44,
        nodeId: 'triage',
        label: 'Triage',
        options: [
          { name: 'assign', label: 'Assign' },
          { name: 'query', label: 'Query', prompt: 'What is unclear?', required: true },
        ],
      }),
      // Someone else's task on my team: listed, but its buttons are theirs.
      row({
        kind: 'MANUAL_TRIGGER',
        approval: null,
        instance: 13,
        assignee: { id: 5, name: 'Hana Haddad' },
        trigger: 'submit',
        label: 'Submit hers',
      }),
    ];
    draw(<WorkflowInboxPage scope="team" />);
    const table = await screen.findByRole('table', {}, WAIT);
    await within(table).findByText('Submit hers', {}, WAIT);
    expect(within(table).queryByTestId('wf-inbox-trigger-13')).toBeNull();
    fireEvent.click(within(table).getByTestId('wf-inbox-trigger-11'));
    await waitFor(() =>
      expect(posted).toEqual([{ path: '/api/v1/workflow/instances/11/trigger/submit', body: undefined }]),
    );
    fireEvent.click(within(table).getByRole('button', { name: 'Assign' }));
    await waitFor(() =>
      expect(posted.at(-1)).toEqual({
        path: '/api/v1/workflow/instances/12/decide/triage',
        body: { option: 'assign' },
      }),
    );
    // An option that asks for input asks first; its answer goes with the decision.
    fireEvent.click(within(table).getByRole('button', { name: 'Query' }));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    fireEvent.change(within(dialog).getByLabelText('What is unclear?'), { target: { value: 'The dates' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Query' }));
    await waitFor(() =>
      expect(posted.at(-1)).toEqual({
        path: '/api/v1/workflow/instances/12/decide/triage',
        body: { option: 'query', input: 'The dates' },
      }),
    );
    expect(posted).toHaveLength(3);
  });

  it("lists my team's approvals with whom they wait for; only mine have buttons", async () => {
    draw(<WorkflowInboxPage scope="team" />);
    expect(await screen.findByText('Hana Haddad', {}, WAIT)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Approve' })).toHaveLength(1);
    // A record without a label is named by its object and id.
    expect(screen.getByRole('link', { name: 'hcm_leave #43' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Family trip' })).toBeTruthy();
  });

  it('shows the count in the navigation, and a new approval on my channel tells me and refreshes it', async () => {
    draw(
      <>
        <WorkflowApprovalNotifier />
        <InboxCount url="/hcm/my-approvals" />
        <InboxCount url="/hcm/leaves" />
      </>,
    );
    expect((await screen.findByTestId('inbox-count', {}, WAIT)).textContent).toContain('1');
    await waitFor(() => expect(listeners.has('private-atrium.users.3')).toBe(true));
    const before = listCalls();
    rows.push(row({ approval: 33, recordId: 44 }));
    act(() =>
      listeners.get('private-atrium.users.3')?.({
        channel: 'private-atrium.users.3',
        event: 'workflow.approval',
        data: { instance: 11, object: 'hcm_leave', id: 44 },
      }),
    );
    expect(await screen.findByText('A new approval waits for you', {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before));
    await waitFor(() => expect(screen.getByTestId('inbox-count').textContent).toContain('2'));
  });
});
