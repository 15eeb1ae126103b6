import type { FormDefinition, FormDesign, FormDesignSave, NewForm, ObjectSummary } from '@atrium/core';
import { api } from '../app/api-client';

export type AdminObject = ObjectSummary;

/** The designer's calls (docs/api; shapes in core's form-design-api.ts and form-design-save.ts). */
export const designerKeys = {
  objects: ['designer', 'objects'] as const,
  forms: (object: string) => ['designer', 'forms', object] as const,
  design: (formId: number) => ['designer', 'design', formId] as const,
};

export async function fetchObjects(): Promise<AdminObject[]> {
  return (await api.get<{ data: AdminObject[] }>('administration/objects')).data;
}

export async function fetchObjectForms(object: string): Promise<FormDefinition[]> {
  return (await api.get<{ data: FormDefinition[] }>(`administration/objects/${object}/forms`)).data;
}

export function fetchFormDesign(formId: number): Promise<FormDesign> {
  return api.get<FormDesign>(`administration/forms/${formId}/design`);
}

/** 409: a newer version was saved, or a removed attribute still holds data; 422: errors per path. */
export function saveFormDesign(save: FormDesignSave): Promise<FormDesign> {
  return api.put<FormDesign>(`administration/forms/${save.formId}/design`, save);
}

/** Creates a DRAFT form of the object; the answer is its design, ready to open. */
export function createForm(object: string, form: NewForm): Promise<FormDesign> {
  return api.post<FormDesign>(`administration/objects/${object}/forms`, form);
}

/** Drops the unpublished draft; the answer is the design as published. */
export function discardDraft(formId: number): Promise<FormDesign> {
  return api.delete<FormDesign>(`administration/forms/${formId}/draft`);
}
