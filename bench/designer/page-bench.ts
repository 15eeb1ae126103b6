/**
 * What the designer page (designer.tsx) offers the bench, as `window.designerBench`:
 *
 * - `open()`: from just before the render call to the second animation frame after every field's
 *   frame is in the DOM, that is once the frame showing them has been painted.
 * - `watchFrames()` / `frames()`: every animation frame between the two calls, for a drag's frame rate.
 * - `columnOf(nodeId)`: the column an element of the canvas sits in now, to check a drop landed.
 */
export interface DesignerPageBench {
  ready: Promise<void>;
  open(): Promise<number>;
  fieldCount(): number;
  watchFrames(): void;
  frames(): FrameFigures;
  columnOf(nodeId: string): string | undefined;
}

export interface FrameFigures {
  /** Frames drawn between watchFrames() and frames(). */
  count: number;
  /** Milliseconds between the two calls. */
  spanMs: number;
  /** The gaps between consecutive frames, in milliseconds. */
  intervals: number[];
}

declare global {
  interface Window {
    designerBench: DesignerPageBench;
  }
}
