import { describe, expect, it } from 'vitest';
import { CompiledWorkflow } from '../compiled-workflow';
import { type SimulationChoices, simulateWorkflow } from '../workflow-simulation';
import { LEAVE_SHAPE, leaveWorkflow } from './workflow-fixtures';

const workflow = new CompiledWorkflow(leaveWorkflow(), LEAVE_SHAPE);
const simulate = (record: Record<string, unknown>, choices?: SimulationChoices) =>
  simulateWorkflow(workflow, {
    record: { manager: 7, balance: 20, status: 'new', ...record },
    actor: { id: 1, permissions: [] },
    now: new Date('2026-03-02T09:00:00Z'),
    choices,
  });

describe('simulateWorkflow', () => {
  const CASES: {
    name: string;
    record: Record<string, unknown>;
    choices?: SimulationChoices;
    path: string[];
    values: Record<string, unknown>;
  }[] = [
    {
      name: 'a short leave skips HR',
      record: { days: 3 },
      path: ['submit', 'manager', 'book', 'end'],
      values: { balance: 17, status: 'approved' },
    },
    {
      name: 'a long leave goes to HR',
      record: { days: 8 },
      path: ['submit', 'manager', 'hr', 'book', 'end'],
      values: { balance: 12 },
    },
    {
      name: 'a rejection by HR takes the reject path',
      record: { days: 8 },
      choices: { approvals: { hr: 'rejected' } },
      path: ['submit', 'manager', 'hr', 'refuse', 'end'],
      values: { balance: 20, status: 'rejected' },
    },
  ];

  it.each(CASES)('$name', ({ record, choices, path, values }) => {
    const result = simulate(record, choices);
    expect(result).toMatchObject({ path, stoppedBecause: 'completed', record: values });
  });

  it('shows why the manager step branched, with the value it saw', () => {
    const result = simulate({ days: 8 });
    const branch = result.timeline.find((entry) => entry.kind === 'transition' && entry.nodeId === 'manager');
    expect(branch?.detail).toMatchObject({
      transition: 't2',
      tested: [{ transition: 't2', held: true, condition: { conditions: [{ left: 8, right: 5 }] } }],
    });
  });

  it('stops and says so when the workflow would fail', () => {
    const result = simulateWorkflow(workflow, {
      record: { days: 2, manager: 1, balance: 20 },
      actor: { id: 1, permissions: [] },
      now: new Date('2026-03-02T09:00:00Z'),
    });
    // The simulated approver stands in for every approver, so only the expression can fail here.
    expect(result.stoppedBecause).toBe('completed');
    const broken = simulate({ days: 'many' });
    expect(broken).toMatchObject({ stoppedBecause: 'failed', path: ['submit', 'manager', 'book'] });
    expect(broken.state?.error).toMatch(/could not be computed/);
  });
});
