import type { DigisignRequestSummary, LoginAnswer } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DigisignCalls, digisignCalls, digisignWorld, pdfOf } from './support/digisign-calls';
import { bearer } from './support/sign-in';
import type { TestApp } from './support/test-app';

/* Who reaches a signing request: its organization, its readers, and ids and bodies as declared. */

let t: TestApp;
let ada: LoginAnswer;
let sam: LoginAnswer;
let nora: LoginAnswer;
let hana: LoginAnswer;
let ahq: number;
let agt: number;
let call: DigisignCalls['call'];
let raise: DigisignCalls['raise'];
let standard: DigisignCalls['standard'];
let expectRefused: DigisignCalls['expectRefused'];

beforeAll(async () => {
  const world = await digisignWorld();
  ({ t, ada, sam, nora, hana, ahq, agt } = world);
  ({ call, raise, standard, expectRefused } = digisignCalls(world));
}, 240_000);
afterAll(async () => t.close());

describe('the digital signature package: who reaches a signing request', () => {
  it('keeps requests to their organization, ids to whole numbers and bodies to what they declare', async () => {
    const raised = await raise(sam, standard(await pdfOf(1), 'Kept in the holding'));
    const { id } = raised.json() as DigisignRequestSummary;
    // Ada administers the Gulf company too: acting there, the holding's request does not exist.
    await expectRefused(
      () => call('GET', `digisign/requests/${id}`, ada, undefined, agt),
      404,
      /no signing request/,
    );
    await expectRefused(
      () => call('POST', `digisign/requests/${id}/sign`, ada, {}, agt),
      404,
      /no signing request/,
    );
    await expectRefused(() => call('POST', 'digisign/requests/1.0/sign', ada, {}), 400, /whole number/);
    await expectRefused(() => call('POST', 'digisign/requests/0x1/sign', ada, {}), 400, /whole number/);
    await expectRefused(
      () => call('POST', `digisign/requests/${id}/sign`, ada, { comment: 'ok', approve: true }),
      400,
      /approve/,
    );
    await expectRefused(() => call('POST', `digisign/requests/${id}/sign`, nora, {}), 403, /not a signer/);
    await expectRefused(() => call('POST', `digisign/requests/${id}/sign`, hana, {}), 403, /./);
    await expectRefused(() => call('GET', 'digisign/requests?scope=all', ada), 400, /scope/);
    // The Signatures screen's requests cannot be changed by hand once sent.
    await expectRefused(
      () =>
        t.app.inject({
          method: 'PUT',
          url: `/api/v1/records/digisign_sys_signature/${id}`,
          headers: bearer(sam.token, ahq),
          payload: { title: 'Changed' },
        }),
      409,
      /in signing: it can no longer change/,
    );
  });

  it('shows a request only to whom the record is readable: a deny grant closes it on the module’s calls too', async () => {
    const raised = await raise(sam, standard(await pdfOf(1), 'Not for Nora'));
    const { id } = raised.json() as DigisignRequestSummary;
    // Open to the organization until its owner closes it to Nora.
    expect((await call('GET', `digisign/requests/${id}`, nora)).statusCode).toBe(200);
    const grant = await call('POST', `auth/record_permissions/digisign_sys_signature/${id}`, sam, {
      to_user: nora.profile.id,
      permission: 8,
    });
    expect(grant.statusCode, grant.body).toBe(201);
    expect((await call('GET', `records/digisign_sys_signature/${id}`, nora)).statusCode).toBe(403);
    const read = await call('GET', `digisign/requests/${id}`, nora);
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: `There is no signing request with id ${id}.`,
    });
    // Its owner reads it, and so do its signers, whom the grant does not name: they see what they sign.
    expect((await call('GET', `digisign/requests/${id}`, ada)).statusCode).toBe(200);
    expect((await call('GET', `digisign/requests/${id}`, sam)).statusCode).toBe(200);
    const toSign = await call('GET', 'digisign/requests?scope=to-sign', ada);
    expect(toSign.json().data.map((row: { id: number }) => row.id)).toContain(id);
  });
});
