import type { FormDesign } from '@atrium/core';
import { AppProviders } from '@atrium/web/src/app/AppProviders';
import { FormDesigner } from '@atrium/web/src/designer/FormDesigner';
import { initI18n } from '@atrium/web/src/i18n/i18n';
import { sessionStore } from '@atrium/web/src/session/session-store';
import { App } from 'antd';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@atrium/web/src/app/styles.css';
import type {} from './page-bench';

initI18n(sessionStore.getState().locale);

/**
 * The form designer as DesignerScreen hosts it (the app's providers, Ant Design's App for its message
 * hooks), with the design handed over instead of fetched (`designer.json`, written by the bench).
 */

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
/** Field frames carry their type in data-node-type, as layout elements do; the class tells them apart. */
const FIELD_FRAMES = 'atrium-designer-field';

const container = document.getElementById('root');
if (!container) throw new Error('the page has no #root');
const root = container;
let design: FormDesign | undefined;
const ready = fetch('designer.json')
  .then((response) => response.json() as Promise<FormDesign>)
  .then((loaded) => {
    design = loaded;
  });
const fieldFrames = root.getElementsByClassName(FIELD_FRAMES);
let watching: { started: number; stamps: number[]; running: boolean } | undefined;

window.designerBench = {
  ready,
  async open() {
    if (!design) throw new Error('open() before the design arrived');
    const expected = design.definition.attributes.length;
    const started = performance.now();
    createRoot(root).render(
      <StrictMode>
        <AppProviders>
          <App>
            <FormDesigner
              design={design}
              onSave={() => Promise.reject(new Error('the bench saves nothing'))}
              onCancel={() => undefined}
            />
          </App>
        </AppProviders>
      </StrictMode>,
    );
    const until = started + 60_000;
    while (countFields() < expected) {
      if (performance.now() > until) throw new Error('the designer did not draw every field in 60 s');
      await nextFrame();
    }
    await nextFrame();
    return performance.now() - started;
  },
  fieldCount: countFields,
  watchFrames() {
    const current = { started: performance.now(), stamps: [] as number[], running: true };
    watching = current;
    const frame = (now: number) => {
      if (!current.running) return;
      current.stamps.push(now);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  },
  frames() {
    const current = watching;
    if (!current) throw new Error('frames() before watchFrames()');
    current.running = false;
    watching = undefined;
    const { stamps } = current;
    return {
      count: stamps.length,
      spanMs: performance.now() - current.started,
      intervals: stamps.slice(1).map((stamp, index) => stamp - (stamps[index] ?? stamp)),
    };
  },
  columnOf(nodeId) {
    const node = root.querySelector(`[data-testid="canvas-node-${nodeId}"]`);
    const column = node?.parentElement?.closest<HTMLElement>('[data-node-type="col"]');
    return column?.dataset.testid?.replace(/^canvas-node-/, '');
  },
};

/** Checked every frame while opening, so a live collection's length rather than a query. */
function countFields(): number {
  let count = 0;
  for (const frame of fieldFrames) if (frame instanceof HTMLElement && frame.dataset.nodeType) count += 1;
  return count;
}
