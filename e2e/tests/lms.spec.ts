import { MODULES } from '@atrium/core';
import { expect, test } from '@playwright/test';
import { choose } from '../support/choose';
import { signIn } from '../support/sign-in';

const lms = MODULES.find((module) => module.key === 'lms');
const entries = (lms?.navigation ?? []).filter((entry) => !entry.external).map((entry) => entry.url);

/** Each category's demo test, its page, and the right option of each of its questions. */
const DEMO = [
  {
    url: '/lms/my-it-tests',
    title: 'Security awareness',
    answers: [
      [
        'An e-mail asks you to confirm your password through a link. What do you do?',
        'Report it as phishing',
      ],
      ['Which password is the strongest?', 'a long passphrase of four unrelated words'],
      ['What do you do when you leave your desk?', 'Lock the screen'],
    ],
  },
  {
    url: '/lms/my-compliance-tests',
    title: 'Code of conduct essentials',
    answers: [
      [
        'A supplier offers you a gift worth more than the policy limit. What do you do?',
        'Decline it and tell your manager',
      ],
      ['Who should you tell about a possible conflict of interest?', 'Your manager or the compliance team'],
      ['May you report a concern anonymously through the speak-up line?', 'Yes'],
    ],
  },
  {
    url: '/lms/my-qhse-tests',
    title: 'Workplace safety basics',
    answers: [
      ['The fire alarm sounds. What do you do first?', 'Leave by the nearest exit to the assembly point'],
      ['You see a spill in a corridor. What should you do?', 'Make it safe if you can and report it'],
      ['Where is the first aid kit information posted?', 'On the safety notice board'],
    ],
  },
  {
    url: '/lms/my-hr-tests',
    title: 'HR policies for everyone',
    answers: [
      ['Where do you request annual leave?', 'In HCM, My leaves'],
      ['What should you do if you witness harassment at work?', 'Report it to HR or your manager'],
      ['Who approves your leave request?', 'Your manager'],
    ],
  },
] as const;

// Issue: the LMS's entries open working screens. A member takes a published test: the paper (one
// radio group per question, no correct option sent), submitted, and the score the server marked.
test('a member takes a test and sees the score the server gave', async ({ page }) => {
  // Each repeat of this test takes another category's test, so that repeats in one run (the same
  // server) never share Nora's attempts.
  const demo = DEMO[test.info().repeatEachIndex % DEMO.length] ?? DEMO[0];
  await signIn(page, 'nora.none@atrium.local');
  await page.goto(demo.url);
  const row = page.getByRole('row', { name: new RegExp(demo.title) });
  await expect(row).toContainText('Not taken');
  await row.getByRole('button', { name: `Take the test: ${demo.title}` }).click();
  await expect(page.getByRole('heading', { name: demo.title })).toBeVisible();
  await expect(page.getByRole('radiogroup')).toHaveCount(demo.answers.length);
  for (const [question, option] of demo.answers)
    await page
      .getByRole('radiogroup', { name: question })
      .getByRole('radio', { name: option, exact: true })
      .check();
  const submitted = page.waitForResponse(
    (response) => response.url().includes('/attempts') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Submit my answers' }).click();
  expect((await submitted).status()).toBe(201);
  await expect(page.getByText('You scored 100%')).toBeVisible();
  await expect(page.getByText('You passed.')).toBeVisible();
  await page.getByRole('button', { name: 'Back to my tests' }).click();
  await expect(page).toHaveURL(new RegExp(`${demo.url}$`));
  const after = page.getByRole('row', { name: new RegExp(demo.title) });
  await expect(after).toContainText('Passed');
  await expect(after).toContainText('100%');
  await expect(after).toContainText('1 of 3');
});

/** The sidebar's names of the LMS entries (the navigation texts in English). */
const LABELS: Record<string, string> = {
  '/lms/my-compliance-tests': 'My Compliance Tests',
  '/lms/my-qhse-tests': 'My QHSE Tests',
  '/lms/my-it-tests': 'My IT Tests',
  '/lms/my-hr-tests': 'My HR Tests',
  '/lms/masters/tests': 'Tests',
  '/lms/masters/questions': 'Questions',
  '/lms/masters/testsTemplates': 'Test Templates',
  '/lms/masters/configuration': 'Configuration',
};

// Every LMS navigation entry opens a working screen for an administrator (Ada holds the LMS
// administrator's permissions): a list, never the "not available" page. She opens the first and goes
// from entry to entry through the sidebar, as a person does.
test('every LMS entry opens a working screen', async ({ page }) => {
  expect(entries).toHaveLength(8);
  await signIn(page, 'ada.lovelace@atrium.local');
  await page.goto(entries[0] ?? '/lms');
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  for (const url of entries) {
    await test.step(url, async () => {
      if (url !== entries[0]) await sidebar.getByRole('link', { name: LABELS[url], exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${url}$`));
      const main = page.getByRole('main');
      // A list opens as a grid, or as a board when its object has a status.
      const content = main.getByRole('table').or(main.getByRole('region')).first();
      await expect(content, `${url} shows its content`).toBeVisible({ timeout: 60_000 });
      await expect(page.getByText('this screen is not available yet')).toHaveCount(0);
    });
  }
  // The masters list the demo records: the question bank holds each category's questions.
  await sidebar.getByRole('link', { name: 'Questions', exact: true }).click();
  await expect(page.getByText('Which password is the strongest?').first()).toBeVisible();
  // A draft test made from the demo's template opens for review.
  await sidebar.getByRole('link', { name: 'Test Templates', exact: true }).click();
  await choose(page, page.getByRole('combobox', { name: 'Choose a template' }), {
    startsWith: 'Quick security check',
  });
  await page.getByRole('button', { name: 'Make the test' }).click();
  // The page moves to the new test at once: its brief "made" notice may be gone before it is looked
  // for, so the test itself is what is checked.
  await expect(page).toHaveURL(/\/lms\/lms_test\/\d+$/, { timeout: 30_000 });
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Quick security check');
  await expect(page.getByRole('region', { name: 'Test question' }).getByRole('listitem')).toHaveCount(3);
});
