import {
  type ConversionRequest,
  type ConverterMappingInput,
  conversionLinkListSchema,
  converterConfigurationListSchema,
  converterConfigurationSchema,
  type ObjectDefinition,
  objectDefinitionSchema,
  z,
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

const definitionsAnswerSchema = z.object({ data: z.array(objectDefinitionSchema) });

/**
 * The definitions of the objects named that belong to `module`, in the order named: a module's
 * configuration page converts them into each other. It reads `def/objects/bynames`, which any
 * signed-in person may, not the creator's lists, which need the creator's permissions.
 */
export function useModuleObjects(module: string, names: readonly string[], enabled = true) {
  return useQuery({
    queryKey: [...KEY, 'module-objects', module, names],
    queryFn: async (): Promise<ObjectDefinition[]> => {
      if (names.length === 0) return [];
      const { data } = definitionsAnswerSchema.parse(
        await api.get('def/objects/bynames', { query: { names } }),
      );
      const byName = new Map(data.map((definition) => [definition.name, definition]));
      return names.flatMap((name) => {
        const definition = byName.get(name);
        return definition?.module === module ? [definition] : [];
      });
    },
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
