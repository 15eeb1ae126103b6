import type { FieldWidget } from '../widget-types';

function Pending() {
  return null;
}

/** Filled in by the panel widgets work (issue 4); exported now so the registry compiles. */
export const RelatedObjectWidget: FieldWidget = { Input: Pending, Display: Pending, labelled: false };
