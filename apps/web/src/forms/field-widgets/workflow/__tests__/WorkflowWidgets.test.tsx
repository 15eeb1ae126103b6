import type { RealtimeMessage, WorkflowStatusAnswer, WorkflowTimelineAnswer } from '@atrium/core';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../../i18n/i18n';
import {
  endSession,
  jsonResponse,
  renderPanel,
  startSession,
  stubServer,
  WAIT,
  widgetProps,
} from '../../related-object/__tests__/panel-harness';
import {
  WorkflowActionsButtonsWidget,
  WorkflowStatusSummaryWidget,
  WorkflowTimelineWidget,
} from '../WorkflowWidgets';

const listeners = new Map<string, (message: RealtimeMessage) => void>();
vi.mock('../../../../app/socket', () => ({
  listen: (channel: string, handler: (message: RealtimeMessage) => void) => {
    listeners.set(channel, handler);
    return () => listeners.delete(channel);
  },
}));

const CHANNEL = 'private-atrium.workflows.hcm_leave.42';
const BASE = '/api/v1/workflow/objects/hcm_leave/42';

function status(overrides: Partial<WorkflowStatusAnswer> = {}): WorkflowStatusAnswer {
  return {
    instance: 9,
    workflow: { name: 'leaveRequest', label: 'Leave request', object: 'hcm_leave', version: 1 },
    status: 'WAITING',
    summary: 'Pending: Submit',
    currentSteps: [{ nodeId: 'submit', label: 'Submit', kind: 'MANUAL_TRIGGER' }],
    error: null,
    actions: {
      triggers: [{ nodeId: 'submit', name: 'submit', label: 'Submit' }],
      decisions: [],
      approvals: [],
    },
    approvals: [],
    children: [],
    ...overrides,
  };
}

const approvalStep = (mine: boolean, reasonOnReject = false): Partial<WorkflowStatusAnswer> => ({
  currentSteps: [{ nodeId: 'manager', label: 'Manager approval', kind: 'APPROVAL' }],
  actions: {
    triggers: [],
    decisions: [],
    approvals: mine ? [{ id: 31, nodeId: 'manager', reasonOnReject }] : [],
  },
  approvals: [
    {
      id: 31,
      nodeId: 'manager',
      approver: { id: 3, name: 'Ada Lovelace' },
      status: 'pending',
      comment: null,
    },
  ],
});

let current: WorkflowStatusAnswer;
let timeline: WorkflowTimelineAnswer;
let refusal: { code: number; message: string } | null;
let fetchMock: ReturnType<typeof stubServer>;
const posted: { path: string; body: unknown }[] = [];

const calls = (suffix: string) =>
  fetchMock.mock.calls.filter(([input]) => new URL(String(input), 'http://x').pathname.endsWith(suffix))
    .length;

describe('workflow record widgets', { timeout: 20_000 }, () => {
  beforeEach(() => {
    startSession();
    // The text area of a prompt measures itself; jsdom has no layout (endSession unstubs globals).
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
    refusal = null;
    current = status();
    timeline = { instance: 9, entries: [], errors: [] };
    fetchMock = stubServer(
      () => new Set(),
      [
        (url) => (url.pathname === `${BASE}/status/7` ? jsonResponse(200, current) : undefined),
        (url) => (url.pathname === `${BASE}/timeline/7` ? jsonResponse(200, timeline) : undefined),
        (url, init) => {
          if (init?.method !== 'POST' || !url.pathname.startsWith('/api/v1/workflow/')) return undefined;
          posted.push({ path: url.pathname, body: init.body ? JSON.parse(String(init.body)) : undefined });
          if (refusal)
            return jsonResponse(refusal.code, { statusCode: refusal.code, message: refusal.message });
          current = status({
            summary: 'Completed',
            status: 'COMPLETED',
            currentSteps: [],
            actions: { triggers: [], decisions: [], approvals: [] },
          });
          return jsonResponse(200, { instance: 9 });
        },
      ],
    );
  });
  afterEach(() => {
    cleanup();
    endSession();
    vi.useRealTimers();
  });

  const props = (
    options: Record<string, unknown> = { workflowId: 7 },
    record: Record<string, unknown> = { id: 42 },
  ) =>
    widgetProps({
      type: 'workflowStatusSummary',
      options,
      record,
      definitionOverrides: { name: 'hcm_leave', api_endpoint: 'records/hcm_leave' },
    });

  it('says so when no workflow is chosen or the record is not saved, and calls nothing', async () => {
    renderPanel(WorkflowStatusSummaryWidget, props({}));
    expect(screen.getByText('No workflow is chosen for this widget')).toBeTruthy();
    cleanup();
    renderPanel(WorkflowStatusSummaryWidget, props({ workflowId: 7 }, { id: 'new' }));
    expect(screen.getByText('The workflow begins once the record is saved')).toBeTruthy();
    expect(calls('/status/7')).toBe(0);
  });

  it.each([
    ['Pending: {label}', status(), 'Pending: Submit'],
    ['Pending your approval', status(approvalStep(true)), 'Pending your approval'],
    ['Pending approval from {name}', status(approvalStep(false)), 'Pending approval from Ada Lovelace'],
    ['Completed', status({ status: 'COMPLETED', currentSteps: [] }), 'Completed'],
    [
      'Failed',
      status({ status: 'FAILED', error: 'The balance is read-only.' }),
      'Failed: The balance is read-only.',
    ],
  ])('shows the summary %s', async (_, answer, text) => {
    current = answer;
    renderPanel(WorkflowStatusSummaryWidget, props());
    expect((await screen.findByTestId('workflow-summary', {}, WAIT)).textContent).toBe(text);
  });

  it('nests the statuses of sub-workflows, and overrideWorkflowId wins over workflowId', async () => {
    current = status({
      children: [
        status({
          instance: 10,
          workflow: { name: 'check', label: 'Background check', object: 'hcm_leave', version: 2 },
          currentSteps: [{ nodeId: 'review', label: 'Review', kind: 'DECISION' }],
        }),
      ],
    });
    renderPanel(WorkflowStatusSummaryWidget, props({ workflowId: 1, overrideWorkflowId: 7 }));
    expect(await screen.findByText('Background check', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Pending: Review')).toBeTruthy();
    expect(calls('/status/1')).toBe(0);
  });

  it('runs a manual trigger, then reads the status again', async () => {
    renderPanel(WorkflowActionsButtonsWidget, props());
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }, WAIT));
    await screen.findByText('Nothing for you to do at this step', {}, WAIT);
    expect(posted).toEqual([{ path: '/api/v1/workflow/instances/9/trigger/submit', body: undefined }]);
    expect(calls('/status/7')).toBeGreaterThanOrEqual(2);
  });

  it('offers one button per decision option, and asks for the input an option needs', async () => {
    current = status({
      currentSteps: [{ nodeId: 'triage', label: 'Triage', kind: 'DECISION' }],
      actions: {
        triggers: [],
        approvals: [],
        decisions: [
          {
            nodeId: 'triage',
            options: [
              { name: 'assign', label: 'Assign' },
              { name: 'reject', label: 'Reject ticket', prompt: 'Why is it rejected?', required: true },
            ],
          },
        ],
      },
    });
    renderPanel(WorkflowActionsButtonsWidget, props());
    fireEvent.click(await screen.findByRole('button', { name: 'Reject ticket' }, WAIT));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject ticket' }));
    expect(await within(dialog).findByText('An answer is required')).toBeTruthy();
    expect(posted).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Why is it rejected?'), {
      target: { value: 'Duplicate' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject ticket' }));
    await waitFor(() =>
      expect(posted).toEqual([
        {
          path: '/api/v1/workflow/instances/9/decide/triage',
          body: { option: 'reject', input: 'Duplicate' },
        },
      ]),
    );
  });

  it('shows the workflow, step and option labels in Arabic, English where none is given', async () => {
    current = status({
      workflow: {
        name: 'serviceTicket',
        label: 'Service ticket',
        object: 'hcm_leave',
        version: 1,
        translations: {
          ar: {
            label: 'تذكرة خدمة',
            'nodes.triage.label': 'الفرز',
            'nodes.triage.options.reject.label': 'رفض',
            'nodes.triage.options.reject.prompt': 'لماذا رُفضت؟',
          },
        },
      },
      currentSteps: [{ nodeId: 'triage', label: 'Triage', kind: 'DECISION' }],
      actions: {
        triggers: [],
        approvals: [],
        decisions: [
          {
            nodeId: 'triage',
            options: [
              { name: 'assign', label: 'Assign' },
              { name: 'reject', label: 'Reject', prompt: 'Why is it rejected?', required: true },
            ],
          },
        ],
      },
    });
    await switchLanguage('ar');
    try {
      renderPanel(WorkflowStatusSummaryWidget, props());
      expect(await screen.findByText('تذكرة خدمة', {}, WAIT)).toBeTruthy();
      expect(screen.getByTestId('workflow-summary').textContent).toBe('معلّق: الفرز');
      expect(screen.queryByText('Service ticket')).toBeNull();
      cleanup();
      renderPanel(WorkflowActionsButtonsWidget, props());
      fireEvent.click(await screen.findByRole('button', { name: 'رفض' }, WAIT));
      const dialog = await screen.findByRole('dialog', {}, WAIT);
      expect(within(dialog).getByLabelText('لماذا رُفضت؟')).toBeTruthy();
      // No Arabic text was given for 'Assign': its English label stays.
      expect(screen.getByRole('button', { name: 'Assign' })).toBeTruthy();
      cleanup();
      const entry = { instance: 9, actor: null, at: '2026-11-25T10:00:00.000Z' };
      timeline = {
        instance: 9,
        errors: [],
        entries: [
          { ...entry, id: 1, kind: 'entered', nodeId: 'triage', message: "Entered 'Triage'.", detail: null },
          { ...entry, id: 2, kind: 'fieldsSet', nodeId: 'assigned', message: 'Set status.', detail: null },
        ],
        workflows: {
          '9': {
            labels: { label: 'Service ticket', 'nodes.triage.label': 'Triage' },
            translations: current.workflow.translations,
          },
        },
      };
      renderPanel(WorkflowTimelineWidget, props());
      expect(await screen.findByText('دخل «الفرز».', {}, WAIT)).toBeTruthy();
      // What the engine wrote about field values has no retelling: its own words stay.
      expect(screen.getByText('Set status.')).toBeTruthy();
    } finally {
      await switchLanguage('en');
    }
  });

  it('shows Approve and Reject to the pending approver; Reject sends the comment', async () => {
    current = status(approvalStep(true));
    renderPanel(WorkflowActionsButtonsWidget, props());
    expect(await screen.findByRole('button', { name: 'Approve' }, WAIT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    fireEvent.change(within(dialog).getByLabelText('Comment (optional)'), { target: { value: 'Not now' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(posted).toEqual([
        { path: '/api/v1/workflow/approvals/31/reject', body: { comment: 'Not now' } },
      ]),
    );
  });

  it('asks for the reason of a rejection when the step keeps it, and sends nothing without', async () => {
    current = status(approvalStep(true, true));
    renderPanel(WorkflowActionsButtonsWidget, props());
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }, WAIT));
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

  it('shows no approval buttons to anyone else', async () => {
    current = status(approvalStep(false));
    renderPanel(WorkflowActionsButtonsWidget, props());
    expect(await screen.findByText('Nothing for you to do at this step', {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it.each([
    [403, 'Only the approver it is assigned to may decide this approval.'],
    [409, 'The approval was already decided.'],
    [422, "The option 'x' does not exist."],
  ])('shows the server message of a %i', async (code, text) => {
    refusal = { code, message: text };
    renderPanel(WorkflowActionsButtonsWidget, props());
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }, WAIT));
    expect(await screen.findByText(text, {}, WAIT)).toBeTruthy();
  });

  it('draws the timeline with who and when, why a branch was taken, and the errors in red', async () => {
    timeline = {
      instance: 9,
      errors: ['The balance is read-only.'],
      entries: [
        {
          id: 1,
          instance: 9,
          kind: 'approved',
          nodeId: 'manager',
          message: 'Approved: Have a good trip',
          detail: { userId: 3, comment: 'Have a good trip' },
          actor: { id: 3, name: 'Ada Lovelace' },
          at: '2026-11-25T10:00:00.000Z',
        },
        {
          id: 2,
          instance: 9,
          kind: 'transition',
          nodeId: 'work',
          message: "'Resolve' → 'Priority-one closure approval' (done).",
          detail: {
            outcome: 'done',
            transition: 'needsApproval',
            tested: [
              {
                transition: 'needsApproval',
                to: 'closure',
                held: true,
                condition: {
                  title: 'Priority one',
                  pattern: 'ALL_AND',
                  passed: true,
                  conditions: [{ id: 1, operator: 'is', left: 'P1', right: 'P1', result: true }],
                },
              },
            ],
          },
          actor: null,
          at: '2026-11-25T10:01:00.000Z',
        },
      ],
    };
    renderPanel(WorkflowTimelineWidget, props());
    expect(await screen.findByText('Approved: Have a good trip', {}, WAIT)).toBeTruthy();
    expect(screen.getByText(/^Ada Lovelace, /)).toBeTruthy();
    expect(screen.getByText(/^Atrium, /)).toBeTruthy();
    expect(screen.getByText('Why: “Priority one” held (P1 is P1).')).toBeTruthy();
    expect(screen.getByText('The balance is read-only.')).toBeTruthy();
  });

  it('reloads status on live workflow events, at most once a second', async () => {
    renderPanel(WorkflowStatusSummaryWidget, props());
    await screen.findByTestId('workflow-summary', {}, WAIT);
    await waitFor(() => expect(listeners.has(CHANNEL)).toBe(true));
    const before = calls('/status/7');
    const message = { channel: CHANNEL, event: 'workflow', data: { instance: 9, status: 'WAITING' } };
    act(() => {
      listeners.get(CHANNEL)?.(message);
      listeners.get(CHANNEL)?.(message);
      listeners.get(CHANNEL)?.(message);
    });
    await waitFor(() => expect(calls('/status/7')).toBe(before + 1));
    // The burst's tail runs once the second is over, not before.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls('/status/7')).toBe(before + 1);
    await waitFor(() => expect(calls('/status/7')).toBe(before + 2), { timeout: 3000 });
  });
});
