import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FieldActivation } from '../field-activation';
import { FakeObserver } from './fake-observer';

const below = { top: 1200, bottom: 1264 } as DOMRectReadOnly;

beforeEach(() => {
  FakeObserver.made = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => vi.unstubAllGlobals());

describe('FieldActivation', () => {
  it('says whether a field that came near is in the viewport or only near it', () => {
    const activation = new FieldActivation();
    const inView = document.createElement('div');
    const near = document.createElement('div');
    const woken: [string, boolean][] = [];
    activation.observe(inView, (seen) => woken.push(['in view', seen]));
    activation.observe(near, (seen) => woken.push(['near', seen]));
    FakeObserver.comeNear(inView);
    FakeObserver.comeNear(near, below);
    expect(woken).toEqual([
      ['in view', true],
      ['near', false],
    ]);
  });

  it('runs what waits for the first report after it, once; at once when nothing waits', () => {
    const activation = new FieldActivation();
    const idle = vi.fn();
    activation.afterFirstReport(idle);
    expect(idle).toHaveBeenCalledTimes(1);

    const field = document.createElement('div');
    const other = document.createElement('div');
    activation.observe(field, () => undefined);
    activation.observe(other, () => undefined);
    const waiting = vi.fn();
    activation.afterFirstReport(waiting);
    expect(waiting).not.toHaveBeenCalled();
    FakeObserver.comeNear(field);
    expect(waiting).toHaveBeenCalledTimes(1);
    FakeObserver.comeNear(other);
    expect(waiting).toHaveBeenCalledTimes(1);
  });

  it('stops waiting when every watched field woke another way before any report', () => {
    const activation = new FieldActivation();
    const stop = activation.observe(document.createElement('div'), () => undefined);
    const waiting = vi.fn();
    activation.afterFirstReport(waiting);
    stop();
    expect(waiting).toHaveBeenCalledTimes(1);
  });
});
