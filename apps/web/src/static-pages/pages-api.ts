import {
  type Locale,
  type StaticPageInput,
  staticPageListSchema,
  staticPageSchema,
  staticPageTranslationsSchema,
} from '@atrium/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../app/api-client';

const KEY = ['static-pages'] as const;

/** A page in a language (English when it has none), for any signed-in reader. */
export function usePage(slug: string, locale: Locale) {
  return useQuery({
    queryKey: [...KEY, 'page', slug, locale],
    queryFn: async () => staticPageSchema.parse(await api.get(`pages/${slug}`, { query: { locale } })),
    retry: false,
  });
}

export function usePageList(locale: Locale) {
  return useQuery({
    queryKey: [...KEY, 'list', locale],
    queryFn: async () => staticPageListSchema.parse(await api.get('pages', { query: { locale } })).data,
  });
}

/** Every language of a page, for the editor; nothing is asked for a page not saved yet. */
export function usePageTranslations(slug: string | undefined) {
  return useQuery({
    queryKey: [...KEY, 'translations', slug],
    queryFn: async () => staticPageTranslationsSchema.parse(await api.get(`pages/${slug}/translations`)),
    enabled: slug !== undefined,
  });
}

export function useSavePage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ slug, input }: { slug: string; input: StaticPageInput }) =>
      staticPageTranslationsSchema.parse(await api.put(`pages/${slug}`, input)),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useDeletePage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (slug: string) => api.delete(`pages/${slug}`),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
