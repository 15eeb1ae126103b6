import type { Attribute, FieldType, FormNode, ObjectDefinition } from '@atrium/core';
import type { ComponentType, ReactElement } from 'react';

/**
 * What the form renderer hands every field widget (spec 001 §3.6 "Form context", §4.8 "Field wrapper").
 * The renderer owns values, rules and validation; a widget only shows a value and reports changes.
 */
export interface FieldWidgetProps {
  /** The field's node in the form schema: its `options` are the field options of spec 001 §3.5. */
  node: FormNode;
  /** The attribute behind the field; absent for pure display items (displayText, charts, …). */
  attribute: Attribute | undefined;
  /** The object the form edits. */
  definition: ObjectDefinition;
  /** The record as currently edited (unsaved changes included); `id` is absent or 'new' when new. */
  record: Readonly<Record<string, unknown>>;
  value: unknown;
  /** Reports a new value for this field. */
  onChange: (value: unknown) => void;
  /** Reports several values at once (a lookup's `_display` and its map, a map's address parts). */
  onBatchChange: (values: Record<string, unknown>) => void;
  /** Locked record, read-only form, or a READONLY rule. */
  readOnly: boolean;
  /** The schema's `required` option or a MAKE_REQUIRED rule. */
  required: boolean;
  isNew: boolean;
  /** The options a SET_OPTIONS rule left this select, when one applies. */
  allowedOptions: readonly string[] | undefined;
  /** Messages of this field's validation errors, already worded for people. */
  errors: readonly string[];
  /** The `id` attribute the widget puts on its focusable input (the label points at it). */
  inputId: string;
  /**
   * A saved record's related panel reports how many children it holds (undefined while unknown), so
   * the form can check the field's minItems and maxItems on save.
   */
  onChildCount?: (count: number | undefined) => void;
}

/** One widget per field type: the input used while editing and the read-only display. */
export interface FieldWidget {
  Input: ComponentType<FieldWidgetProps>;
  Display: ComponentType<FieldWidgetProps>;
  /** Whether the renderer wraps it with a label (display-only items such as charts draw their own). */
  labelled: boolean;
  /**
   * A light stand-in for Input (a native control with the same id, value text and state), drawn while
   * the field is far from the viewport; the renderer swaps in Input when it nears or is focused.
   * Undefined, or answering undefined for this field, draws Input at once.
   */
  shellFor?: (props: FieldWidgetProps) => ReactElement | undefined;
}

/** The registry is keyed by every field type, so a type without a widget is a compile error. */
export type FieldWidgetRegistry = Record<FieldType, FieldWidget>;
