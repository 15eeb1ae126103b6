import type { Page } from 'playwright-core';
import type { ReactionFigures } from '../forms-render/harness';
import type { PeerName } from '../forms-render/payloads';
import type { BrowserBench } from './browser-bench';
import { type FormOutcome, outcomeDifference } from './forms-render-check';

/** Drives one peer's page through the harness in it (bench/forms-render/harness.ts). */
export const PEER_LABEL: Record<PeerName, string> = {
  atrium: 'Atrium',
  surveyjs: 'SurveyJS',
  rjsf: 'react-jsonschema-form',
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function openPeer(bench: BrowserBench, peer: PeerName): Promise<Page> {
  const page = await bench.openPage(`${peer}.html`);
  await page.evaluate(() => window.bench.ready);
  return page;
}

export async function closePeer(page: Page): Promise<void> {
  await page.context().close();
}

/** Mounts the form and checks that it shows exactly the fields the rules leave visible. */
export async function mountPeer(page: Page, peer: PeerName, expected: FormOutcome): Promise<number> {
  const ms = await page.evaluate((count) => window.bench.mount(count), expected.visible.length);
  await expectVisible(page, peer, expected, 'once mounted');
  return ms;
}

export async function expectVisible(
  page: Page,
  peer: PeerName,
  expected: FormOutcome,
  when: string,
): Promise<void> {
  const visible = await page.evaluate(() => window.bench.visibleFields());
  const difference = outcomeDifference(
    { visible: expected.visible, required: [], values: {} },
    { visible, required: [], values: {} },
  );
  if (difference)
    throw new Error(`${PEER_LABEL[peer]} ${when} shows other fields than the rules say: ${difference}`);
}

/**
 * Types `text` into the field one key at a time, `gapMs` apart (a brisk typist), and answers the
 * milliseconds of the keystrokes after the first `warmUp`.
 */
export async function typeInto(
  page: Page,
  field: string,
  text: string,
  options: { warmUp: number; gapMs: number },
): Promise<number[]> {
  const selector = await page.evaluate((name) => window.bench.inputSelector(name), field);
  await page.focus(selector);
  const samples: number[] = [];
  for (const [index, key] of [...text].entries()) {
    await page.keyboard.type(key);
    const ms = await page.evaluate((at) => window.bench.keystroke(at), index);
    if (index >= options.warmUp) samples.push(ms);
    await sleep(options.gapMs);
  }
  const typed = await page.inputValue(selector);
  if (typed !== text) throw new Error(`the typed field holds ${JSON.stringify(typed)}, not what was typed`);
  return samples;
}

/**
 * How long until the rules' effect of one key is painted: clears the field (and lets the rules
 * settle), types `probe` up to its last key, then times from that key to the paint after the form's
 * DOM last changed, watching one second. Checks the fields shown then against `expected`.
 */
export async function ruleReaction(
  page: Page,
  peer: PeerName,
  field: string,
  probe: { text: string; expected: FormOutcome },
  options: { rounds: number; gapMs: number },
): Promise<ReactionFigures[]> {
  const selector = await page.evaluate((name) => window.bench.inputSelector(name), field);
  await page.focus(selector);
  const figures: ReactionFigures[] = [];
  for (let round = 0; round < options.rounds; round += 1) {
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
    await sleep(800);
    for (const key of probe.text.slice(0, -1)) {
      await page.keyboard.type(key);
      await sleep(options.gapMs);
    }
    await page.evaluate(() => window.bench.watch());
    await page.keyboard.type(probe.text.slice(-1));
    figures.push(await page.evaluate((windowMs) => window.bench.watched(windowMs), 1000));
    await expectVisible(page, peer, probe.expected, `after typing ${JSON.stringify(probe.text)}`);
  }
  return figures;
}

/** Nearest-rank percentile. */
export function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(0, Math.ceil(fraction * sorted.length) - 1);
  return sorted[rank] ?? Number.NaN;
}
