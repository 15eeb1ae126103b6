import type { LoginAnswer } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaveWorkflowCalls, leaveWorld } from './support/leave-workflow-calls';
import type { TestApp } from './support/test-app';
import { leaveApproval, leaveReview } from './support/workflow-fixture';

/*
 * Workflow calls as an attacker would write them (issue 16, "bad input gets a clear error and changes
 * nothing"): hostile ids, another organization's approvals and instances, malformed bodies.
 */

let t: TestApp;
let ada: LoginAnswer;
let hana: LoginAnswer;
let sam: LoginAnswer;
let agt: number;
let calls: ReturnType<typeof leaveWorkflowCalls>;

beforeAll(async () => {
  const world = await leaveWorld();
  ({ t, ada, hana, sam, agt } = world);
  calls = leaveWorkflowCalls(world);
  for (const definition of [leaveApproval(), leaveReview()]) {
    const created = await calls.call('POST', 'workflow/definitions', ada, definition);
    expect(created.statusCode, created.body).toBe(201);
    const published = await calls.call('POST', `workflow/definitions/${definition.name}/publish`, ada);
    expect(published.statusCode, published.body).toBe(200);
  }
});
afterAll(async () => t.close());

describe('calls as an attacker would write them', () => {
  it('answers ids that are not whole numbers with 400 and a message, never 500, changing nothing', async () => {
    const before = await calls.workflowTables();
    const cases: [string, unknown, number, string][] = [
      ['workflow/approvals/abc/approve', {}, 400, 'The approval id must be a whole number such as 12.'],
      ['workflow/approvals/-1/approve', {}, 400, 'The approval id must be a whole number such as 12.'],
      ['workflow/approvals/0/reject', {}, 400, 'The approval id must be a whole number such as 12.'],
      ['workflow/approvals/1.5/approve', {}, 400, 'The approval id must be a whole number such as 12.'],
      ['workflow/approvals/1e3/approve', {}, 400, 'The approval id must be a whole number such as 12.'],
      [
        'workflow/approvals/99999999999999999999/approve',
        {},
        400,
        'The approval id must be a whole number such as 12.',
      ],
      ['workflow/approvals/9007199254740991/approve', {}, 404, 'There is no approval 9007199254740991.'],
      [
        'workflow/instances/1.5/trigger/x',
        undefined,
        400,
        'The workflow instance id must be a whole number such as 12.',
      ],
      [
        'workflow/instances/abc/trigger/submit',
        undefined,
        400,
        'The workflow instance id must be a whole number such as 12.',
      ],
      [
        'workflow/instances/-1/decide/check',
        { option: 'fine' },
        400,
        'The workflow instance id must be a whole number such as 12.',
      ],
      [
        'workflow/instances/99999999999999999999/trigger/submit',
        undefined,
        400,
        'The workflow instance id must be a whole number such as 12.',
      ],
      [
        'workflow/instances/9007199254740991/trigger/submit',
        undefined,
        404,
        'There is no workflow instance 9007199254740991.',
      ],
      [
        'workflow/instances/9007199254740991/decide/check',
        { option: 'fine' },
        404,
        'There is no workflow instance 9007199254740991.',
      ],
      ['workflow/instances/1/trigger/no%20such', undefined, 400, 'The workflow name is not valid.'],
      ['workflow/instances/1/decide/%24node', { option: 'fine' }, 400, 'The node id is not valid.'],
    ];
    for (const [url, body, expected, message] of cases) {
      const response = await calls.call('POST', url, ada, body);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(expected);
      expect(response.json().message, url).toBe(message);
    }
    expect(await calls.workflowTables()).toEqual(before);
  });

  it('answers the approvals and instances of another organization as absent (404), changing nothing', async () => {
    const samId = await calls.userId('sam.sales@atrium.local');
    const created = await calls.callIn(agt, 'POST', 'records/leave_request', ada, {
      reason: 'Elsewhere',
      days: 2,
      manager: samId,
      balance: 20,
      status: 'new',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    const started = await calls.callIn(
      agt,
      'GET',
      `workflow/objects/leave_request/${id}/status/leaveApproval`,
      ada,
    );
    const { instance } = started.json();
    const submitted = await calls.callIn(agt, 'POST', `workflow/instances/${instance}/trigger/submit`, ada);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const foreign = await calls.footprint(instance);
    // The approval is Sam's own, in the other organization (he belongs to both): acting here, he
    // must not reach it, nor learn that it exists.
    expect(foreign.approvals).toMatchObject([{ approver_id: samId, status: 'pending', org_id: agt }]);
    const approval = foreign.approvals[0]?.id;

    for (const decision of ['approve', 'reject']) {
      const response = await calls.call('POST', `workflow/approvals/${approval}/${decision}`, sam, {
        comment: 'x',
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(`There is no approval ${approval}.`);
    }
    const moves: [string, unknown][] = [
      [`workflow/instances/${instance}/trigger/submit`, undefined],
      [`workflow/instances/${instance}/decide/manager`, { option: 'fine' }],
    ];
    for (const [url, body] of moves) {
      const response = await calls.call('POST', url, ada, body);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toBe(`There is no workflow instance ${instance}.`);
    }
    expect(await calls.footprint(instance)).toEqual(foreign);
    // Where it belongs, the same approval is Sam's to decide.
    const decided = await calls.callIn(agt, 'POST', `workflow/approvals/${approval}/approve`, sam, {});
    expect(decided.statusCode, decided.body).toBe(200);
  });

  it('refuses bodies with unknown fields (400) or a comment, option or input of the wrong type (422)', async () => {
    const id = await calls.fileLeave(3);
    const { instance } = await calls.status(id);
    expect((await calls.call('POST', `workflow/instances/${instance}/trigger/submit`, ada)).statusCode).toBe(
      200,
    );
    const [approval] = (await calls.status(id, hana)).actions.approvals;
    const review = await calls.call('POST', `workflow/objects/leave_request/${id}/start/leaveReview`, ada);
    expect(review.statusCode, review.body).toBe(201);
    const decision = review.json().instance;
    const before = await calls.workflowTables();
    const cases: [string, unknown, number, string][] = [
      [`workflow/approvals/${approval.id}/approve`, { comment: 'ok', extra: true }, 400, '_'],
      [`workflow/approvals/${approval.id}/approve`, { comment: 5 }, 422, 'comment'],
      [`workflow/approvals/${approval.id}/reject`, { comment: ['no'] }, 422, 'comment'],
      [`workflow/approvals/${approval.id}/approve`, { comment: null }, 422, 'comment'],
      [`workflow/approvals/${approval.id}/approve`, { comment: 'x'.repeat(4001) }, 422, 'comment'],
      [`workflow/approvals/${approval.id}/approve`, [], 400, '_'],
      [`workflow/approvals/${approval.id}/approve`, { comment: { text: 'ok' } }, 422, 'comment'],
      [`workflow/instances/${instance}/trigger/submit`, { force: true }, 400, '_'],
      [`workflow/instances/${decision}/decide/check`, { option: 'fine', extra: 1 }, 400, '_'],
      [`workflow/instances/${decision}/decide/check`, { option: 1 }, 422, 'option'],
      [`workflow/instances/${decision}/decide/check`, { option: 'query', input: 7 }, 422, 'input'],
      [`workflow/instances/${decision}/decide/check`, {}, 422, 'option'],
    ];
    for (const [url, body, expected, field] of cases) {
      const response = await calls.call('POST', url, hana, body);
      const label = `${url} ${JSON.stringify(body)}: ${response.body}`;
      expect(response.statusCode, label).toBe(expected);
      expect(typeof response.json().message, label).toBe('string');
      expect(Object.keys(response.json().errors ?? {}), label).toContain(field);
    }
    expect(await calls.workflowTables()).toEqual(before);
    // An unknown field is named in the message, not described as a missing body.
    const extra = await calls.call('POST', `workflow/approvals/${approval.id}/approve`, hana, {
      comment: 'ok',
      extra: true,
      force: 1,
    });
    expect(extra.json().message).toBe('The request body has fields this call does not take: extra, force.');
    const force = await calls.call('POST', `workflow/instances/${instance}/trigger/submit`, hana, {
      force: true,
    });
    expect(force.json().message).toBe('The request body has a field this call does not take: force.');
  });
});
