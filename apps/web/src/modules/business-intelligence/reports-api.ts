import {
  type BiGroupDetail,
  biGroupDetailSchema,
  type ChartData,
  chartDataSchema,
  type ReportDefinition,
  type ReportGrantees,
  type ReportResult,
  type ReportScope,
  reportGranteesSchema,
  reportResultSchema,
  type SavedReport,
  type SavedReportInput,
  savedReportListSchema,
  savedReportSchema,
} from '@atrium/core';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api-client';
import { useSession } from '../../session/useSession';

/** Saved reports the person sees in the active organization: theirs, shared with them, or both. */
export function useSavedReports(scope: ReportScope) {
  const { activeOrganization } = useSession();
  return useQuery({
    queryKey: ['reports', activeOrganization, scope],
    queryFn: async (): Promise<SavedReport[]> => {
      const path = scope === 'shared' ? 'analytics/reports/shared-with-me' : 'analytics/reports';
      const answer = await api.get(path, scope === 'shared' ? {} : { query: { scope } });
      return savedReportListSchema.parse(answer).data;
    },
  });
}

export function useBiGroup(id: number | undefined) {
  const { activeOrganization } = useSession();
  return useQuery({
    queryKey: ['reports', activeOrganization, 'group', id],
    queryFn: async (): Promise<BiGroupDetail> => biGroupDetailSchema.parse(await api.get(`bi/groups/${id}`)),
    enabled: id !== undefined,
  });
}

/**
 * A chart's data page by page (spec 000 §4): page 1 on mount, the next on scroll, until a page comes
 * back without rows.
 */
export function useChartData(chartId: number) {
  const { activeOrganization } = useSession();
  return useInfiniteQuery({
    queryKey: ['chart-data', activeOrganization, chartId],
    initialPageParam: 1,
    queryFn: async ({ pageParam }): Promise<ChartData> =>
      chartDataSchema.parse(
        await api.get(`analytics/charts/generate-chart/${chartId}`, { query: { page: pageParam } }),
      ),
    getNextPageParam: (last, _pages, page) =>
      last.kind === 'table' && last.isPaginated && last.rows.length > 0 ? page + 1 : undefined,
  });
}

/** The builder's live preview: the definition run as it stands (POST analytics/reports/preview). */
export function useReportPreview(definition: ReportDefinition | undefined) {
  return useQuery({
    queryKey: ['report-preview', definition],
    queryFn: async (): Promise<ReportResult> =>
      reportResultSchema.parse(await api.post('analytics/reports/preview', definition)),
    enabled: definition !== undefined,
    placeholderData: (previous) => previous,
  });
}

export function useSaveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SavedReportInput): Promise<SavedReport> =>
      savedReportSchema.parse(await api.post('analytics/reports', input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reports'] }),
  });
}

/** One saved report (GET analytics/reports/{id}): the query both the builder and a chart's click use. */
export const savedReportQuery = (organization: unknown, id: number | undefined) => ({
  queryKey: ['reports', organization, 'one', id],
  queryFn: async (): Promise<SavedReport> =>
    savedReportSchema.parse(await api.get(`analytics/reports/${id}`)),
});

/** One saved report (GET analytics/reports/{id}), for the builder when it edits. */
export function useSavedReport(id: number | undefined) {
  const { activeOrganization } = useSession();
  return useQuery({ ...savedReportQuery(activeOrganization, id), enabled: id !== undefined });
}

/** Replaces a report's name, group, definition, sharing and charts (PUT analytics/reports/{id}). */
export function useUpdateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number; input: SavedReportInput }): Promise<SavedReport> =>
      savedReportSchema.parse(await api.put(`analytics/reports/${id}`, input)),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['reports'] }),
        queryClient.invalidateQueries({ queryKey: ['chart-data'] }),
      ]),
  });
}

export function useDeleteReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await api.delete(`analytics/reports/${id}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reports'] }),
  });
}

/** The people and roles a report may be shared with (GET analytics/reports/grantees). */
export function useReportGrantees(enabled: boolean) {
  const { activeOrganization } = useSession();
  return useQuery({
    queryKey: ['report-grantees', activeOrganization],
    queryFn: async (): Promise<ReportGrantees> =>
      reportGranteesSchema.parse(await api.get('analytics/reports/grantees')),
    enabled,
    staleTime: 60_000,
  });
}

/** A saved report as the body of a save, with some parts changed: a PUT replaces the whole report. */
export function reportInputOf(
  report: SavedReport,
  changes: Partial<SavedReportInput> = {},
): SavedReportInput {
  return {
    name: report.name,
    group_id: report.group_id,
    definition: report.definition,
    shared_with: report.shared_with,
    charts: report.charts.map(({ id, name, type, style, pivot_order, pivot_size }) => ({
      id,
      name,
      type,
      style,
      pivot_order,
      pivot_size,
    })),
    ...changes,
  };
}
