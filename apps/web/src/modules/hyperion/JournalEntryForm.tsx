import { balanceRefusal, journalEntryResponseSchema, journalTotals } from '@atrium/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Input, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../app/api-client';
import { errorMessage } from '../../app/api-error';
import { LoadingBlock } from '../../ui/LoadingBlock';
import { useHyperionTranslation } from './hyperion-text';
import { JournalLineRow } from './JournalLineRow';
import { blankLine, type DraftLine, linesToSend, today } from './journal-lines';
import { type PeriodChoice, useLedgerChoices } from './useLedgerChoices';
import { useMoneyFormat } from './useMoneyFormat';

const periodHolding = (periods: readonly PeriodChoice[], day: string) =>
  periods.find((period) => period.start <= day && day <= period.end)?.value;

/**
 * A journal entry with its lines, sent in one call (`POST hyperion/journal-entries`): saved as a draft,
 * or posted, which the server allows only when the lines balance and the period is open.
 */
export function JournalEntryForm() {
  const { t } = useHyperionTranslation();
  const money = useMoneyFormat();
  const queryClient = useQueryClient();
  const choices = useLedgerChoices();
  const [date, setDate] = useState(today);
  const [periodId, setPeriodId] = useState<number | undefined>();
  const [reference, setReference] = useState('');
  const [description, setDescription] = useState('');
  const [lines, setLines] = useState<DraftLine[]>(() => [blankLine(), blankLine()]);
  const [done, setDone] = useState<string | undefined>();
  const send = useMutation({
    mutationFn: async (post: boolean) => {
      const sent = linesToSend(lines);
      const period = periodId ?? periodHolding(choices.data?.periods ?? [], date);
      if (!sent || period === undefined || reference.trim() === '')
        throw new Error(t('hyperion.journals.required'));
      const body = { date, periodId: period, reference, description, lines: sent, post };
      return journalEntryResponseSchema.parse(await api.post('hyperion/journal-entries', body));
    },
    onMutate: () => setDone(undefined),
    onSuccess: async (answer) => {
      const key = answer.status === 'Posted' ? 'posted' : 'drafted';
      setDone(t(`hyperion.journals.${key}`, { reference }));
      setReference('');
      setDescription('');
      setLines([blankLine(), blankLine()]);
      await queryClient.invalidateQueries({ queryKey: ['records'] });
      await queryClient.invalidateQueries({ queryKey: ['hyperion'] });
    },
  });
  if (choices.isPending) return <LoadingBlock />;
  if (choices.error) return <Alert type="error" showIcon title={errorMessage(choices.error)} />;
  const { periods } = choices.data;
  const shownPeriod = periodId ?? periodHolding(periods, date);
  const totals = journalTotals(lines.map((line) => ({ debit: line.debit ?? 0, credit: line.credit ?? 0 })));
  const difference = Math.abs(totals.debit - totals.credit);
  const replace = (at: number, line: DraftLine) =>
    setLines(lines.map((old, index) => (index === at ? line : old)));
  return (
    <Card title={t('hyperion.journals.new')} style={{ marginBlockEnd: 16 }} className="atrium-hyperion-entry">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <Input
            type="date"
            aria-label={t('hyperion.journals.date')}
            value={date}
            onChange={(event) => setDate(event.target.value)}
            style={{ width: 170 }}
          />
          <Select<number>
            aria-label={t('hyperion.period')}
            placeholder={t('hyperion.period')}
            style={{ width: 140 }}
            value={shownPeriod}
            onChange={setPeriodId}
            options={periods.map((period) => ({ value: period.value, label: period.label }))}
          />
          <Input
            aria-label={t('hyperion.journals.reference')}
            placeholder={t('hyperion.journals.reference')}
            value={reference}
            maxLength={60}
            onChange={(event) => setReference(event.target.value)}
            style={{ width: 180 }}
          />
          <Input
            aria-label={t('hyperion.journals.description')}
            placeholder={t('hyperion.journals.description')}
            value={description}
            maxLength={500}
            onChange={(event) => setDescription(event.target.value)}
            style={{ width: 320 }}
          />
        </Space>
        {lines.map((line, at) => (
          <JournalLineRow
            key={line.key}
            number={at + 1}
            line={line}
            choices={choices.data}
            onChange={(next) => replace(at, next)}
            onRemove={lines.length > 2 ? () => setLines(lines.filter((_, index) => index !== at)) : undefined}
          />
        ))}
        <Space wrap>
          <Button onClick={() => setLines([...lines, blankLine()])}>{t('hyperion.journals.addLine')}</Button>
          <Typography.Text data-testid="hyperion-entry-totals">
            {t('hyperion.journals.totals', { debit: money(totals.debit), credit: money(totals.credit) })}
          </Typography.Text>
          {balanceRefusal(totals) === undefined ? (
            <Tag color="green">{t('hyperion.journals.balanced')}</Tag>
          ) : difference > 0 ? (
            <Tag color="orange">{t('hyperion.journals.difference', { amount: money(difference) })}</Tag>
          ) : null}
        </Space>
        <Space wrap>
          <Button loading={send.isPending && send.variables === false} onClick={() => send.mutate(false)}>
            {t('hyperion.journals.saveDraft')}
          </Button>
          <Button
            type="primary"
            loading={send.isPending && send.variables === true}
            onClick={() => send.mutate(true)}
          >
            {t('hyperion.journals.post')}
          </Button>
        </Space>
        {send.error ? <Alert type="error" showIcon title={errorMessage(send.error)} role="alert" /> : null}
        {done ? <Alert type="success" showIcon title={done} /> : null}
      </Space>
    </Card>
  );
}
