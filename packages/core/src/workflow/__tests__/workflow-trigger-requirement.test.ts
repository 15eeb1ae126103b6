import { describe, expect, it } from 'vitest';
import { CompiledWorkflow } from '../compiled-workflow';
import type { WorkflowDefinition } from '../workflow-definition';
import { advanceWorkflow } from '../workflow-machine';
import { simulateWorkflow } from '../workflow-simulation';
import type { InstanceState, WorkflowActor } from '../workflow-state';
import { translationKeyIssues, workflowLabels } from '../workflow-translations';
import { validateWorkflow } from '../workflow-validation';
import { daysAbove, LEAVE_SHAPE, leaveWorkflow } from './workflow-fixtures';

const MESSAGE = 'Say how many days before you submit.';
const NOW = new Date('2026-03-02T09:00:00Z');

/** The leave workflow whose submit acts only when the request has more than 0 days. */
function guarded(): WorkflowDefinition {
  const definition = leaveWorkflow();
  definition.nodes = definition.nodes.map((node) =>
    node.id === 'submit' && node.kind === 'MANUAL_TRIGGER'
      ? { ...node, requires: { condition: daysAbove(0), message: MESSAGE } }
      : node,
  );
  definition.translations = { ar: { 'nodes.submit.requires': 'اذكر عدد الأيام قبل الإرسال.' } };
  return definition;
}

const workflow = new CompiledWorkflow(guarded(), LEAVE_SHAPE);
const RECORD = { status: 'new', manager: 7, balance: 20 };

/** Starts the workflow, then presses submit on a record with `days`, as `actor`. */
function submit(days: number | null, actor: Partial<WorkflowActor> = {}) {
  const run = (state: InstanceState | undefined, type: 'start' | 'trigger') =>
    advanceWorkflow({
      workflow,
      state,
      event: type === 'start' ? { type } : { type, name: 'submit' },
      record: { ...RECORD, days },
      actor: { id: 1, permissions: [], ...actor },
      now: NOW,
      approvers: { manager: [7], hr: [8] },
    });
  const started = run(undefined, 'start');
  if (!started.ok) throw new Error(started.reason);
  return { before: started.state, result: run(started.state, 'trigger') };
}

describe('a manual trigger with a requirement', () => {
  it('acts when the requirement holds', () => {
    const { result } = submit(3);
    expect(result).toMatchObject({ ok: true, state: { node: 'manager', status: 'WAITING' } });
  });

  it.each([
    ['empty', null],
    ['zero', 0],
  ])('is refused as invalid, with its message, when the field is %s, and moves nothing', (_, days) => {
    const { before, result } = submit(days);
    expect(result).toEqual({ ok: false, code: 'invalid', reason: MESSAGE });
    // The state the caller holds is untouched: a refusal works on a copy.
    expect(before).toMatchObject({ node: 'submit', status: 'WAITING', step: 1 });
  });

  it("tells the reason in the actor's language, English where the workflow has no translation", () => {
    expect(submit(null, { locale: 'ar' }).result).toMatchObject({ reason: 'اذكر عدد الأيام قبل الإرسال.' });
    expect(submit(null, { locale: 'hi' }).result).toMatchObject({ reason: MESSAGE });
  });

  it('stops a simulation at the refusal with the reason', () => {
    const simulated = simulateWorkflow(workflow, {
      record: { ...RECORD, days: 0 },
      actor: { id: 1, permissions: [] },
      now: NOW,
    });
    expect(simulated).toMatchObject({ stoppedBecause: 'refused', reason: MESSAGE, path: ['submit'] });
  });

  it('is a translatable text of the definition', () => {
    const definition = guarded();
    expect(workflowLabels(definition).get('nodes.submit.requires')).toBe(MESSAGE);
    expect(translationKeyIssues(definition, definition.translations)).toEqual([]);
    expect(translationKeyIssues(leaveWorkflow(), definition.translations)).toHaveLength(1);
  });

  it('validates: a condition on an unknown field and an empty message are errors', () => {
    expect(validateWorkflow(guarded(), LEAVE_SHAPE).issues).toEqual([]);
    const unknown = guarded();
    const submitNode = unknown.nodes[0];
    if (submitNode?.kind !== 'MANUAL_TRIGGER' || !submitNode.requires) throw new Error('fixture');
    const first = submitNode.requires.condition.conditions[0];
    if (first?.operandLeft.type === 'ATTRIBUTE') first.operandLeft.data.attributeName = 'hours';
    expect(validateWorkflow(unknown, LEAVE_SHAPE).issues).toContainEqual(
      expect.objectContaining({
        nodeId: 'submit',
        severity: 'error',
        message: expect.stringMatching(/hours/),
      }),
    );
    const silent = guarded();
    const silentSubmit = silent.nodes[0];
    if (silentSubmit?.kind === 'MANUAL_TRIGGER' && silentSubmit.requires) silentSubmit.requires.message = ' ';
    expect(validateWorkflow(silent, LEAVE_SHAPE).issues).toContainEqual(
      expect.objectContaining({ nodeId: 'submit', severity: 'error' }),
    );
  });
});
