/** The body of an attribute update in the object creator: rename, relabel, retype or new options. */
export interface AttributeChange {
  name?: string | undefined;
  label?: string | undefined;
  type?: string | undefined;
  options?: Record<string, unknown> | undefined;
}
