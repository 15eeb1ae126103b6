import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiAs, createdId } from '../support/api';
import { choose } from '../support/choose';
import { signIn } from '../support/sign-in';

async function centre(locator: Locator): Promise<{ x: number; y: number }> {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  if (!box) throw new Error('not drawn');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Drags with the mouse in small steps, the way React Flow's pointer handlers expect. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 5, from.y + 5, { steps: 2 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

/** Adds a step of a kind from the canvas's menu, names it in the side panel and drags it to a place. */
async function addStep(page: Page, kind: string, id: string, label: string, at: { x: number; y: number }) {
  await page.getByTestId('wf-add-step').click();
  await page.getByTestId(`wf-add-${kind}`).click();
  const node = page.getByTestId(`wf-node-${id}`);
  await expect(node).toBeVisible();
  await expect(page.getByTestId('wf-node-settings-id')).toHaveText(id);
  await page.getByTestId('wf-node-label').fill(label);
  await page.getByTestId('wf-node-label').press('Enter');
  await expect(node).toContainText(label);
  await expect(async () => {
    await drag(page, await centre(node.locator('.atrium-wf-node__label')), at);
    const now = await centre(node);
    expect(Math.abs(now.x - at.x)).toBeLessThan(40);
  }).toPass({ timeout: 20_000 });
}

/** Connects an outcome's handle to a node's incoming handle by dragging between them. */
async function joinUp(page: Page, sourceHandle: string, target: string, edges: Locator, count: number) {
  await expect(async () => {
    await drag(
      page,
      await centre(page.getByTestId(sourceHandle)),
      await centre(page.getByTestId(`wf-handle-${target}-in`)),
    );
    await expect(edges).toHaveCount(count, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

// Issue 16 item 6: an administrator draws a three-step workflow, simulates it on a record and publishes it.
test('an administrator draws, simulates and publishes a workflow', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 1000 });
  await signIn(page, 'ada.lovelace@atrium.local');
  const api = await apiAs(page);
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const leadId = await createdId(api.post('records/lead', { full_name: `Workflow lead ${stamp}` }));

  await page.goto('/servicedesk/workflows');
  await expect(page.getByRole('heading', { level: 1, name: 'Workflows' })).toBeVisible();
  await page.getByTestId('wf-new').click();
  const dialog = page.getByRole('dialog', { name: 'New workflow' });
  await choose(page, dialog.getByRole('combobox', { name: 'Object' }), 'Lead', 'Lead');
  await dialog.getByTestId('wf-new-label').fill(`Lead review ${stamp}`);
  await expect(dialog.getByTestId('wf-new-name')).toHaveValue(
    `leadReview${stamp[0]?.toUpperCase()}${stamp.slice(1)}`,
  );
  await dialog.getByTestId('wf-new-create').click();
  await expect(page.getByTestId('wf-status')).toHaveText('Not saved yet');
  const canvas = page.locator('.atrium-wf-canvas');
  const edges = canvas.locator('.react-flow__edge');
  await expect(page.getByTestId('wf-node-end')).toBeVisible();
  await expect(edges).toHaveCount(1);

  // The End node goes to the bottom; the two steps above it, side by side.
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no canvas');
  const end = page.getByTestId('wf-node-end');
  await drag(page, await centre(end.locator('.atrium-wf-node__label')), {
    x: box.x + box.width / 2,
    y: box.y + box.height - 80,
  });
  await addStep(page, 'MANUAL_TRIGGER', 'trigger1', 'Submit', { x: box.x + 170, y: box.y + 250 });
  await addStep(page, 'APPROVAL', 'approval1', 'Review', { x: box.x + box.width - 170, y: box.y + 250 });
  // An approval without approvers is an error, shown on its node as one edits.
  await expect(page.getByTestId('wf-node-issues-approval1')).toBeVisible();

  // Start → Submit replaces Start → End; Submit → Review; Review approved and rejected → End.
  await joinUp(page, 'wf-handle-start', 'trigger1', edges, 1);
  await expect(page.getByTestId('wf-node-trigger1')).toContainText('First');
  await joinUp(page, 'wf-handle-trigger1-done', 'approval1', edges, 2);
  await joinUp(page, 'wf-handle-approval1-approved', 'end', edges, 3);
  await joinUp(page, 'wf-handle-approval1-rejected', 'end', edges, 4);

  // Undo takes the last connection away; redo brings it back.
  await page.getByTestId('wf-undo').click();
  await expect(edges).toHaveCount(3);
  await page.getByTestId('wf-redo').click();
  await expect(edges).toHaveCount(4);
  // The same from the keyboard (the focus is on a button, not in a text box).
  await page.keyboard.press('Control+z');
  await expect(edges).toHaveCount(3);
  await page.keyboard.press('Control+Shift+z');
  await expect(edges).toHaveCount(4);

  // Published as it is, it is saved as a draft and refused with the reasons by node.
  await page.getByTestId('wf-publish').click();
  await expect(page.getByTestId('wf-publish-refused')).toContainText(
    "Review: The approval 'Review' has no approvers.",
  );
  await expect(page.getByTestId('wf-status')).toHaveText('Draft');
  await expect(page).toHaveURL(/workflow=leadReview/);

  // The approvers: anyone holding the Administrator role in the record's organization, picked from
  // its roles, and Ada herself, found by searching the organization's people.
  await page.getByTestId('wf-node-approval1').locator('.atrium-wf-node__label').click();
  await expect(page.getByTestId('wf-node-settings-id')).toHaveText('approval1');
  await page.getByTestId('wf-approvers-add').click();
  await choose(page, page.getByRole('combobox', { name: 'Who' }), 'Role');
  await choose(page, page.getByRole('combobox', { name: 'Role' }), 'Administrator');
  await page.getByTestId('wf-approvers-add').click();
  await choose(page, page.getByRole('combobox', { name: 'Who' }).nth(1), 'Users');
  const people = page.getByRole('combobox', { name: 'Users' });
  await people.fill('lovelace');
  await choose(page, people, 'Ada Lovelace (ada.lovelace@atrium.local)');
  await expect(page.getByTestId('wf-node-issues-approval1')).toBeHidden();
  await expect(page.getByTestId('wf-issues')).toContainText('No problems found.');
  await expect(page.getByTestId('wf-publish-refused')).toBeHidden();

  // Simulated on the lead: the path is highlighted and the timeline tells each branch.
  await page.getByTestId('wf-simulation-tab').click();
  await page.getByTestId('wf-simulate-record').fill(String(leadId));
  await page.getByTestId('wf-simulate').click();
  await expect(page.getByTestId('wf-simulation-outcome')).toHaveText('Completed');
  await expect(page.getByTestId('wf-simulation-path')).toContainText('Submit → Review → End');
  await expect(page.getByTestId('wf-node-approval1')).toHaveClass(/atrium-wf-node--taken/);
  await expect(page.getByTestId('wf-simulation-result')).toContainText('t2 → End: held');

  // Published: saved as the first draft, then made active.
  await page.getByTestId('wf-publish').click();
  await expect(page.getByTestId('wf-status')).toHaveText('Active');
  const saved = await api.get(`workflow/definitions/leadReview${stamp[0]?.toUpperCase()}${stamp.slice(1)}`);
  expect(saved.status()).toBe(200);
  const versions = ((await saved.json()) as { data: { status: string; definition: { layout?: object } }[] })
    .data;
  expect(versions[0]?.status).toBe('ACTIVE');
  expect(Object.keys(versions[0]?.definition.layout ?? {})).toEqual(
    expect.arrayContaining(['$start', 'trigger1', 'approval1', 'end']),
  );
});

test('the composer opens the workflows of an object', async ({ page }) => {
  await signIn(page, 'ada.lovelace@atrium.local');
  await page.goto('/administration/composer');
  await page.getByTestId('composer-workflows-lead').click();
  await expect(page).toHaveURL(/\/administration\/composer\/workflows\?object=lead/);
  await expect(page.getByRole('heading', { level: 1, name: 'Workflows' })).toBeVisible();
  await expect(page.getByTestId('wf-new')).toBeVisible();
});
