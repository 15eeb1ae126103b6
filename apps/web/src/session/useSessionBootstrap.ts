import { useQuery } from '@tanstack/react-query';
import { reloadProfile, setOrganizations } from './session-actions';
import { sessionApi } from './session-api';
import { useSession } from './useSession';

/** After sign-in: the organizations list and a fresh profile (which also proves the token still works). */
export function useSessionBootstrap(): { ready: boolean } {
  const { token } = useSession();
  const organizations = useQuery({
    queryKey: ['auth', 'organizations', token],
    queryFn: async () => {
      const list = await sessionApi.organizations();
      setOrganizations(list);
      return list;
    },
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });
  useQuery({
    queryKey: ['auth', 'me', token],
    queryFn: reloadProfile,
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });
  return { ready: !organizations.isPending };
}
