import {
  budgetResponseSchema,
  consolidatedBudgetResponseSchema,
  consolidatedVatResponseSchema,
  findModule,
  vatReturnResponseSchema,
} from '@atrium/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { errorMessage } from '../../app/api-error';
import { RecordScreen } from '../../records/RecordScreen';
import { usePageTitle } from '../../shell/usePageTitle';
import { LoadingBlock } from '../../ui/LoadingBlock';
import { ObjectListTabs } from '../ObjectListTabs';
import { BudgetTable } from './BudgetTable';
import { useHyperionTranslation } from './hyperion-text';
import { JournalEntryForm } from './JournalEntryForm';
import { PeriodPicker } from './PeriodPicker';
import { useHyperionReport } from './useHyperionReport';
import { VatReturnTable } from './VatReturnTable';

const MODULE = 'hyperion';
const LEDGER = [
  'hyperion_journal',
  'hyperion_journal_line',
  'hyperion_account',
  'hyperion_cost_centre',
  'hyperion_tax_code',
  'hyperion_period',
];

/** A report's wait, its failure (with a retry), or its content. */
function Answer<Report>({
  query,
  children,
}: {
  query: UseQueryResult<Report>;
  children: (report: Report) => ReactNode;
}) {
  const { t } = useHyperionTranslation();
  if (query.isPending) return <LoadingBlock />;
  if (query.error)
    return (
      <Alert
        type="error"
        showIcon
        title={errorMessage(query.error)}
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  return <>{children(query.data)}</>;
}

function Heading({ title, intro }: { title: string; intro: string }) {
  usePageTitle(title);
  return (
    <>
      <Typography.Title level={3}>{title}</Typography.Title>
      <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
    </>
  );
}

/**
 * `/hyperion/journals`: a new journal entry, then the ledger's lists and its masters; at
 * `/hyperion/journals/:id`, the journal entry itself.
 */
export function JournalsPage() {
  const { t } = useHyperionTranslation();
  const { id } = useParams();
  const module = findModule(MODULE);
  const entry = module?.navigation.find((candidate) => candidate.url === '/hyperion/journals');
  if (id !== undefined && module && entry)
    return <RecordScreen module={module} entry={entry} object="hyperion_journal" view="detail" />;
  return (
    <ObjectListTabs
      module={MODULE}
      objects={LEDGER}
      title={t('hyperion.journals.title')}
      intro={t('hyperion.journals.intro')}
      unavailable={t('hyperion.unavailable')}
      className="atrium-hyperion-journals"
    >
      <JournalEntryForm />
    </ObjectListTabs>
  );
}

/** `/hyperion/vat/vat-return-reports`: this organization's VAT return for a period. */
export function VatReturnPage() {
  const { t } = useHyperionTranslation();
  const { report, setPeriod } = useHyperionReport('hyperion/vat-return', vatReturnResponseSchema.parse);
  return (
    <section className="atrium-hyperion-vat">
      <Heading title={t('hyperion.vat.title')} intro={t('hyperion.vat.intro')} />
      <Answer query={report}>
        {(answer) => (
          <>
            <PeriodPicker period={answer.period} periods={answer.periods} onChange={setPeriod} />
            <VatReturnTable report={answer.report} testId="hyperion-vat" />
          </>
        )}
      </Answer>
    </section>
  );
}

/** `/hyperion/vat/vat-consolidated-return-reports`: the VAT return across the reader's organizations. */
export function VatConsolidatedPage() {
  const { t } = useHyperionTranslation();
  const { report, setPeriod } = useHyperionReport(
    'hyperion/vat-consolidated-return',
    consolidatedVatResponseSchema.parse,
  );
  return (
    <section className="atrium-hyperion-vat-consolidated">
      <Heading title={t('hyperion.consolidated.vatTitle')} intro={t('hyperion.consolidated.vatIntro')} />
      <Answer query={report}>
        {(answer) => (
          <>
            <PeriodPicker period={answer.period} periods={answer.periods} onChange={setPeriod} />
            {answer.organizations.length === 0 ? (
              <Alert type="info" showIcon title={t('hyperion.consolidated.none')} />
            ) : (
              <Card title={t('hyperion.consolidated.total')} style={{ marginBlockEnd: 16 }}>
                <VatReturnTable report={answer.total} testId="hyperion-vat-total" />
              </Card>
            )}
            {answer.organizations.map((organization) => (
              <Card
                key={organization.id}
                title={`${organization.name} (${organization.code})`}
                style={{ marginBlockEnd: 16 }}
              >
                <VatReturnTable report={organization.report} testId={`hyperion-vat-${organization.code}`} />
              </Card>
            ))}
          </>
        )}
      </Answer>
    </section>
  );
}

/** `/hyperion/financial/budget`: budgets against actuals for a period, then the budgets themselves. */
export function BudgetPage() {
  const { t } = useHyperionTranslation();
  const { report, setPeriod } = useHyperionReport('hyperion/budget', budgetResponseSchema.parse);
  return (
    <ObjectListTabs
      module={MODULE}
      objects={['hyperion_budget']}
      title={t('hyperion.budget.title')}
      intro={t('hyperion.budget.intro')}
      unavailable={t('hyperion.unavailable')}
      className="atrium-hyperion-budget"
    >
      <Answer query={report}>
        {(answer) => (
          <Card style={{ marginBlockEnd: 16 }}>
            <PeriodPicker period={answer.period} periods={answer.periods} onChange={setPeriod} />
            <BudgetTable report={answer.report} testId="hyperion-budget" />
          </Card>
        )}
      </Answer>
    </ObjectListTabs>
  );
}

/** `/hyperion/financial/consolidated-budgeting`: budgets against actuals across the reader's organizations. */
export function ConsolidatedBudgetPage() {
  const { t } = useHyperionTranslation();
  const { report, setPeriod } = useHyperionReport(
    'hyperion/consolidated-budget',
    consolidatedBudgetResponseSchema.parse,
  );
  return (
    <section className="atrium-hyperion-budget-consolidated">
      <Heading
        title={t('hyperion.consolidated.budgetTitle')}
        intro={t('hyperion.consolidated.budgetIntro')}
      />
      <Answer query={report}>
        {(answer) => (
          <>
            <PeriodPicker period={answer.period} periods={answer.periods} onChange={setPeriod} />
            {answer.organizations.length === 0 ? (
              <Alert type="info" showIcon title={t('hyperion.consolidated.none')} />
            ) : (
              <Card title={t('hyperion.consolidated.total')} style={{ marginBlockEnd: 16 }}>
                <BudgetTable
                  report={answer.total}
                  testId="hyperion-budget-total"
                  totalLabel={t('hyperion.consolidated.total')}
                />
              </Card>
            )}
            {answer.organizations.map((organization) => (
              <Card
                key={organization.id}
                title={`${organization.name} (${organization.code})`}
                style={{ marginBlockEnd: 16 }}
              >
                <BudgetTable report={organization.report} testId={`hyperion-budget-${organization.code}`} />
              </Card>
            ))}
          </>
        )}
      </Answer>
    </section>
  );
}
