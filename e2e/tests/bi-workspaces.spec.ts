import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiAs } from '../support/api';
import { signIn } from '../support/sign-in';

interface Card {
  chart: number;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The board's spacing (WorkspaceBoard: 60 px rows, 16 px between cards and around the grid). */
const ROW = 60;
const GAP = 16;

// Tall enough that both cards, their handles and a resize below them stay inside the window.
test.use({ viewport: { width: 1280, height: 1000 } });

/**
 * A card's box once it has stopped moving: the grid slides cards to their places (a CSS transition),
 * so a box read during the slide would aim the mouse at where the card is passing through.
 */
async function settledBox(locator: Locator) {
  let last = '';
  await expect
    .poll(async () => {
      const box = await locator.boundingBox();
      const now = JSON.stringify(box);
      const still = box !== null && now === last;
      last = now;
      return still;
    })
    .toBe(true);
  const box = await locator.boundingBox();
  if (!box) throw new Error('The card is not on the page.');
  return box;
}

/** Presses at a point, moves in small steps (past the grid's drag threshold) and lets go. */
async function dragBy(page: Page, from: { x: number; y: number }, dx: number, dy: number) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + dx, from.y + dy, { steps: 20 });
  await page.mouse.up();
}

/** The next PUT of the workspace, its answer checked and read. */
function savedLayout(page: Page, id: number): Promise<Card[]> {
  return page
    .waitForResponse(
      (response) =>
        response.request().method() === 'PUT' &&
        response.url().endsWith(`/api/v1/analytics/workspaces/${id}`),
      // A drag that saved nothing fails here, not at the test's timeout.
      { timeout: 20_000 },
    )
    .then(async (response) => {
      expect(response.status(), await response.text()).toBe(200);
      return ((await response.json()) as { layout: Card[] }).layout;
    });
}

/**
 * Issue 18: workspaces are dashboards of chart cards a person arranges and resizes, and that remember
 * their layout. A card moves by its bar and grows by its corner (react-grid-layout), which the test
 * drags as a person would; on the focused bar the arrow keys move it and Shift with them resizes it.
 */
test('ada arranges a BI workspace by dragging and resizing its chart cards, and finds it so after a reload', async ({
  page,
}) => {
  await signIn(page, 'ada.lovelace@atrium.local');
  const api = await apiAs(page);
  // Two of the demo charts Ada owns (the report seed's CRM pipeline), on a workspace of this test's own.
  const reports = (await (await api.get('analytics/reports?scope=mine')).json()) as {
    data: { charts: { id: number; name: string }[] }[];
  };
  const chartNamed = (name: string) => {
    const chart = reports.data
      .flatMap((report) => report.charts)
      .find((candidate) => candidate.name === name);
    expect(chart, `the demo chart ${name}`).toBeDefined();
    return chart?.id ?? 0;
  };
  const first = chartNamed('Open opportunities');
  const second = chartNamed('Opportunities by stage');
  const name = `Arranged ${Date.now().toString(36)}`;
  // One above the other, half the width each.
  const created = await api.post('analytics/workspaces', {
    name,
    layout: [
      { chart: first, x: 0, y: 0, w: 6, h: 4 },
      { chart: second, x: 0, y: 4, w: 6, h: 4 },
    ],
  });
  expect(created.status(), await created.text()).toBe(201);
  const workspace = ((await created.json()) as { id: number }).id;

  try {
    await page.goto(`/business-intelligence/my-bi-workspace?workspace=${workspace}`);
    await expect(page.getByRole('tab', { name, selected: true })).toBeVisible();
    const cards = page.getByTestId('workspace-card');
    const firstCard = cards.and(page.locator(`[data-chart="${first}"]`));
    const secondCard = cards.and(page.locator(`[data-chart="${second}"]`));
    await expect(firstCard).toHaveAttribute('data-layout', '0,0,6,4');
    await expect(secondCard).toHaveAttribute('data-layout', '0,4,6,4');

    // Move: the first card dragged by its bar to the right half; the second rises to the top row.
    const moveHandle = page.getByRole('button', { name: 'Move Open opportunities', exact: true });
    await expect(moveHandle).toBeVisible();
    const before = await settledBox(firstCard);
    const handle = await settledBox(moveHandle);
    const moved = savedLayout(page, workspace);
    await dragBy(page, { x: handle.x + 40, y: handle.y + handle.height / 2 }, before.width + GAP, 0);
    expect(await moved).toEqual([
      { chart: second, x: 0, y: 0, w: 6, h: 4 },
      { chart: first, x: 6, y: 0, w: 6, h: 4 },
    ]);
    await expect(secondCard).toHaveAttribute('data-layout', '0,0,6,4');
    await expect(firstCard).toHaveAttribute('data-layout', '6,0,6,4');

    // Resize: the second card's corner pulled two rows down and two columns in.
    const box = await settledBox(secondCard);
    const column = (box.width + GAP) / 6;
    const corner = secondCard.locator('.react-resizable-handle-se');
    const grip = await settledBox(corner);
    const resized = savedLayout(page, workspace);
    await dragBy(
      page,
      { x: grip.x + grip.width / 2, y: grip.y + grip.height / 2 },
      -2 * column,
      2 * (ROW + GAP),
    );
    const stored = [
      { chart: second, x: 0, y: 0, w: 4, h: 6 },
      { chart: first, x: 6, y: 0, w: 6, h: 4 },
    ];
    expect(await resized).toEqual(stored);

    // After a reload the page asks the server again and draws what it kept.
    const listed = page.waitForResponse(
      (response) =>
        response.request().method() === 'GET' && response.url().endsWith('/api/v1/analytics/workspaces'),
    );
    await page.reload();
    const answer = await listed;
    expect(answer.status()).toBe(200);
    const fetched = (await answer.json()) as { data: { id: number; layout: Card[] }[] };
    expect(fetched.data.find((candidate) => candidate.id === workspace)?.layout).toEqual(stored);

    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toHaveAttribute('data-chart', String(second));
    await expect(secondCard).toHaveAttribute('data-layout', '0,0,4,6');
    await expect(firstCard).toHaveAttribute('data-layout', '6,0,6,4');
    // As drawn: the resized card stands on the left, taller and narrower than the moved one (the grid
    // rounds each card's pixels, hence the pixel of leeway).
    const left = await settledBox(secondCard);
    const right = await settledBox(firstCard);
    const near = (actual: number, expected: number) =>
      expect(Math.abs(actual - expected)).toBeLessThanOrEqual(2);
    expect(left.x + left.width).toBeLessThan(right.x);
    near(left.y, right.y);
    near(left.height, 6 * ROW + 5 * GAP);
    near(right.height, 4 * ROW + 3 * GAP);
    near(left.width, (4 / 6) * (right.width + GAP) - GAP);

    // Without a mouse: on the focused bar Shift+Down makes the card a row taller, Right moves it a column.
    const keyboardHandle = page.getByRole('button', { name: 'Move Opportunities by stage', exact: true });
    await keyboardHandle.focus();
    const taller = savedLayout(page, workspace);
    await keyboardHandle.press('Shift+ArrowDown');
    expect(await taller).toEqual([
      { chart: second, x: 0, y: 0, w: 4, h: 7 },
      { chart: first, x: 6, y: 0, w: 6, h: 4 },
    ]);
    const shifted = savedLayout(page, workspace);
    await keyboardHandle.press('ArrowRight');
    expect(await shifted).toEqual([
      { chart: second, x: 1, y: 0, w: 4, h: 7 },
      { chart: first, x: 6, y: 0, w: 6, h: 4 },
    ]);
    await expect(secondCard).toHaveAttribute('data-layout', '1,0,4,7');
  } finally {
    expect((await api.delete(`analytics/workspaces/${workspace}`)).status()).toBe(204);
  }
});
