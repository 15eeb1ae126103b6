import type { ListAnswer, RecordData } from '@atrium/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api-client';
import { useSession } from '../../session/useSession';

export interface LedgerChoice {
  value: number;
  label: string;
}

export interface PeriodChoice extends LedgerChoice {
  start: string;
  end: string;
  open: boolean;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const choice = (row: RecordData): LedgerChoice => ({
  value: Number(row.id),
  label: [text(row.code), text(row.name)].filter(Boolean).join(' '),
});

async function rows(object: string): Promise<RecordData[]> {
  return (await api.get<ListAnswer>(`records/${object}`, { query: { pageSize: 200 } })).data;
}

/** The organization's accounts, cost centres, tax codes and periods, which a journal entry picks from. */
export function useLedgerChoices() {
  const { activeOrganization } = useSession();
  return useQuery({
    queryKey: ['hyperion', 'ledger-choices', activeOrganization],
    queryFn: async () => {
      const [accounts, centres, taxCodes, periods] = await Promise.all(
        ['hyperion_account', 'hyperion_cost_centre', 'hyperion_tax_code', 'hyperion_period'].map(rows),
      );
      const byLabel = (a: LedgerChoice, b: LedgerChoice) => a.label.localeCompare(b.label);
      return {
        accounts: (accounts ?? []).map(choice).sort(byLabel),
        costCentres: (centres ?? []).map(choice).sort(byLabel),
        taxCodes: (taxCodes ?? []).map(choice).sort(byLabel),
        periods: (periods ?? [])
          .map(
            (row): PeriodChoice => ({
              value: Number(row.id),
              label: text(row.code),
              start: text(row.start_date).slice(0, 10),
              end: text(row.end_date).slice(0, 10),
              open: row.status === 'Open',
            }),
          )
          .sort((a, b) => b.label.localeCompare(a.label)),
      };
    },
  });
}
