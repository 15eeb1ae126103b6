import type { FormInstance } from 'antd';
import { useCallback, useRef } from 'react';
import { nameFromLabel } from './identifier-rules';

/**
 * Fills a drawer's `name` from its label field as the label is typed, until the person edits the name
 * (or, with `named`, from the start: an existing object keeps its name). Call the answer from the
 * form's onValuesChange with the fields that changed.
 */
export function useNameFollowsLabel(
  form: FormInstance,
  labelField: string,
  named: boolean,
): (changed: Readonly<Record<string, unknown>>) => void {
  const touched = useRef(named);
  return useCallback(
    (changed) => {
      if (changed.name !== undefined) touched.current = true;
      const label = changed[labelField];
      if (typeof label === 'string' && !touched.current) form.setFieldValue('name', nameFromLabel(label));
    },
    [form, labelField],
  );
}
