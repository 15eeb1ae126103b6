import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { type DigisignRequestSummary, type LoginAnswer, validateModulePackage } from '@atrium/core';
import { sql } from 'kysely';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIGISIGN_PACKAGE } from '../src/seed/digisign/digisign-package';
import { seedDigisign } from '../src/seed/digisign/seed-digisign';
import { BUILT_IN_PACKAGES } from '../src/seed/packages';
import { pdfText } from './support/pdf-text';
import { bearer, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let ada: LoginAnswer;
let sam: LoginAnswer;
let nora: LoginAnswer;
let hana: LoginAnswer;
let ahq: number;
let agt: number;
let templateId: number;
let contractId: number;
let installMs: number;

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, who: LoginAnswer, payload?: object, org = ahq) =>
  t.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: bearer(who.token, org),
    ...(payload ? { payload } : {}),
  });

/** A PDF of `pages` pages, made here so the test knows exactly what went in. */
async function pdfOf(pages: number): Promise<Buffer> {
  const document = await PDFDocument.create();
  for (let page = 0; page < pages; page += 1) document.addPage([300, 400]).drawText(`Page ${page + 1}`);
  return Buffer.from(await document.save());
}

interface Part {
  name: string;
  value: string | { filename: string; bytes: Buffer };
}

function multipart(parts: readonly Part[]) {
  const boundary = '----atrium-digisign-boundary';
  const chunks = parts.flatMap((part) =>
    typeof part.value === 'string'
      ? [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
          ),
        ]
      : [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.value.filename}"\r\nContent-Type: application/pdf\r\n\r\n`,
          ),
          part.value.bytes,
          Buffer.from('\r\n'),
        ],
  );
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const raise = (who: LoginAnswer, parts: readonly Part[], org = ahq) => {
  const { payload, contentType } = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/digisign/requests',
    headers: { ...bearer(who.token, org), 'content-type': contentType },
    payload,
  });
};

const standard = (bytes: Buffer, title = 'Supply contract'): Part[] => [
  { name: 'title', value: title },
  { name: 'template_id', value: String(templateId) },
  { name: 'document', value: { filename: 'contract.pdf', bytes } },
];

/** Rows and stored files: what a refusal must leave as it found them. */
async function footprint() {
  const requests = await sql<{
    n: number;
  }>`select count(*)::int as n from obj_digisign_sys_signature`.execute(t.db);
  const uploads = await sql<{ n: number }>`select count(*)::int as n from uploads`.execute(t.db);
  const approvals = await sql<{ n: number; decided: number }>`
    select count(*)::int as n, count(decided_at)::int as decided from workflow_approvals`.execute(t.db);
  const folder = path.join(t.config.filesDir, 'uploads');
  let files = 0;
  try {
    files = readdirSync(folder).length;
  } catch {
    files = 0;
  }
  return { requests: requests.rows[0]?.n, uploads: uploads.rows[0]?.n, approvals: approvals.rows[0], files };
}

/** Sends the call only once the footprint is taken: a refused upload's file exists for a moment. */
async function expectRefused(
  send: () => Promise<{ statusCode: number; json: () => { message?: string } }>,
  status: number,
  message: RegExp,
) {
  const before = await footprint();
  const response = await send();
  expect(response.statusCode).toBe(status);
  expect(response.json().message).toMatch(message);
  expect(await footprint()).toEqual(before);
}

beforeAll(async () => {
  t = await createTestApp();
  const started = performance.now();
  await seedDigisign(t.db);
  installMs = performance.now() - started;
  // A second start finds it installed at this version and adds nothing.
  await seedDigisign(t.db);
  const orgs = await t.db.selectFrom('organizations').select(['id', 'code']).execute();
  ahq = orgs.find((org) => org.code === 'AHQ')?.id ?? 0;
  agt = orgs.find((org) => org.code === 'AGT')?.id ?? 0;
  ada = await signIn(t.app, 'ada.lovelace@atrium.local');
  sam = await signIn(t.app, 'sam.sales@atrium.local');
  nora = await signIn(t.app, 'nora.none@atrium.local');
  // HCM staff only: no role of the holding gives her the package's permissions.
  hana = await signIn(t.app, 'hana.hr@atrium.local');
  const template = await sql<{ id: number; document_type_id: number }>`
    select id::int as id, document_type_id::int as document_type_id from obj_digisign_approval_template
    where org_id = ${ahq}`.execute(t.db);
  templateId = template.rows[0]?.id ?? 0;
  contractId = template.rows[0]?.document_type_id ?? 0;
}, 240_000);
afterAll(async () => t.close());

describe('the digital signature package', () => {
  it('validates here and installs once in the demo organizations with its masters and demo template', async () => {
    const result = validateModulePackage(DIGISIGN_PACKAGE, {
      knownSteps: [...BUILT_IN_PACKAGES.steps.keys()],
    });
    expect(result.ok ? [] : result.errors).toEqual([]);
    const installed = await t.db
      .selectFrom('installed_packages')
      .select(['org_id', 'version'])
      .where('name', '=', 'digisign')
      .orderBy('org_id')
      .execute();
    expect(installed).toEqual([
      { org_id: ahq, version: '1.1.0' },
      { org_id: agt, version: '1.1.0' },
    ]);
    const types = await sql<{ name: string }>`
      select name from obj_digisign_doc_type where org_id = ${ahq} order by name`.execute(t.db);
    expect(types.rows.map((row) => row.name)).toEqual(['Contract', 'Policy']);
    const templates = await sql<Record<string, unknown>>`
      select name, signer_1_user, signer_2_user, org_id from obj_digisign_approval_template`.execute(t.db);
    // Sam holds no role with the package's permissions in the Gulf company: the demo template is the holding's.
    expect(templates.rows).toEqual([
      {
        name: 'Contract: Ada, then Sam',
        signer_1_user: 'ada.lovelace@atrium.local',
        signer_2_user: 'sam.sales@atrium.local',
        org_id: ahq,
      },
    ]);
    expect(installMs).toBeGreaterThan(0);
    console.info(`digisign install in two organizations: ${Math.round(installMs)} ms`);
  });

  it('offers its document types and templates to a requester, and nothing to a member without the package’s permissions', async () => {
    const choices = await call('GET', 'digisign/choices', sam);
    expect(choices.statusCode).toBe(200);
    expect(choices.json().templates).toEqual([
      { id: templateId, name: 'Contract: Ada, then Sam', document_type_id: contractId },
    ]);
    expect((await call('GET', 'digisign/choices', hana)).statusCode).toBe(403);
  });

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

  it('checks a template’s signers, and lets any holder of a role sign its step', async () => {
    const create = (values: Record<string, unknown>) =>
      call('POST', 'records/digisign_approval_template', ada, {
        name: 'T',
        document_type_id: contractId,
        ...values,
      });
    await expectRefused(
      () => create({ signer_1_user: 'nobody@atrium.local' }),
      422,
      /No member of this organization/,
    );
    await expectRefused(
      () => create({ signer_1_user: 'ada.lovelace@atrium.local', signer_1_role: 'Administrator' }),
      422,
      /not both/,
    );
    await expectRefused(
      () => create({ signer_2_user: 'ada.lovelace@atrium.local' }),
      422,
      /Name signer 1 before signer 2/,
    );
    await expectRefused(() => create({}), 422, /at least the first signer/);
    await expectRefused(() => create({ signer_1_role: 'Astronaut' }), 422, /no role 'Astronaut'/);
    await expectRefused(
      () => create({ signer_1_user: 'sam.sales@atrium.local', signer_2_user: 'SAM.SALES@atrium.local' }),
      422,
      /name each person once/,
    );
    const made = await create({ name: 'Administrators sign', signer_1_role: 'Administrator' });
    expect(made.statusCode, made.body).toBeLessThan(300);
    const roleTemplate = made.json().id ?? made.json().data?.id;
    const raised = await raise(sam, [
      { name: 'title', value: 'Signed by an administrator' },
      { name: 'template_id', value: String(roleTemplate) },
      { name: 'document', value: { filename: 'memo.pdf', bytes: await pdfOf(1) } },
    ]);
    expect(raised.statusCode, raised.body).toBe(201);
    const request = raised.json() as DigisignRequestSummary;
    expect(request.steps[0]?.signers.map((signer) => signer.name)).toContain('Ada Lovelace');
    const signed = await call('POST', `digisign/requests/${request.id}/sign`, ada, {});
    expect(signed.json().status).toBe('Signed');
  });

  it('offers and accepts only the templates a requester may read', async () => {
    const made = await call('POST', 'records/digisign_approval_template', ada, {
      name: 'Board only',
      document_type_id: contractId,
      signer_1_user: 'ada.lovelace@atrium.local',
    });
    expect(made.statusCode, made.body).toBeLessThan(300);
    const board = made.json().id as number;
    const names = async () =>
      (await call('GET', 'digisign/choices', sam)).json().templates.map((row: { name: string }) => row.name);
    expect(await names()).toContain('Board only');
    const grant = await call('POST', `auth/record_permissions/digisign_approval_template/${board}`, ada, {
      to_user: sam.profile.id,
      permission: 8,
    });
    expect(grant.statusCode, grant.body).toBe(201);
    expect(await names()).not.toContain('Board only');
    expect(await names()).toContain('Contract: Ada, then Sam');
    const refused = await raise(sam, [
      { name: 'title', value: 'Through a closed template' },
      { name: 'template_id', value: String(board) },
      { name: 'document', value: { filename: 'memo.pdf', bytes: await pdfOf(1) } },
    ]);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(Object.keys(refused.json().errors ?? {})).toContain('template_id');
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
