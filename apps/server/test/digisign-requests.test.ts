import type { LoginAnswer } from '@atrium/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DigisignCalls, digisignCalls, digisignWorld, pdfOf } from './support/digisign-calls';
import type { TestApp } from './support/test-app';

/* Raising a signing request: the choices offered, and what a request must carry. */

let t: TestApp;
let sam: LoginAnswer;
let hana: LoginAnswer;
let ahq: number;
let templateId: number;
let contractId: number;
let call: DigisignCalls['call'];
let raise: DigisignCalls['raise'];
let standard: DigisignCalls['standard'];
let expectRefused: DigisignCalls['expectRefused'];

beforeAll(async () => {
  const world = await digisignWorld();
  ({ t, sam, hana, ahq, templateId, contractId } = world);
  ({ call, raise, standard, expectRefused } = digisignCalls(world));
}, 240_000);
afterAll(async () => t.close());

describe('the digital signature package: raising a signing request', () => {
  it('offers its document types and templates to a requester, and nothing to a member without the package’s permissions', async () => {
    const choices = await call('GET', 'digisign/choices', sam);
    expect(choices.statusCode).toBe(200);
    expect(choices.json().templates).toEqual([
      { id: templateId, name: 'Contract: Ada, then Sam', document_type_id: contractId },
    ]);
    expect((await call('GET', 'digisign/choices', hana)).statusCode).toBe(403);
  });

  it('refuses what is not a PDF, and a request without its document or with unknown or malformed fields', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    await expectRefused(
      () => raise(sam, standard(png)),
      422,
      /contract\.pdf is not a PDF: only a PDF document can be signed/,
    );
    await expectRefused(
      () => raise(sam, standard(Buffer.from('%PDF-1.7 but not really'))),
      422,
      /cannot be read as a PDF/,
    );
    await expectRefused(
      () => raise(sam, standard(Buffer.from('%PDF-1.7 but not really')).slice(0, 2)),
      422,
      /Attach the PDF/,
    );
    const pdf = await pdfOf(1);
    await expectRefused(
      () => raise(sam, [...standard(pdf), { name: 'status', value: 'Signed' }]),
      400,
      /The request body has a field this call does not take: status\./,
    );
    await expectRefused(
      () =>
        raise(sam, [
          { name: 'title', value: 'x' },
          { name: 'template_id', value: '1.5' },
          { name: 'document', value: { filename: 'a.pdf', bytes: pdf } },
        ]),
      422,
      /template_id must be a whole number/,
    );
    await expectRefused(
      () =>
        raise(sam, [
          { name: 'title', value: 'x' },
          { name: 'template_id', value: '999999' },
          { name: 'document', value: { filename: 'a.pdf', bytes: pdf } },
        ]),
      422,
      /not valid/,
    );
    const policy = await sql<{ id: number }>`
      select id::int as id from obj_digisign_doc_type where org_id = ${ahq} and name = 'Policy'`.execute(
      t.db,
    );
    await expectRefused(
      () => raise(sam, [...standard(pdf), { name: 'document_type_id', value: String(policy.rows[0]?.id) }]),
      422,
      /another document type/,
    );
    await expectRefused(() => raise(hana, standard(pdf)), 403, /./);
  });
});
