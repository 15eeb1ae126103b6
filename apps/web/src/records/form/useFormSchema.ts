import {
  defaultFormBody,
  type FormDefinition,
  type FormNode,
  type ObjectDefinition,
  storedAttributes,
} from '@atrium/core';
import { useQuery } from '@tanstack/react-query';
import { Grid } from 'antd';
import { useMemo } from 'react';
import { api } from '../../app/api-client';

export interface FormSchema {
  /** The published form shown, when the object has one. */
  form: FormDefinition | undefined;
  /** Its body, or the default layout of the stored attributes (spec 001 §9). */
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
  const fallback = useMemo(
    () =>
      defaultFormBody(
        storedAttributes(definition).map((attribute) => ({
          name: attribute.name,
          type: attribute.type,
          id: attribute.id,
        })),
      ),
    [definition],
  );
  return { form, body: form?.body ?? fallback, isPending: query.isPending, error: query.error };
}
