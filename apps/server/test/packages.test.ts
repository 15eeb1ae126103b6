import { ATRIUM_VERSION, type LoginAnswer, validateModulePackage } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRM_PACKAGE } from '../src/seed/crm/crm-package';
import { BUILT_IN_PACKAGES } from '../src/seed/packages';
import { bearer, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let superAdmin: LoginAnswer;
let ada: LoginAnswer;
let sam: LoginAnswer;
let orgs: Record<string, number>;

/** A small package: shelves (reference data) hold books (demo data), a form, a role and a report. */
function library(version: string, bookAttributes?: { name: string }[]): Record<string, unknown> {
  const pages = !bookAttributes || bookAttributes.some((attribute) => attribute.name === 'pages');
  return {
    format: 1,
    name: 'library',
    title: 'Library',
    version,
    atrium: ATRIUM_VERSION,
    objects: [
      {
        name: 'book',
        display_name: 'Book',
        module: 'library',
        label_attribute: 'title',
        attributes: bookAttributes ?? [
          { name: 'title', label: 'Title', type: 'singleLine', options: { required: true } },
          { name: 'pages', label: 'Pages', type: 'numberField' },
        ],
        translations: { ar: { display_name: 'كتاب', plural_name: 'كتب' } },
      },
      {
        name: 'shelf',
        display_name: 'Shelf',
        module: 'library',
        label_attribute: 'code',
        attributes: [{ name: 'code', label: 'Code', type: 'singleLine' }],
      },
    ],
    relationships: [
      {
        name: 'books',
        type: 'OneToMany',
        parent_object: 'shelf',
        child_object: 'book',
        reverse_name: 'shelf',
        foreign_key: 'shelf_id',
      },
    ],
    forms: [
      {
        object: 'book',
        layout: {
          id: 'grid_1',
          type: 'grid',
          children: [
            { id: 'field_title', type: 'singleLine', attributeName: 'title' },
            { id: 'field_shelf', type: 'lookup', attributeName: 'shelf_id' },
          ],
        },
      },
    ],
    reports: [{ name: 'Books by shelf', definition: { object: 'book', measures: [{ kind: 'count' }] } }],
    navigation: [{ key: 'books', label: 'Books', path: '/library/books', permission: 'libraryBook:view' }],
    roles: [
      {
        name: 'Librarian',
        description: 'Keeps the books.',
        permissions: ['module:userzone', 'libraryBook:view'],
      },
    ],
    reference_data: [{ object: 'shelf', records: [{ code: 'A1' }, { code: 'B2' }] }],
    demo_data: {
      records: [{ object: 'book', records: [{ title: 'Dune', ...(pages ? { pages: 412 } : {}) }] }],
    },
  };
}

const TITLE = { name: 'title', label: 'Title', type: 'singleLine', options: { required: true } };
const PAGES = { name: 'pages', label: 'Pages', type: 'numberField' };
const ISBN = { name: 'isbn', label: 'ISBN', type: 'singleLine' };

function call(method: 'GET' | 'POST', url: string, who: LoginAnswer, orgId: number, payload?: object) {
  return t.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: bearer(who.token, orgId),
    ...(payload ? { payload } : {}),
  });
}

const importInto = (orgId: number, pkg: unknown, who = ada, demo = false) =>
  call('POST', 'auth/packages/import', who, orgId, { org_id: orgId, package: pkg, demo });

const listIn = (orgId: number, who = ada) => call('GET', `auth/packages?org_id=${orgId}`, who, orgId);

async function bookAttributes(): Promise<string[]> {
  const rows = await t.db
    .selectFrom('attributes as a')
    .innerJoin('objects as o', 'o.id', 'a.object_id')
    .select('a.name')
    .where('o.name', '=', 'book')
    .orderBy('a.position')
    .execute();
  return rows.map((row) => row.name);
}

async function records(object: string, orgId: number): Promise<Record<string, unknown>[]> {
  const response = await call('GET', `records/${object}?pageSize=50`, superAdmin, orgId);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Record<string, unknown>[] }>().data;
}

beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await signIn(t.app, 'super.admin@atrium.local');
  ada = await signIn(t.app, 'ada.lovelace@atrium.local');
  sam = await signIn(t.app, 'sam.sales@atrium.local');
  const rows = await t.db.selectFrom('organizations').select(['id', 'code']).execute();
  orgs = Object.fromEntries(rows.map((row) => [row.code, row.id]));
});
afterAll(async () => {
  await t?.close();
});

describe('the CRM package', () => {
  it('validates in full against this installation', () => {
    const result = validateModulePackage(CRM_PACKAGE, { knownSteps: [...BUILT_IN_PACKAGES.steps.keys()] });
    expect(result.ok ? [] : result.errors).toEqual([]);
    expect(CRM_PACKAGE.objects.map((object) => object.name)).toContain('opportunity');
  });
});

describe('install and upgrade', () => {
  it('lists the shipped packages and nothing installed yet', async () => {
    const response = await listIn(orgs.AHQ as number);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.atrium_version).toBe(ATRIUM_VERSION);
    expect(body.installed).toEqual([]);
    expect(body.available.map((pkg: { name: string }) => pkg.name)).toEqual([
      'crm',
      'hcm',
      'servicedesk',
      'lms',
      'digisign',
      'ppctieringtool',
      'hyperion',
    ]);
  });

  it('refuses a package that does not validate, listing every error, and installs nothing', async () => {
    const bad = library('1.0');
    (bad.forms as { object: string }[])[0] = { object: 'magazine' } as never;
    (bad.roles as { permissions: string[] }[])[0]?.permissions.push('crm:fly');
    const response = await importInto(orgs.AHQ as number, bad);
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.message).toMatch(/does not validate \(\d+ errors\); nothing was installed/);
    expect(Object.keys(body.errors)).toEqual(
      expect.arrayContaining(['version', 'forms[0].layout', 'forms[0].object', 'roles[0].permissions[2]']),
    );
    expect(await bookAttributes()).toEqual([]);
    expect((await listIn(orgs.AHQ as number)).json().installed).toEqual([]);
  });

  it('installs a package: metadata, form, role, report, reference and demo records through the pipeline', async () => {
    const response = await importInto(orgs.AHQ as number, library('1.0.0'), ada, true);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'library',
      version: '1.0.0',
      outcome: 'installed',
      from: null,
    });
    expect(await bookAttributes()).toEqual(['title', 'pages', 'shelf_id']);
    const shelves = await records('shelf', orgs.AHQ as number);
    expect(shelves.map((shelf) => shelf.code).sort()).toEqual(['A1', 'B2']);
    const books = await records('book', orgs.AHQ as number);
    expect(books.map((book) => [book.title, book.pages])).toEqual([['Dune', 412]]);
    // Created as Ada's own creates: owned by her, each with its history entry.
    expect(books[0]?.owner_id).toBe(ada.profile.id);
    const history = await t.db
      .selectFrom('record_history')
      .select('id')
      .where('object', '=', 'shelf')
      .execute();
    expect(history).toHaveLength(2);
    const form = await t.db
      .selectFrom('forms as f')
      .innerJoin('objects as o', 'o.id', 'f.object_id')
      .select(['f.body'])
      .where('o.name', '=', 'book')
      .executeTakeFirstOrThrow();
    const fields = (form.body as { children: { attributeName: string; attributeId: number; type: string }[] })
      .children;
    expect(fields.map((field) => [field.attributeName, field.type, typeof field.attributeId])).toEqual([
      ['title', 'singleLine', 'number'],
      ['shelf_id', 'lookup', 'number'],
    ]);
    const role = await t.db
      .selectFrom('roles')
      .select('id')
      .where('org_id', '=', orgs.AHQ as number)
      .where('name', '=', 'Librarian')
      .executeTakeFirst();
    expect(role).toBeDefined();
    const reports = await t.db.selectFrom('reports').select(['name', 'owner_id', 'org_id']).execute();
    expect(reports).toEqual([{ name: 'Books by shelf', owner_id: ada.profile.id, org_id: orgs.AHQ }]);
    const listed = (await listIn(orgs.AHQ as number)).json().installed;
    expect(listed).toMatchObject([{ name: 'library', version: '1.0.0', objects: ['book', 'shelf'] }]);
  });

  it('changes nothing when the same version is installed again', async () => {
    const response = await importInto(orgs.AHQ as number, library('1.0.0'), ada, true);
    expect(response.json()).toMatchObject({ outcome: 'unchanged' });
    expect(await records('shelf', orgs.AHQ as number)).toHaveLength(2);
    expect(await records('book', orgs.AHQ as number)).toHaveLength(1);
  });

  it('upgrades when the version rises: the new attribute is added', async () => {
    const response = await importInto(orgs.AHQ as number, library('1.1.0', [TITLE, PAGES, ISBN]));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ outcome: 'upgraded', from: '1.0.0', version: '1.1.0' });
    expect(await bookAttributes()).toEqual(['title', 'pages', 'shelf_id', 'isbn']);
    expect((await listIn(orgs.AHQ as number)).json().installed[0].version).toBe('1.1.0');
    // Both the install and the upgrade are in the administrators' audit list, with who and where.
    const audit = await call('GET', 'auth/superadmin/audit?kind=package', superAdmin, orgs.AHQ as number);
    expect(audit.statusCode, audit.body).toBe(200);
    expect(audit.json().data.slice(0, 2)).toMatchObject([
      { action: 'upgrade', org_id: orgs.AHQ, summary: "Upgraded 'library' from 1.0.0 to 1.1.0" },
      { action: 'install', org_id: orgs.AHQ, summary: "Installed 'library' 1.0.0" },
    ]);
  });

  it('refuses an upgrade that would drop an attribute holding data, with the reason, changing nothing', async () => {
    const response = await importInto(orgs.AHQ as number, library('1.2.0', [TITLE, ISBN]));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      "Upgrading 'library' to 1.2.0 was refused: The attribute 'pages' holds data in some records; clear it in those records before removing it.",
    );
    expect(await bookAttributes()).toEqual(['title', 'pages', 'shelf_id', 'isbn']);
    expect((await listIn(orgs.AHQ as number)).json().installed[0].version).toBe('1.1.0');
  });

  it('drops an attribute the new version leaves out when it holds no data', async () => {
    const response = await importInto(orgs.AHQ as number, library('1.2.0', [TITLE, PAGES]));
    expect(response.json()).toMatchObject({ outcome: 'upgraded', from: '1.1.0' });
    expect(await bookAttributes()).toEqual(['title', 'pages', 'shelf_id']);
  });

  it('refuses a downgrade', async () => {
    const response = await importInto(orgs.AHQ as number, library('1.0.5'));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/'library' 1\.2\.0 is installed here, newer than 1\.0\.5/);
  });
});

describe('export and import', () => {
  let exported: Record<string, unknown>;

  it('exports the organization’s customised package to a file', async () => {
    const added = await call(
      'POST',
      'administration/creator/objects/book/attributes',
      superAdmin,
      orgs.AHQ as number,
      {
        name: 'genre',
        label: 'Genre',
        type: 'singleLine',
      },
    );
    expect(added.statusCode).toBeLessThan(300);
    const response = await call(
      'GET',
      `auth/packages/library/export?org_id=${orgs.AHQ}`,
      ada,
      orgs.AHQ as number,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('library-1.2.0.atrium-package.json');
    exported = response.json();
    expect(exported).toMatchObject({ name: 'library', version: '1.2.0', exported_from: ATRIUM_VERSION });
    const book = (exported.objects as { name: string; attributes: { name: string }[] }[]).find(
      (o) => o.name === 'book',
    );
    expect(book?.attributes.map((attribute) => attribute.name)).toEqual(['title', 'pages', 'genre']);
    expect(exported.demo_data).toEqual({ records: [] });
    const form = (exported.forms as { layout: { children: Record<string, unknown>[] } }[])[0];
    expect(form?.layout.children.every((field) => !('attributeId' in field))).toBe(true);
    expect(validateModulePackage(exported).ok).toBe(true);
  });

  it('imports it into another organization: its reference data, no demo records, same metadata', async () => {
    const fromAhq = await call('POST', 'auth/packages/import', ada, orgs.AHQ as number, {
      org_id: orgs.AGT,
      package: exported,
    });
    expect(fromAhq.statusCode).toBe(403);
    const asAgt = await call('POST', 'auth/packages/import', ada, orgs.AGT as number, {
      org_id: orgs.AGT,
      package: exported,
    });
    expect(asAgt.statusCode).toBe(200);
    expect(asAgt.json()).toMatchObject({ outcome: 'installed', version: '1.2.0' });
    expect((await records('shelf', orgs.AGT as number)).map((shelf) => shelf.code).sort()).toEqual([
      'A1',
      'B2',
    ]);
    expect(await records('book', orgs.AGT as number)).toEqual([]);
    expect(await records('shelf', orgs.AHQ as number)).toHaveLength(2);
    expect(await bookAttributes()).toEqual(['title', 'pages', 'shelf_id', 'genre']);
  });

  it('imports it into another installation, customisation included', async () => {
    const other = await createTestApp();
    try {
      const admin = await signIn(other.app, 'super.admin@atrium.local');
      const [org] = await other.db
        .selectFrom('organizations')
        .select('id')
        .where('code', '=', 'AIS')
        .execute();
      const response = await other.app.inject({
        method: 'POST',
        url: '/api/v1/auth/packages/import',
        headers: bearer(admin.token, org?.id),
        payload: { org_id: org?.id, package: exported },
      });
      expect(response.statusCode).toBe(200);
      const attributes = await other.db
        .selectFrom('attributes as a')
        .innerJoin('objects as o', 'o.id', 'a.object_id')
        .select('a.name')
        .where('o.name', '=', 'book')
        .orderBy('a.position')
        .execute();
      expect(attributes.map((row) => row.name).sort()).toEqual(['genre', 'pages', 'shelf_id', 'title']);
    } finally {
      await other.close();
    }
  }, 120_000); // a whole second installation is migrated and seeded first

  it('refuses an import exported from a newer Atrium, with the reason, installing nothing', async () => {
    const newer = { ...exported, name: 'library-next', exported_from: '99.0.0' };
    const response = await importInto(orgs.AHQ as number, newer);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.exported_from).toEqual([
      `The package was exported from Atrium 99.0.0, newer than this installation (${ATRIUM_VERSION}); upgrade Atrium before importing it.`,
    ]);
    expect((await listIn(orgs.AHQ as number)).json().installed.map((p: { name: string }) => p.name)).toEqual([
      'library',
    ]);
  });
});

describe('permissions, tenancy and bad input', () => {
  it('refuses people without the packages permission', async () => {
    expect((await listIn(orgs.AHQ as number, sam)).statusCode).toBe(403);
    expect((await importInto(orgs.AHQ as number, library('3.0.0'), sam)).statusCode).toBe(403);
    const exported = await call(
      'GET',
      `auth/packages/library/export?org_id=${orgs.AHQ}`,
      sam,
      orgs.AHQ as number,
    );
    expect(exported.statusCode).toBe(403);
  });

  it('keeps an organization administrator to the organization they act in', async () => {
    const ais = orgs.AIS as number;
    const into = await call('POST', 'auth/packages/install', ada, orgs.AHQ as number, {
      org_id: ais,
      name: 'crm',
    });
    expect(into.statusCode).toBe(403);
    expect(into.json().message).toBe(`You do not administer organization ${ais}.`);
    expect((await call('GET', `auth/packages?org_id=${ais}`, ada, orgs.AHQ as number)).statusCode).toBe(403);
    const exportOther = await call(
      'GET',
      `auth/packages/library/export?org_id=${orgs.AGT}`,
      ada,
      orgs.AHQ as number,
    );
    expect(exportOther.statusCode).toBe(403);
    const installed = await t.db.selectFrom('installed_packages').select(['org_id', 'name']).execute();
    expect(installed.filter((row) => row.org_id === ais)).toEqual([]);
  });

  it('lets only a super admin install a role with super admin powers', async () => {
    const pkg = library('2.0.0');
    pkg.name = 'library-admin';
    pkg.objects = [];
    pkg.relationships = [];
    pkg.forms = [];
    pkg.reports = [];
    pkg.reference_data = [];
    pkg.demo_data = { records: [] };
    pkg.roles = [{ name: 'Shadow admin', permissions: ['superadmin:manage-users'] }];
    const response = await importInto(orgs.AHQ as number, pkg);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/'Shadow admin' holds super admin permissions/);
  });

  it('answers bad input with 400 or 404 and changes nothing', async () => {
    const ahq = orgs.AHQ as number;
    expect((await call('GET', 'auth/packages?org_id=abc', ada, ahq)).statusCode).toBe(400);
    const badName = await call('POST', 'auth/packages/install', ada, ahq, { org_id: ahq, name: 'CRM!' });
    expect(badName.statusCode).toBe(422);
    const badDemo = await call('POST', 'auth/packages/install', ada, ahq, {
      org_id: ahq,
      name: 'crm',
      demo: 'yes',
    });
    expect(badDemo.statusCode).toBe(422);
    const unknown = await call('POST', 'auth/packages/install', ada, ahq, { org_id: ahq, name: 'payroll' });
    expect(unknown.statusCode).toBe(404);
    const noOrg = await call('GET', 'auth/packages?org_id=999999', superAdmin, ahq);
    expect(noOrg.statusCode).toBe(404);
    const notInstalled = await call('GET', `auth/packages/crm/export?org_id=${ahq}`, ada, ahq);
    expect(notInstalled.statusCode).toBe(404);
    const notObject = await importInto(ahq, ['not', 'a', 'package']);
    expect(notObject.statusCode).toBe(422);
    expect(notObject.json().errors).toEqual({ package: ['A package is a JSON object.'] });
  });
});

describe('a shipped package', () => {
  it('installs the CRM into an organization through the install call, once', async () => {
    const ais = orgs.AIS as number;
    const response = await call('POST', 'auth/packages/install', superAdmin, ais, {
      org_id: ais,
      name: 'crm',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'crm',
      version: CRM_PACKAGE.version,
      outcome: 'installed',
    });
    const again = await call('POST', 'auth/packages/install', superAdmin, ais, { org_id: ais, name: 'crm' });
    expect(again.json()).toMatchObject({ outcome: 'unchanged' });
    expect(await records('account', ais)).toEqual([]);
    const installed = (await listIn(ais, superAdmin)).json().installed;
    expect(installed.map((p: { name: string }) => p.name)).toEqual(['crm']);
  });
});
