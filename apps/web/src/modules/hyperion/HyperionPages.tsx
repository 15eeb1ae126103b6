import {
  budgetResponseSchema,
  consolidatedBudgetResponseSchema,
  consolidatedVatResponseSchema,
  findModule,
  vatReturnResponseSchema,
} from '@atrium/core';
import { Alert, Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { RecordScreen } from '../../records/RecordScreen';
import { usePageTitle } from '../../shell/usePageTitle';
import { QueryResult } from '../../ui/QueryResult';
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

/**
 * A consolidated report: the total across the reader's organizations, then each organization's own,
 * drawn by `draw` (its `code` is 'total' for the total).
 */
function OrganizationReports<Report>({
  answer,
  draw,
}: {
  answer: { total: Report; organizations: { id: number; code: string; name: string; report: Report }[] };
  draw: (report: Report, code: string) => ReactNode;
}) {
  const { t } = useHyperionTranslation();
  return (
    <>
      {answer.organizations.length === 0 ? (
        <Alert type="info" showIcon title={t('hyperion.consolidated.none')} />
      ) : (
        <Card title={t('hyperion.consolidated.total')} style={{ marginBlockEnd: 16 }}>
          {draw(answer.total, 'total')}
        </Card>
      )}
      {answer.organizations.map((organization) => (
        <Card
          key={organization.id}
          title={`${organization.name} (${organization.code})`}
          style={{ marginBlockEnd: 16 }}
        >
          {draw(organization.report, organization.code)}
        </Card>
      ))}
    </>
  );
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
      <QueryResult query={report}>
        {(answer) => (
          <>
            <PeriodPicker period={answer.period} periods={answer.periods} onChange={setPeriod} />
            <VatReturnTable report={answer.report} testId="hyperion-vat" />
          </>
        )}
      </QueryResult>
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
      <QueryResult query={report}>
        {(answer) => (
          <>
            <PeriodPicker period={answer.period} periods={answer.periods} onChange={setPeriod} />
            <OrganizationReports
              answer={answer}
              draw={(report, code) => <VatReturnTable report={report} testId={`hyperion-vat-${code}`} />}
            />
          </>
        )}
      </QueryResult>
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
      <QueryResult query={report}>
        {(answer) => (
          <Card style={{ marginBlockEnd: 16 }}>
            <PeriodPicker period={answer.period} periods={answer.periods} onChange={setPeriod} />
            <BudgetTable report={answer.report} testId="hyperion-budget" />
          </Card>
        )}
      </QueryResult>
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
      <QueryResult query={report}>
        {(answer) => (
          <>
            <PeriodPicker period={answer.period} periods={answer.periods} onChange={setPeriod} />
            <OrganizationReports
              answer={answer}
              draw={(report, code) => (
                <BudgetTable
                  report={report}
                  testId={`hyperion-budget-${code}`}
                  {...(code === 'total' ? { totalLabel: t('hyperion.consolidated.total') } : {})}
                />
              )}
            />
          </>
        )}
      </QueryResult>
    </section>
  );
}
