import { Button, InputNumber, Select, Space } from 'antd';
import { useHyperionTranslation } from './hyperion-text';
import type { DraftLine } from './journal-lines';
import type { LedgerChoice } from './useLedgerChoices';

interface JournalLineRowProps {
  number: number;
  line: DraftLine;
  choices: { accounts: LedgerChoice[]; costCentres: LedgerChoice[]; taxCodes: LedgerChoice[] };
  onChange: (line: DraftLine) => void;
  onRemove?: (() => void) | undefined;
}

/** One line of a journal entry: its account, cost centre, tax code, and its debit or its credit. */
export function JournalLineRow({ number, line, choices, onChange, onRemove }: JournalLineRowProps) {
  const { t } = useHyperionTranslation();
  const named = (what: string) =>
    `${t(`hyperion.journals.${what}`)}, ${t('hyperion.journals.line', { number })}`;
  const pick = (key: 'accountId' | 'costCentreId' | 'taxCodeId', options: LedgerChoice[], width: number) => (
    <Select<number>
      aria-label={named(key === 'accountId' ? 'account' : key === 'costCentreId' ? 'costCentre' : 'taxCode')}
      placeholder={t(
        `hyperion.journals.${key === 'accountId' ? 'account' : key === 'costCentreId' ? 'costCentre' : 'taxCode'}`,
      )}
      style={{ width }}
      allowClear={key !== 'accountId'}
      showSearch={{ optionFilterProp: 'label' }}
      value={line[key]}
      onChange={(value) => onChange({ ...line, [key]: value ?? undefined })}
      options={options}
    />
  );
  return (
    <Space wrap align="start" className="atrium-hyperion-line">
      {pick('accountId', choices.accounts, 240)}
      {pick('costCentreId', choices.costCentres, 200)}
      {pick('taxCodeId', choices.taxCodes, 150)}
      <InputNumber<number>
        aria-label={named('debit')}
        placeholder={t('hyperion.journals.debit')}
        min={0}
        precision={2}
        style={{ width: 140 }}
        value={line.debit}
        onChange={(debit) => onChange({ ...line, debit })}
      />
      <InputNumber<number>
        aria-label={named('credit')}
        placeholder={t('hyperion.journals.credit')}
        min={0}
        precision={2}
        style={{ width: 140 }}
        value={line.credit}
        onChange={(credit) => onChange({ ...line, credit })}
      />
      {onRemove ? (
        <Button aria-label={t('hyperion.journals.removeLine', { number })} onClick={onRemove}>
          −
        </Button>
      ) : null}
    </Space>
  );
}
