import { appVersionAnswerSchema } from '@atrium/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../app/api-client';
import { BUILD_VERSION, VERSION_POLL_INTERVAL_MS } from '../app/config';

/** True when the server serves a different build than the one running here (polled, and on focus). */
export function useVersionCheck(): boolean {
  const { data } = useQuery({
    queryKey: ['app', 'version'],
    queryFn: async () => appVersionAnswerSchema.parse(await api.get('app/version')).version,
    refetchInterval: VERSION_POLL_INTERVAL_MS,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
    enabled: !import.meta.env.DEV,
    retry: false,
  });
  return data !== undefined && data !== BUILD_VERSION;
}
