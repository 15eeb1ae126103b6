import { type BiGroup, biGroupsAnswerSchema } from '@atrium/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api-client';
import { useSession } from '../../session/useSession';

/** The report groups of the active organization (GET bi/groups); asked only of people who may see them. */
export function useBiGroups(enabled: boolean) {
  const { activeOrganization } = useSession();
  return useQuery({
    queryKey: ['bi', 'groups', activeOrganization],
    queryFn: async (): Promise<BiGroup[]> => biGroupsAnswerSchema.parse(await api.get('bi/groups')).data,
    enabled,
    staleTime: 60_000,
  });
}
