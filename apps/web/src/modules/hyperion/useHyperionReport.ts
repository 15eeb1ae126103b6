import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api-client';
import { useSession } from '../../session/useSession';

/**
 * One of Hyperion's reports (`hyperion/vat-return`, …) for the chosen period; until one is chosen the
 * server answers for the current period and says which it is.
 */
export function useHyperionReport<Report>(path: string, parse: (answer: unknown) => Report) {
  const { activeOrganization } = useSession();
  const [period, setPeriod] = useState<string | undefined>();
  const report = useQuery({
    queryKey: ['hyperion', path, activeOrganization, period],
    queryFn: async () => parse(await api.get(path, period ? { query: { period } } : {})),
    placeholderData: keepPreviousData,
  });
  return { report, setPeriod };
}
