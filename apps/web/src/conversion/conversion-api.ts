import {
  type ConversionRequest,
  type ConverterMappingInput,
  conversionLinkListSchema,
  converterConfigurationListSchema,
  converterConfigurationSchema,
} from '@atrium/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../app/api-client';

const KEY = ['conversion'] as const;

/** The destinations a source object converts into (spec 000 §7 `converter-mapping/configurations`). */
export function useConfigurations(source: string, enabled = true) {
  return useQuery({
    queryKey: [...KEY, 'configurations', source],
    queryFn: async () =>
      converterConfigurationListSchema.parse(
        await api.get('converter-mapping/configurations', { query: { source_object: source } }),
      ).data,
    enabled,
  });
}

/** What a record became. */
export function useConversionLinks(object: string, id: string | number) {
  return useQuery({
    queryKey: [...KEY, 'links', object, String(id)],
    queryFn: async () =>
      conversionLinkListSchema.parse(await api.get(`converter-mapping/objects/${object}/${id}/conversions`))
        .data,
  });
}

export function useConvert(object: string, id: string | number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ConversionRequest) =>
      conversionLinkListSchema.parse(
        await api.post(`converter-mapping/objects/${object}/${id}/convert`, body),
      ).data,
    onSuccess: () => client.invalidateQueries({ queryKey: [...KEY, 'links', object, String(id)] }),
  });
}

export function useSaveMapping() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ConverterMappingInput) =>
      converterConfigurationSchema.parse(await api.post('converter-mapping/update-mapping', body)),
    onSuccess: () => client.invalidateQueries({ queryKey: [...KEY, 'configurations'] }),
  });
}

export function useDeleteMapping() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => api.delete(`converter-mapping/configurations/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: [...KEY, 'configurations'] }),
  });
}
