import { type LoginAnswer, validateModulePackage } from '@atrium/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LMS_PACKAGE } from '../src/seed/lms/lms-package';
import { seedLms } from '../src/seed/lms/seed-lms';
import { BUILT_IN_PACKAGES } from '../src/seed/packages';
import { bearer, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let ada: LoginAnswer;
let nora: LoginAnswer;
let sam: LoginAnswer;
let hana: LoginAnswer;
let ahq: number;
let agt: number;

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, who: LoginAnswer, payload?: unknown, org = ahq) =>
  t.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: bearer(who.token, org),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const ok = async (method: Method, url: string, who: LoginAnswer, payload?: object) => {
  const response = await call(method, url, who, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json();
};

/** A demo test of an organization by title, with its questions' ids, correct options and options. */
async function demoTest(title: string, orgId = ahq) {
  const test = await sql<{ id: number }>`
    select id::int as id from obj_lms_test where title = ${title} and org_id = ${orgId}`.execute(t.db);
  const id = test.rows[0]?.id ?? 0;
  const questions = await sql<{ id: number; correct: string; points: number }>`
    select q.id::int as id, q.correct_option as correct, q.points::int as points
    from obj_lms_test_question tq join obj_lms_question q on q.id = tq.question_id
    where tq.test_id = ${id} order by tq.position`.execute(t.db);
  return { id, questions: questions.rows };
}

const attemptCount = async () =>
  Number((await sql<{ n: number }>`select count(*)::int as n from obj_lms_attempt`.execute(t.db)).rows[0]?.n);

const wrongOf = (correct: string) => (correct === 'A' ? 'B' : 'A');

beforeAll(async () => {
  t = await createTestApp();
  const started = performance.now();
  await seedLms(t.db);
  console.info(`LMS install: ${Math.round(performance.now() - started)} ms`);
  // A second start finds it installed and changes nothing.
  await seedLms(t.db);
  const orgs = await t.db.selectFrom('organizations').select(['id', 'code']).execute();
  ahq = orgs.find((org) => org.code === 'AHQ')?.id ?? 0;
  agt = orgs.find((org) => org.code === 'AGT')?.id ?? 0;
  ada = await signIn(t.app, 'ada.lovelace@atrium.local');
  nora = await signIn(t.app, 'nora.none@atrium.local');
  sam = await signIn(t.app, 'sam.sales@atrium.local');
  hana = await signIn(t.app, 'hana.hr@atrium.local');
}, 240_000);
afterAll(async () => t.close());

describe('the LMS package', () => {
  it('validates in full against this installation', () => {
    const result = validateModulePackage(LMS_PACKAGE, { knownSteps: [...BUILT_IN_PACKAGES.steps.keys()] });
    expect(result.ok ? [] : result.errors).toEqual([]);
  });

  it('installs once in the demo organizations: configuration, templates, questions and a published test per category', async () => {
    const installed = await t.db
      .selectFrom('installed_packages')
      .select(['org_id', 'version'])
      .where('name', '=', 'lms')
      .execute();
    expect(installed.map((row) => row.org_id).sort()).toEqual([ahq, agt].sort());
    const tests = (await ok('GET', 'records/lms_test', ada)).data;
    expect(
      tests.map((row: { category: string; status: string }) => `${row.category} ${row.status}`).sort(),
    ).toEqual(['Compliance Published', 'HR Published', 'IT Published', 'QHSE Published']);
    expect((await ok('GET', 'records/lms_question', ada)).data).toHaveLength(12);
    // The four shipped templates, and the demo's one that its bank can fill.
    expect((await ok('GET', 'records/lms_test_template', ada)).data).toHaveLength(5);
    expect((await ok('GET', 'records/lms_configuration', ada)).data).toMatchObject([
      { attempts_allowed: 3, default_pass_mark: 70 },
    ]);
    const roles = await t.db
      .selectFrom('roles')
      .innerJoin('role_permissions', 'role_permissions.role_id', 'roles.id')
      .select(['roles.name', 'role_permissions.permission'])
      .where('roles.org_id', '=', ahq)
      .where('role_permissions.permission', 'in', ['module:lms', 'lmsAdmin:questions', 'lmsQuestion:view'])
      .execute();
    const holders = (permission: string) =>
      roles
        .filter((row) => row.permission === permission)
        .map((row) => row.name)
        .sort();
    expect(holders('module:lms')).toEqual(['Administrator', 'Employee', 'LMS Admin']);
    expect(holders('lmsQuestion:view')).toEqual(['Administrator', 'LMS Admin']);
    expect(holders('lmsAdmin:questions')).toEqual(['Administrator', 'LMS Admin']);
  });

  it("lists a category's published tests with my record, for every member (module:lms)", async () => {
    const { tests } = await ok('GET', 'lms/my-tests?category=IT', nora);
    expect(tests).toHaveLength(1);
    expect(tests[0]).toMatchObject({
      title: 'Security awareness',
      category: 'IT',
      passMark: 70,
      questions: 3,
      attemptsAllowed: 3,
      attemptsUsed: 0,
      bestScore: null,
      passed: false,
    });
    expect(tests[0].dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const wrong = await call('GET', 'lms/my-tests?category=Finance', nora);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('The category is one of Compliance, QHSE, IT, HR.');
    expect((await call('GET', 'lms/my-tests', nora)).statusCode).toBe(400);
  });

  it('gives the paper without the correct options, and keeps the question bank from takers', async () => {
    const { id } = await demoTest('Security awareness');
    const response = await call('GET', `lms/tests/${id}/paper`, nora);
    expect(response.statusCode).toBe(200);
    const paper = response.json();
    expect(paper.test).toMatchObject({ id, title: 'Security awareness' });
    expect(paper.questions).toHaveLength(3);
    expect(paper.questions[0]).toEqual({
      id: expect.any(Number),
      text: 'An e-mail asks you to confirm your password through a link. What do you do?',
      points: 2,
      options: [
        { key: 'A', text: 'Click the link' },
        { key: 'B', text: 'Report it as phishing' },
        { key: 'C', text: 'Reply with your password' },
        { key: 'D', text: 'Forward it to friends' },
      ],
    });
    expect(paper.questions[2].options.map((option: { key: string }) => option.key)).toEqual(['A', 'B']);
    expect(response.body).not.toMatch(/correct/i);
    // The bank, where the correct options are, is the LMS administrators'.
    expect((await call('GET', 'records/lms_question', nora)).statusCode).toBe(403);
    expect((await call('GET', 'records/lms_test_question', nora)).statusCode).toBe(403);
  });

  it('scores an attempt on the server: points, percent, passed against the pass mark', async () => {
    const { id, questions } = await demoTest('Security awareness');
    const [first, second, third] = questions;
    if (!first || !second || !third) throw new Error('The demo test has three questions.');
    const before = await attemptCount();
    const failing = await call('POST', `lms/tests/${id}/attempts`, nora, {
      answers: [
        { question: first.id, option: wrongOf(first.correct) },
        { question: second.id, option: second.correct },
        { question: third.id, option: third.correct },
      ],
    });
    expect(failing.statusCode, failing.body).toBe(201);
    expect(failing.json()).toMatchObject({
      testId: id,
      points: 2,
      totalPoints: 4,
      score: 50,
      passMark: 70,
      passed: false,
      attemptsUsed: 1,
      attemptsAllowed: 3,
    });
    expect(failing.body).not.toMatch(/correct/i);
    const passing = await call('POST', `lms/tests/${id}/attempts`, nora, {
      answers: questions.map((question) => ({ question: question.id, option: question.correct })),
    });
    expect(passing.statusCode, passing.body).toBe(201);
    expect(passing.json()).toMatchObject({ score: 100, points: 4, passed: true, attemptsUsed: 2 });
    expect(await attemptCount()).toBe(before + 2);
    const stored = await sql<Record<string, unknown>>`
      select person, user_id::int as user_id, score::int as score, passed, owner_id::int as owner_id
      from obj_lms_attempt where id = ${passing.json().id}`.execute(t.db);
    expect(stored.rows[0]).toMatchObject({
      person: 'nora.none@atrium.local',
      user_id: nora.profile.id,
      score: 100,
      owner_id: nora.profile.id,
    });
    const { tests } = await ok('GET', 'lms/my-tests?category=IT', nora);
    expect(tests[0]).toMatchObject({ attemptsUsed: 2, bestScore: 100, passed: true });
    // Unanswered questions score nothing.
    const blank = await call('POST', `lms/tests/${id}/attempts`, sam, { answers: [] });
    expect(blank.json()).toMatchObject({ score: 0, points: 0, passed: false });
  });

  it('marks what a writer of the record sends itself: score and passed are the server’s', async () => {
    const { id, questions } = await demoTest('HR policies for everyone');
    const created = await call('POST', 'records/lms_attempt', ada, {
      test_id: id,
      answers: JSON.stringify(
        questions.map((question) => ({ question: question.id, option: wrongOf(question.correct) })),
      ),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ score: 0, points: 0, person: 'ada.lovelace@atrium.local' });
    const changed = await call('PUT', `records/lms_attempt/${created.json().id}`, ada, { answers: '[]' });
    expect(changed.statusCode).toBe(422);
    expect(changed.json().message).toContain('it cannot be changed');
  });

  it('makes a draft test from a template, its questions drawn from the bank of its category', async () => {
    const template = await ok('POST', 'records/lms_test_template', ada, {
      name: 'IT quick check',
      category: 'IT',
      question_count: 2,
      pass_mark: 50,
    });
    const made = await call('POST', `lms/templates/${template.id}/tests`, ada);
    expect(made.statusCode, made.body).toBe(201);
    const test = await ok('GET', `records/lms_test/${made.json().id}`, ada);
    expect(test).toMatchObject({ title: 'IT quick check', category: 'IT', status: 'Draft', pass_mark: 50 });
    const placed = await sql<{ category: string; position: number }>`
      select q.category, tq.position::int as position from obj_lms_test_question tq
      join obj_lms_question q on q.id = tq.question_id where tq.test_id = ${made.json().id}
      order by tq.position`.execute(t.db);
    expect(placed.rows).toEqual([
      { category: 'IT', position: 1 },
      { category: 'IT', position: 2 },
    ]);
    const tests = async () =>
      Number(
        (await sql<{ n: number }>`select count(*)::int as n from obj_lms_test`.execute(t.db)).rows[0]?.n,
      );
    const before = await tests();
    // The shipped IT template asks for ten questions; the demo bank has three.
    const [tooLong] = (await ok('GET', 'records/lms_test_template', ada)).data.filter(
      (row: { name: string }) => row.name === 'Security awareness',
    );
    const short = await call('POST', `lms/templates/${tooLong.id}/tests`, ada);
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toBe(
      "The template 'Security awareness' needs 10 IT questions; the bank has 3.",
    );
    expect((await call('POST', `lms/templates/${template.id}/tests`, nora)).statusCode).toBe(403);
    expect((await call('POST', 'lms/templates/x1/tests', ada)).statusCode).toBe(400);
    const gulf = await sql<{ id: number }>`
      select id::int as id from obj_lms_test_template where org_id = ${agt} limit 1`.execute(t.db);
    const other = await call('POST', `lms/templates/${gulf.rows[0]?.id}/tests`, ada);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(`There is no test template with id ${gulf.rows[0]?.id}.`);
    expect(await tests()).toBe(before);
  });

  describe('refuses, with the reason and nothing written', () => {
    const refused = async (url: string, payload: unknown, status: number, message: string, who = nora) => {
      const before = await attemptCount();
      const response = await call('POST', url, who, payload);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().message).toContain(message);
      expect(await attemptCount()).toBe(before);
    };

    it('an attempt at a test that is not published (and its paper)', async () => {
      const draft = await ok('POST', 'records/lms_test', ada, { title: 'Cloud basics', category: 'IT' });
      expect(draft.status).toBe('Draft');
      await refused(
        `lms/tests/${draft.id}/attempts`,
        { answers: [] },
        422,
        "The test 'Cloud basics' is not published",
      );
      const paper = await call('GET', `lms/tests/${draft.id}/paper`, nora);
      expect(paper.statusCode).toBe(422);
      expect(paper.json().message).toBe("The test 'Cloud basics' is not published: it cannot be taken yet.");
      const { tests } = await ok('GET', 'lms/my-tests?category=IT', nora);
      expect(tests.map((test: { title: string }) => test.title)).toEqual(['Security awareness']);
      // Nor can a test be published before it has questions.
      const publish = await call('PUT', `records/lms_test/${draft.id}`, ada, { status: 'Published' });
      expect(publish.statusCode).toBe(422);
      expect(publish.json().message).toBe(
        'A test without questions cannot be published: add its questions first.',
      );
    });

    it('an answer to a question not on the test, twice to one, or with an option the question lacks', async () => {
      const { id, questions } = await demoTest('Workplace safety basics');
      const other = await demoTest('Code of conduct essentials');
      const [first] = questions;
      const [foreign] = other.questions;
      if (!first || !foreign) throw new Error('The demo tests have questions.');
      await refused(
        `lms/tests/${id}/attempts`,
        { answers: [{ question: foreign.id, option: 'A' }] },
        422,
        `Question ${foreign.id} is not on the test 'Workplace safety basics'.`,
      );
      await refused(
        `lms/tests/${id}/attempts`,
        { answers: [{ question: 99_999_999, option: 'A' }] },
        422,
        'Question 99999999 is not on the test',
      );
      await refused(
        `lms/tests/${id}/attempts`,
        { answers: [{ question: first.id, option: 'D' }] },
        422,
        `Question ${first.id} has no option 'D': choose one of A, B, C.`,
      );
      await refused(
        `lms/tests/${id}/attempts`,
        { answers: [{ question: first.id, option: 'a' }] },
        422,
        `Question ${first.id} has no option 'a'`,
      );
      await refused(
        `lms/tests/${id}/attempts`,
        {
          answers: [
            { question: first.id, option: 'A' },
            { question: first.id, option: 'B' },
          ],
        },
        422,
        `Question ${first.id} is answered twice.`,
      );
    });

    it('an attempt (and the paper) after the test’s due date, shown closed; the due date itself is open', async () => {
      const { id } = await demoTest('Code of conduct essentials');
      const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const { due_date: kept } = await ok('GET', `records/lms_test/${id}`, ada);
      await ok('PUT', `records/lms_test/${id}`, ada, { due_date: day(-2) });
      await refused(
        `lms/tests/${id}/attempts`,
        { answers: [] },
        422,
        `The test 'Code of conduct essentials' closed after its due date, ${day(-2)}: it takes no more attempts.`,
      );
      const paper = await call('GET', `lms/tests/${id}/paper`, nora);
      expect(paper.statusCode).toBe(422);
      expect(paper.json().message).toContain('closed after its due date');
      const { tests } = await ok('GET', 'lms/my-tests?category=Compliance', nora);
      expect(tests.find((test: { id: number }) => test.id === id)).toMatchObject({ closed: true });
      // A write of the attempt through the generic record call is held to the same rule.
      await refused(
        'records/lms_attempt',
        { test_id: id, answers: '[]' },
        422,
        'closed after its due date',
        ada,
      );
      await ok('PUT', `records/lms_test/${id}`, ada, { due_date: day(1) });
      expect(
        (await ok('GET', 'lms/my-tests?category=Compliance', nora)).tests.find(
          (test: { id: number }) => test.id === id,
        ),
      ).toMatchObject({ closed: false });
      await ok('PUT', `records/lms_test/${id}`, ada, { due_date: kept ?? null });
    });

    it('an attempt beyond the attempts allowed (the configuration says how many)', async () => {
      const { id } = await demoTest('Security awareness');
      // Nora has made two; the third is the last of three.
      expect((await call('POST', `lms/tests/${id}/attempts`, nora, { answers: [] })).statusCode).toBe(201);
      await refused(
        `lms/tests/${id}/attempts`,
        { answers: [] },
        422,
        "You have used the 3 attempts allowed at 'Security awareness'.",
      );
      // Nor is the paper given out again.
      const paper = await call('GET', `lms/tests/${id}/paper`, nora);
      expect(paper.statusCode).toBe(422);
      expect(paper.json().message).toBe("You have used the 3 attempts allowed at 'Security awareness'.");
      const [configuration] = (await ok('GET', 'records/lms_configuration', ada)).data;
      await ok('PUT', `records/lms_configuration/${configuration.id}`, ada, { attempts_allowed: 4 });
      expect((await call('POST', `lms/tests/${id}/attempts`, nora, { answers: [] })).statusCode).toBe(201);
      // With one attempt left, two submitted at once: one is taken, the other refused.
      await ok('PUT', `records/lms_configuration/${configuration.id}`, ada, { attempts_allowed: 5 });
      const racing = await Promise.all(
        [1, 2].map(() => call('POST', `lms/tests/${id}/attempts`, nora, { answers: [] })),
      );
      expect(racing.map((response) => response.statusCode).sort()).toEqual([201, 422]);
      await ok('PUT', `records/lms_configuration/${configuration.id}`, ada, { attempts_allowed: 3 });
      // One configuration per organization.
      const second = await call('POST', 'records/lms_configuration', ada, {
        name: 'Another',
        attempts_allowed: 1,
        default_pass_mark: 50,
      });
      expect(second.statusCode).toBe(422);
      expect(second.json().message).toContain('already has its LMS configuration');
    });

    it('ids that are not whole numbers, bodies that are malformed (400) or of the wrong types (422)', async () => {
      const { id, questions } = await demoTest('Workplace safety basics');
      const question = questions[0]?.id ?? 0;
      await refused(
        'lms/tests/abc/attempts',
        { answers: [] },
        400,
        'The test id must be a whole number such as 12.',
      );
      await refused('lms/tests/0x10/attempts', { answers: [] }, 400, 'The test id must be a whole number');
      expect((await call('GET', 'lms/tests/1.5/paper', nora)).statusCode).toBe(400);
      await refused(`lms/tests/${id}/attempts`, {}, 422, 'The answers are a list of { question, option }.');
      await refused(
        `lms/tests/${id}/attempts`,
        { answers: [{ question: String(question), option: 'A' }] },
        422,
        'The question must be the number of an id, such as 12.',
      );
      await refused(
        `lms/tests/${id}/attempts`,
        { answers: [{ question, option: 'A' }], score: 100 },
        400,
        'The request body has a field this call does not take: score.',
      );
      // A field forged inside an answer is as malformed as one beside them, and named in full.
      const nested = await call('POST', `lms/tests/${id}/attempts`, nora, {
        answers: [{ question, option: 'A', correct: true }],
      });
      expect(nested.statusCode).toBe(400);
      expect(nested.json().message).toBe(
        'The request body has a field this call does not take: answers.0.correct.',
      );
      expect(nested.json().errors['answers.0.correct']).toEqual([
        'answers.0.correct is not a field this call takes.',
      ]);
      await refused(
        `lms/tests/${id}/attempts`,
        { answers: [{ question: 1.5, option: 'A' }] },
        422,
        'The question',
      );
      await refused(
        `lms/tests/${id}/attempts`,
        [],
        400,
        'The request body is missing or is not a JSON object.',
      );
    });

    it('a test that does not exist or is another organization’s (404), and a member without the LMS (403)', async () => {
      await refused(
        'lms/tests/99999999/attempts',
        { answers: [] },
        404,
        'There is no test with id 99999999.',
      );
      const gulf = await demoTest('Security awareness', agt);
      expect(gulf.id).toBeGreaterThan(0);
      await refused(
        `lms/tests/${gulf.id}/attempts`,
        { answers: [] },
        404,
        `There is no test with id ${gulf.id}.`,
      );
      expect((await call('GET', `lms/tests/${gulf.id}/paper`, nora)).statusCode).toBe(404);
      // Hana is HCM staff in the holding, without the LMS there.
      await refused(
        `lms/tests/${gulf.id}/attempts`,
        { answers: [] },
        403,
        "You need the 'module:lms' permission",
        hana,
      );
      expect((await call('GET', 'lms/my-tests?category=HR', hana)).statusCode).toBe(403);
    });

    it('a test assigned to others (its record granted to them only): not listed, no paper, no attempt', async () => {
      const { id } = await demoTest('Workplace safety basics');
      const grant = await call('POST', `auth/record_permissions/lms_test/${id}`, ada, {
        to_user: sam.profile.id,
        permission: 1,
      });
      expect(grant.statusCode, grant.body).toBe(201);
      const listed = async (who: LoginAnswer) =>
        (await ok('GET', 'lms/my-tests?category=QHSE', who)).tests.map((test: { id: number }) => test.id);
      expect(await listed(nora)).not.toContain(id);
      expect(await listed(sam)).toContain(id);
      const paper = await call('GET', `lms/tests/${id}/paper`, nora);
      expect(paper.statusCode).toBe(404);
      expect(paper.json().message).toBe(`There is no test with id ${id}.`);
      await refused(`lms/tests/${id}/attempts`, { answers: [] }, 404, `There is no test with id ${id}.`);
      expect((await call('GET', `lms/tests/${id}/paper`, sam)).statusCode).toBe(200);
    });
  });
});
