import type { CSSProperties } from 'react';

/** A fieldset that groups a row's controls for assistive technology without drawing a box. */
export const FIELDSET: CSSProperties = { border: 0, margin: 0, padding: 0, minInlineSize: 0 };
