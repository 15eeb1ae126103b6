import { DownOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';

interface PrintDropdownProps {
  /** Print templates: key to label (spec 000 §3). */
  templates: Record<string, string>;
  onPrint: (templateKey: string) => void;
  loading?: boolean;
}

/** Lists a record's print templates; choosing one asks the page to print with it. */
export function PrintDropdown({ templates, onPrint, loading = false }: PrintDropdownProps) {
  const { t } = useTranslation();
  const entries = Object.entries(templates);
  const items = entries.length
    ? entries.map(([key, label]) => ({ key, label }))
    : [{ key: '', label: t('topBar.noTemplates'), disabled: true }];
  return (
    <Dropdown menu={{ items, onClick: ({ key }) => key && onPrint(key) }} trigger={['click']}>
      <Button icon={<PrinterOutlined />} loading={loading}>
        {t('topBar.print')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
