import { createHash } from 'node:crypto';
import type { DigisignRequestSummary, LoginAnswer } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DigisignCalls, digisignCalls, digisignWorld, pdfOf } from './support/digisign-calls';
import { pdfText } from './support/pdf-text';
import type { TestApp } from './support/test-app';

/* Signing a request step by step to a signed PDF, declining it, and who may sign which step. */

let t: TestApp;
let ada: LoginAnswer;
let sam: LoginAnswer;
let nora: LoginAnswer;
let contractId: number;
let call: DigisignCalls['call'];
let raise: DigisignCalls['raise'];
let standard: DigisignCalls['standard'];
let expectRefused: DigisignCalls['expectRefused'];

beforeAll(async () => {
  const world = await digisignWorld();
  ({ t, ada, sam, nora, contractId } = world);
  ({ call, raise, standard, expectRefused } = digisignCalls(world));
}, 240_000);
afterAll(async () => t.close());

describe('the digital signature package: signing and declining', () => {
  it('takes a PDF through Ada then Sam to a signed PDF with one more page, the signers and the hash', async () => {
    const original = await pdfOf(2);
    const raised = await raise(sam, standard(original));
    expect(raised.statusCode, raised.body).toBe(201);
    const request = raised.json() as DigisignRequestSummary;
    expect(request).toMatchObject({
      status: 'In signing',
      template: 'Contract: Ada, then Sam',
      document_type: 'Contract',
      requester: 'Sam Sales',
      document: { name: 'contract.pdf' },
      signed_document: null,
      my_turn: false,
    });
    expect(request.steps.map((step) => [step.signers.map((s) => s.name), step.state])).toEqual([
      [['Ada Lovelace'], 'pending'],
      [['Sam Sales'], 'waiting'],
    ]);
    const toSign = await call('GET', 'digisign/requests?scope=to-sign', ada);
    expect(toSign.json().data.map((row: DigisignRequestSummary) => [row.id, row.my_turn])).toContainEqual([
      request.id,
      true,
    ]);
    expect((await call('GET', 'digisign/requests?scope=to-sign', sam)).json().data).toEqual([]);
    expect((await call('GET', 'digisign/requests?scope=mine', sam)).json().data[0].id).toBe(request.id);

    // Sam is the second signer: not before Ada.
    await expectRefused(
      () => call('POST', `digisign/requests/${request.id}/sign`, sam, {}),
      409,
      /not your turn/,
    );
    const first = await call('POST', `digisign/requests/${request.id}/sign`, ada, { comment: 'Reviewed.' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().status).toBe('In signing');
    expect(first.json().steps[0]).toMatchObject({
      state: 'signed',
      decided_by: 'Ada Lovelace',
      comment: 'Reviewed.',
    });
    await expectRefused(
      () => call('POST', `digisign/requests/${request.id}/sign`, ada, {}),
      409,
      /already signed/,
    );

    const last = await call('POST', `digisign/requests/${request.id}/sign`, sam, {});
    expect(last.statusCode, last.body).toBe(200);
    const signed = last.json() as DigisignRequestSummary;
    expect(signed.status).toBe('Signed');
    expect(signed.steps.map((step) => step.state)).toEqual(['signed', 'signed']);
    const sha256 = createHash('sha256').update(original).digest('hex');
    expect(signed.document_sha256).toBe(sha256);
    expect(signed.signed_document?.name).toBe('contract-signed.pdf');
    await expectRefused(
      () => call('POST', `digisign/requests/${request.id}/sign`, sam, {}),
      409,
      /already signed/,
    );

    const download = await call('GET', `uploads/${signed.signed_document?.id}/download`, sam);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    const bytes = download.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { pages, text } = await pdfText(bytes);
    expect(pages).toBe(3);
    expect(text).toContain(sha256);
    expect(text).toMatch(/1\. Ada Lovelace ada\.lovelace@atrium\.local · signed on/);
    expect(text).toMatch(/2\. Sam Sales sam\.sales@atrium\.local · signed on/);
    expect(text).toContain('Comment: Reviewed.');
    // The original stays as it was uploaded.
    const kept = await call('GET', `uploads/${signed.document?.id}/download`, ada);
    expect(Buffer.compare(kept.rawPayload, original)).toBe(0);
  });

  it('ends a request declined by a signer, with the reason, which must be given', async () => {
    const raised = await raise(sam, standard(await pdfOf(1), 'Policy acknowledgement'));
    expect(raised.statusCode, raised.body).toBe(201);
    const { id } = raised.json() as DigisignRequestSummary;
    await expectRefused(
      () => call('POST', `digisign/requests/${id}/decline`, ada, {}),
      422,
      /Say why you decline/,
    );
    await expectRefused(
      () => call('POST', `digisign/requests/${id}/decline`, ada, { comment: '   ' }),
      422,
      /Say why you decline/,
    );
    const declined = await call('POST', `digisign/requests/${id}/decline`, ada, {
      comment: 'Wrong supplier.',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({
      status: 'Declined',
      decline_reason: 'Wrong supplier.',
      signed_document: null,
    });
    expect(declined.json().steps.map((step: { state: string }) => step.state)).toEqual([
      'declined',
      'waiting',
    ]);
    await expectRefused(
      () => call('POST', `digisign/requests/${id}/sign`, sam, {}),
      409,
      /declined: there is nothing to sign/,
    );
    await expectRefused(() => call('POST', `digisign/requests/${id}/sign`, ada, {}), 409, /already declined/);
  });

  it('refuses a decline without its reason from the generic approvals inbox too (422), and keeps the one given', async () => {
    const raised = await raise(sam, standard(await pdfOf(1), 'Declined from the inbox'));
    expect(raised.statusCode, raised.body).toBe(201);
    const { id } = raised.json() as DigisignRequestSummary;
    const inbox = await call('GET', 'workflow/assignments?scope=approvals', ada);
    expect(inbox.statusCode).toBe(200);
    const row = (
      inbox.json().data as { object: string; recordId: number; approval: number; reasonOnReject?: boolean }[]
    ).find((candidate) => candidate.object === 'digisign_sys_signature' && candidate.recordId === id);
    // The inbox is told to ask for the reason.
    expect(row?.reasonOnReject).toBe(true);
    for (const body of [{}, { comment: '  ' }])
      await expectRefused(
        () => call('POST', `workflow/approvals/${row?.approval}/reject`, ada, body),
        422,
        /Give the reason for rejecting 'Signer 1'/,
      );
    const status = await call(
      'GET',
      `workflow/objects/digisign_sys_signature/${id}/status/digisignRequest`,
      ada,
    );
    expect(status.json().actions.approvals).toEqual([
      { id: row?.approval, nodeId: 'signer1', reasonOnReject: true },
    ]);
    const rejected = await call('POST', `workflow/approvals/${row?.approval}/reject`, ada, {
      comment: 'Not our supplier.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await call('GET', `digisign/requests/${id}`, ada)).json()).toMatchObject({
      status: 'Declined',
      decline_reason: 'Not our supplier.',
    });
  });

  it('lets nobody sign two steps of one request, though they hold both steps’ roles', async () => {
    const made = await call('POST', 'records/digisign_approval_template', ada, {
      name: 'Two employees',
      document_type_id: contractId,
      signer_1_role: 'Employee',
      signer_2_role: 'Employee',
    });
    expect(made.statusCode, made.body).toBeLessThan(300);
    const raised = await raise(sam, [
      { name: 'title', value: 'Dual control' },
      { name: 'template_id', value: String(made.json().id) },
      { name: 'document', value: { filename: 'memo.pdf', bytes: await pdfOf(1) } },
    ]);
    expect(raised.statusCode, raised.body).toBe(201);
    const request = raised.json() as DigisignRequestSummary;
    // Sam holds the role of both steps: he may sign either, but only one.
    expect(request.steps[1]?.signers.map((signer) => signer.name)).toContain('Sam Sales');
    expect((await call('POST', `digisign/requests/${request.id}/sign`, sam, {})).statusCode).toBe(200);
    await expectRefused(
      () => call('POST', `digisign/requests/${request.id}/sign`, sam, {}),
      409,
      /already signed/,
    );
    const inbox = await call('GET', 'workflow/assignments?scope=approvals', sam);
    expect(
      inbox
        .json()
        .data.filter((row: { object: string }) => row.object === 'digisign_sys_signature')
        .map((row: { recordId: number }) => row.recordId),
    ).not.toContain(request.id);
    const second = await call('POST', `digisign/requests/${request.id}/sign`, nora, {});
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().status).toBe('Signed');
  });
});
