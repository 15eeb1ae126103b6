import { Select, Space, Typography } from 'antd';
import { useHyperionTranslation } from './hyperion-text';

interface PeriodPickerProps {
  period: string | null;
  periods: readonly string[];
  onChange: (period: string) => void;
}

/** The period a report answers for, among those the server lists. */
export function PeriodPicker({ period, periods, onChange }: PeriodPickerProps) {
  const { t } = useHyperionTranslation();
  if (period === null) return <Typography.Paragraph>{t('hyperion.noPeriod')}</Typography.Paragraph>;
  return (
    <Space style={{ marginBlockEnd: 16 }}>
      <Typography.Text>{t('hyperion.period')}</Typography.Text>
      <Select<string>
        aria-label={t('hyperion.period')}
        style={{ width: 140 }}
        value={period}
        onChange={onChange}
        options={periods.map((code) => ({ value: code, label: code }))}
      />
    </Space>
  );
}
