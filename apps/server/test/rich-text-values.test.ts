import type { LoginAnswer, RecordData } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: LoginAnswer;

/** A memo with each kind of long text: rich, rich multi-line, plain multi-line, JSON, and a required rich. */
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'super.admin@atrium.local');
  const response = await apiCall(t.app, 'POST', 'administration/creator/objects', admin.token, {
    name: 'memo',
    display_name: 'Memo',
    module: 'crm',
    label_attribute: 'title',
    attributes: [
      { name: 'title', label: 'Title', type: 'singleLine' },
      { name: 'body', label: 'Body', type: 'longText' },
      { name: 'summary', label: 'Summary', type: 'multiLine', options: { isTiptap: true } },
      { name: 'note', label: 'Note', type: 'multiLine' },
      { name: 'settings', label: 'Settings', type: 'longText', options: { isJson: true } },
      { name: 'brief', label: 'Brief', type: 'longText', options: { required: true } },
    ],
  });
  if (response.statusCode !== 201) throw new Error(response.body);
});
afterAll(async () => t.close());

const create = (body: object) => apiCall(t.app, 'POST', 'records/memo', admin.token, body);
const read = async (id: number) =>
  (await apiCall(t.app, 'GET', `records/memo/${id}`, admin.token)).json<RecordData>();
const total = async () => (await apiCall(t.app, 'GET', 'records/memo', admin.token)).json().total;

const HOSTILE =
  '<h1 onclick="steal()">Plan</h1><h4>Minor</h4>' +
  '<p style="color:red" class="x">Hi <strong>there</strong><img src=x onerror="steal()"><script>steal()</script></p>' +
  '<p><a href="javascript:steal()">bad</a> <a href="https://example.com" target="_blank" ' +
  'rel="noopener noreferrer nofollow" onmouseover="steal()">good</a></p>' +
  '<table onmouseover="steal()"><tbody><tr><th colspan="2" style="width:9px"><p>Head</p></th></tr>' +
  '<tr><td><p>1</p></td><td rowspan="1"><p>2</p></td></tr></tbody></table>' +
  '<iframe src="https://example.com">frame</iframe><svg><text>drawn</text></svg>';

const SAFE =
  '<h1>Plan</h1>Minor<p>Hi <strong>there</strong></p>' +
  '<p><a>bad</a> <a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">good</a></p>' +
  '<table><tbody><tr><th colspan="2"><p>Head</p></th></tr>' +
  '<tr><td><p>1</p></td><td rowspan="1"><p>2</p></td></tr></tbody></table>';

describe('rich text values are cleaned on the server', () => {
  it('stores a created record’s rich text as the safe structure, and leaves plain and JSON text as sent', async () => {
    const plain = 'a < b & <script>not run</script>';
    const response = await create({
      title: 'Hostile',
      body: HOSTILE,
      summary: '<p onclick="x()">Short<script>x()</script></p>',
      note: plain,
      settings: '{"html":"<b onclick=1>"}',
      brief: '<p>Brief</p>',
    });
    expect(response.statusCode).toBe(201);
    const record = response.json<RecordData>();
    expect(record).toMatchObject({ body: SAFE, summary: '<p>Short</p>', note: plain, brief: '<p>Brief</p>' });
    const again = await read(record.id);
    expect(again.body).toBe(SAFE);
    expect(again.summary).toBe('<p>Short</p>');
    expect(again.note).toBe(plain);
    expect(again.settings).toBe('{"html":"<b onclick=1>"}');
  });

  it('cleans the rich text of an update the same way', async () => {
    const { id } = (await create({ title: 'To edit', body: '<p>First</p>', brief: '<p>B</p>' })).json();
    const response = await apiCall(t.app, 'PUT', `records/memo/${id}`, admin.token, {
      version: 1,
      body:
        '<h2>Edited</h2><p>Now<img src=x onerror=alert(1)></p>' +
        '<ol start="3" onclick="x()"><li><p>a</p></li></ol>' +
        '<p><a href=" JaVaScRiPt:alert(1)">x</a><a href="data:text/html,hi">d</a><a href="mailto:a@b.c">m</a></p>',
      summary: '<h3 onfocus="x()">Sum</h3>',
    });
    expect(response.statusCode).toBe(200);
    const safe =
      '<h2>Edited</h2><p>Now</p><ol start="3"><li><p>a</p></li></ol>' +
      '<p><a>x</a><a>d</a><a href="mailto:a@b.c">m</a></p>';
    expect(response.json()).toMatchObject({ body: safe, summary: '<h3>Sum</h3>', version: 2 });
    expect((await read(id)).body).toBe(safe);
  });

  it('keeps what the editor writes unchanged, writing void elements in their closed form', async () => {
    const written =
      '<h1>One</h1><h2>Two</h2><h3>Three</h3><p><strong>b</strong> <em>i</em> <s>s</s> <u>u</u> ' +
      '<code>c</code> 1 &lt; 2 &amp; 3</p><ul><li><p>a</p></li></ul><blockquote><p>q</p></blockquote>' +
      '<pre><code>x = 1</code></pre>';
    const { id } = (await create({ body: written, summary: '<p>a<br>b</p><hr>', brief: '<p>B</p>' })).json();
    const record = await read(id);
    expect(record.body).toBe(written);
    expect(record.summary).toBe('<p>a<br />b</p><hr />');
  });

  it('treats markup that cleans away to nothing as no value, and refuses it for a required field', async () => {
    const { id } = (await create({ body: '<script>steal()</script>', brief: '<p>B</p>' })).json();
    expect((await read(id)).body).toBeNull();
    const before = await total();
    const refused = await create({ brief: '<img src=x onerror="steal()">' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ brief: ['Brief is required.'] });
    expect(await total()).toBe(before);
  });

  it('cleans a rich text the form’s rules set, as one sent', async () => {
    const forms = await apiCall(t.app, 'GET', 'administration/objects/memo/forms', admin.token);
    const formId = forms.json().data[0].id;
    const rules = [
      {
        id: 1,
        title: 'Ruled memos',
        condition: {
          title: 'Ruled',
          evalPattern: 'ALL_AND',
          conditions: [
            {
              id: 1,
              operandLeft: {
                type: 'ATTRIBUTE',
                data: { object: 'memo', key: 'record', attributeName: 'title', attributeType: 'singleLine' },
              },
              operator: 'is',
              operandRight: { type: 'CONSTANTS', data: { dataType: 'TEXT', input: 'Ruled' } },
            },
          ],
        },
        groups: [],
        actions: [
          {
            id: 1,
            name: 'SET_VALUE',
            data: { resource: ['body'], setValue: '<p onclick="steal()">Set</p><script>steal()</script>' },
          },
        ],
      },
    ];
    const saved = await apiCall(
      t.app,
      'PUT',
      `administration/objects/memo/forms/${formId}/rules`,
      admin.token,
      {
        rules,
      },
    );
    expect(saved.statusCode).toBe(200);
    const created = await create({ title: 'Ruled', brief: '<p>B</p>' });
    expect(created.statusCode).toBe(201);
    expect(created.json().body).toBe('<p>Set</p>');
    expect((await read(created.json().id)).body).toBe('<p>Set</p>');
    await apiCall(t.app, 'PUT', `administration/objects/memo/forms/${formId}/rules`, admin.token, {
      rules: [],
    });
  });

  it('prints rich text as its words, escaped once, and plain text as typed', async () => {
    const { id } = (
      await create({
        title: 'Print me',
        body: '<h1>Plan</h1><p>1 &lt; 2 &amp; <strong>bold</strong></p><table><tbody><tr><td><p>A</p></td><td><p>B</p></td></tr></tbody></table>',
        note: 'x &amp; <b>y</b>',
        brief: '<p>B</p>',
      })
    ).json();
    const page = await apiCall(t.app, 'GET', `objectPrints/memo/${id}/print`, admin.token);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<th scope="row">Body</th><td>Plan\n1 &lt; 2 &amp; bold\nA\nB</td>');
    expect(page.body).toContain('<th scope="row">Note</th><td>x &amp;amp; &lt;b&gt;y&lt;/b&gt;</td>');
    expect(page.body).not.toContain('<strong>');
  });
});
