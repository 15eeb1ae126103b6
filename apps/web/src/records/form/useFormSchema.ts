import {
  type FormDefinition,
  type FormNode,
  type ObjectDefinition,
  servedFormBody,
  storedAttributes,
} from '@atrium/core';
import { useQuery } from '@tanstack/react-query';
import { Grid } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api-client';

export interface FormSchema {
  /** The published form shown, when the object has one. */
  form: FormDefinition | undefined;
  /**
   * What record screens lay out: the default layout of the stored attributes (spec 001 §9) when there
   * is no form or it was never laid out, else its body with the attributes made after it was published
   * that it does not place, in a section of their own (core's `servedFormBody`, issue 14.4).
   */
  body: FormNode;
  isPending: boolean;
  error: unknown;
}

export const formsKey = (object: string, type: string) => ['forms', object, type] as const;

/**
 * The form of `type` for the object and its `mobile_{type}` variant in one call; a phone-width
 * viewport (antd's `md` breakpoint not reached) shows the mobile one when it exists.
 */
export function useFormSchema(definition: ObjectDefinition, type = 'default'): FormSchema {
  const object = definition.name;
  const query = useQuery({
    queryKey: formsKey(object, type),
    queryFn: ({ signal }) =>
      api.get<{ data: FormDefinition[] }>('forms/byobjects', {
        signal,
        query: { objects: [`${object}:${type}`, `${object}:mobile_${type}`] },
      }),
    staleTime: 60_000,
  });
  const screens = Grid.useBreakpoint();
  const phone = screens.md === false;
  const forms = query.data?.data;
  const form = useMemo(() => {
    const desktop = forms?.find((candidate) => candidate.object === object && candidate.type === type);
    const mobile = forms?.find(
      (candidate) => candidate.object === object && candidate.type === `mobile_${type}`,
    );
    return (phone ? mobile : undefined) ?? desktop;
  }, [forms, object, type, phone]);
  const { t } = useTranslation();
  const otherFields = t('renderer.otherFields');
  const body = useMemo(
    () =>
      servedFormBody(
        form,
        storedAttributes(definition).map(({ id, name, type }) => ({ id, name, type })),
        otherFields,
      ),
    [form, definition, otherFields],
  );
  return { form, body, isPending: query.isPending, error: query.error };
}
