import type { FilterEntry, ListAnswer, RecordData, ServiceDeskDashboard } from '@atrium/core';
import { serviceDeskDashboardSchema } from '@atrium/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../app/api-client';
import { useSession } from '../session/useSession';

/** Where the service desk's records open: their generic screens in the module (`/servicedesk/{object}`). */
export const ticketPath = (id: number | 'new') => `/servicedesk/service_ticket/${id}`;

const TICKET_FIELDS = [
  'number',
  'title',
  'priority',
  'status',
  'team_id',
  'requester',
  'assignee',
  'response_due',
  'resolution_due',
  'responded_at',
  'sla_paused_at',
  'sla_breached',
  'response_breached',
  'resolution_breached',
];

/** A page of tickets, newest first, with the filters given. */
export function useTickets(filter: FilterEntry[], page: number, pageSize: number) {
  const { activeOrganization } = useSession();
  return useQuery({
    queryKey: ['records', 'service_ticket', 'desk', activeOrganization, filter, page, pageSize],
    queryFn: ({ signal }) =>
      api.get<ListAnswer>('records/service_ticket', {
        signal,
        query: {
          page,
          pageSize,
          sorting: JSON.stringify([{ columnName: 'id', direction: 'desc' }]),
          ...(filter.length ? { filter: JSON.stringify(filter) } : {}),
          fields: TICKET_FIELDS.join(','),
        },
      }),
    placeholderData: keepPreviousData,
  });
}

/** The organization's teams, for the all-tickets filter. */
export function useTeams() {
  const { activeOrganization } = useSession();
  return useQuery({
    queryKey: ['records', 'service_team', 'desk', activeOrganization],
    queryFn: async (): Promise<RecordData[]> =>
      (await api.get<ListAnswer>('records/service_team', { query: { pageSize: 200, fields: 'name' } })).data,
    staleTime: 60_000,
  });
}

/** The dashboard's three reports, run for the person within their record access. */
export function useServiceDeskDashboard() {
  const { activeOrganization } = useSession();
  return useQuery({
    queryKey: ['servicedesk-dashboard', activeOrganization],
    queryFn: async (): Promise<ServiceDeskDashboard> =>
      serviceDeskDashboardSchema.parse(await api.get('servicedesk/dashboard')),
  });
}
