import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { LoginAnswer } from '@atrium/core';
import { sql } from 'kysely';
import { PDFDocument } from 'pdf-lib';
import { expect } from 'vitest';
import { seedDigisign } from '../../src/seed/digisign/seed-digisign';
import { bearer, signIn } from './sign-in';
import { createTestApp, type TestApp } from './test-app';

/** An app with the digital signature package installed, its demo people, organizations and template. */
export interface DigisignWorld {
  t: TestApp;
  ada: LoginAnswer;
  sam: LoginAnswer;
  nora: LoginAnswer;
  /** HCM staff only: no role of the holding gives her the package's permissions. */
  hana: LoginAnswer;
  ahq: number;
  agt: number;
  /** The holding's demo template (Ada, then Sam) and its document type, Contract. */
  templateId: number;
  contractId: number;
  /** How long the first install took, in milliseconds. */
  installMs: number;
}

export async function digisignWorld(): Promise<DigisignWorld> {
  const t = await createTestApp();
  const started = performance.now();
  await seedDigisign(t.db);
  const installMs = performance.now() - started;
  // A second start finds it installed at this version and adds nothing.
  await seedDigisign(t.db);
  const orgs = await t.db.selectFrom('organizations').select(['id', 'code']).execute();
  const ahq = orgs.find((org) => org.code === 'AHQ')?.id ?? 0;
  const agt = orgs.find((org) => org.code === 'AGT')?.id ?? 0;
  const ada = await signIn(t.app, 'ada.lovelace@atrium.local');
  const sam = await signIn(t.app, 'sam.sales@atrium.local');
  const nora = await signIn(t.app, 'nora.none@atrium.local');
  const hana = await signIn(t.app, 'hana.hr@atrium.local');
  const template = await sql<{ id: number; document_type_id: number }>`
    select id::int as id, document_type_id::int as document_type_id from obj_digisign_approval_template
    where org_id = ${ahq}`.execute(t.db);
  return {
    t,
    ada,
    sam,
    nora,
    hana,
    ahq,
    agt,
    templateId: template.rows[0]?.id ?? 0,
    contractId: template.rows[0]?.document_type_id ?? 0,
    installMs,
  };
}

/** A PDF of `pages` pages, made here so the test knows exactly what went in. */
export async function pdfOf(pages: number): Promise<Buffer> {
  const document = await PDFDocument.create();
  for (let page = 0; page < pages; page += 1) document.addPage([300, 400]).drawText(`Page ${page + 1}`);
  return Buffer.from(await document.save());
}

export interface Part {
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

type Method = 'GET' | 'POST';

/** The digital signature HTTP tests' calls and probes, acting in the holding unless told otherwise. */
export function digisignCalls(w: DigisignWorld) {
  const { t, ahq } = w;
  const call = (method: Method, url: string, who: LoginAnswer, payload?: object, org = ahq) =>
    t.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: bearer(who.token, org),
      ...(payload ? { payload } : {}),
    });

  /** Raises a signing request: a multipart POST of `parts`. */
  const raise = (who: LoginAnswer, parts: readonly Part[], org = ahq) => {
    const { payload, contentType } = multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/digisign/requests',
      headers: { ...bearer(who.token, org), 'content-type': contentType },
      payload,
    });
  };

  /** A request's parts on the demo template. */
  const standard = (bytes: Buffer, title = 'Supply contract'): Part[] => [
    { name: 'title', value: title },
    { name: 'template_id', value: String(w.templateId) },
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
    return {
      requests: requests.rows[0]?.n,
      uploads: uploads.rows[0]?.n,
      approvals: approvals.rows[0],
      files,
    };
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

  return { call, raise, standard, expectRefused };
}

export type DigisignCalls = ReturnType<typeof digisignCalls>;
