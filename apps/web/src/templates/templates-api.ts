import type {
  ExportTemplate,
  ExportTemplateInput,
  PrintTemplate,
  PrintTemplateInput,
  PrintTemplateListAnswer,
  TemplateObject,
  TemplateTagEntry,
} from '@atrium/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../app/api-client';

const object = (name: string) => encodeURIComponent(name);

/** The calls of docs/api/templates.md, typed by core's contract. */
export const templatesApi = {
  objects: async () => (await api.get<{ data: TemplateObject[] }>('templates/objects')).data,
  printTemplates: (name: string) =>
    api.get<PrintTemplateListAnswer>(`templates/objects/${object(name)}/print-templates`),
  tags: async (name: string) =>
    (await api.get<{ data: TemplateTagEntry[] }>(`templates/objects/${object(name)}/tags`)).data,
  template: async (id: number) =>
    (await api.get<{ data: PrintTemplate }>(`templates/print-templates/${id}`)).data,
  save: async (id: number | undefined, input: PrintTemplateInput) =>
    (id === undefined
      ? await api.post<{ data: PrintTemplate }>('templates/print-templates', input)
      : await api.put<{ data: PrintTemplate }>(`templates/print-templates/${id}`, input)
    ).data,
  remove: (id: number) => api.delete(`templates/print-templates/${id}`),
  exportTemplates: async (name: string) =>
    (await api.get<{ data: ExportTemplate[] }>(`exports/${object(name)}/templates`)).data,
  saveExport: async (id: number | undefined, input: ExportTemplateInput) =>
    (id === undefined
      ? await api.post<{ data: ExportTemplate }>('templates/export-templates', input)
      : await api.put<{ data: ExportTemplate }>(`templates/export-templates/${id}`, input)
    ).data,
  removeExport: (id: number) => api.delete(`templates/export-templates/${id}`),
};

export function usePrintTemplates(name: string | undefined) {
  return useQuery({
    queryKey: ['templates', 'print', name],
    queryFn: () => templatesApi.printTemplates(name as string),
    enabled: name !== undefined,
  });
}

export function useExportTemplates(name: string | undefined) {
  return useQuery({
    queryKey: ['templates', 'export', name],
    queryFn: () => templatesApi.exportTemplates(name as string),
    enabled: name !== undefined,
  });
}
