import { PlusOutlined } from '@ant-design/icons';
import { FloatButton, Grid, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { PrintDropdown } from './PrintDropdown';
import { SearchBox } from './SearchBox';
import { TopBarButtonView } from './TopBarButtonView';
import { useTopBarContext } from './TopBarContext';

/** The page's action bar. On small screens a plain Add button becomes a floating button. */
export function TopBar() {
  const { t } = useTranslation();
  const { config } = useTopBarContext();
  const screens = Grid.useBreakpoint();
  const mobile = screens.md === false;
  const floating = mobile
    ? config.buttons.find((button) => button.kind === 'plain' && button.icon === 'add')
    : undefined;
  const inline = config.buttons.filter((button) => button !== floating);

  return (
    <div className="atrium-topbar" role="toolbar" aria-label={t('topBar.toolbar')}>
      <SearchBox onSearch={config.onSearch} />
      <Space wrap>
        {inline.map((button) => (
          <TopBarButtonView key={button.key} button={button} />
        ))}
        {config.print ? (
          <PrintDropdown
            templates={config.print.templates}
            onPrint={config.print.onPrint}
            loading={config.print.loading}
          />
        ) : null}
      </Space>
      {floating?.kind === 'plain' ? (
        <FloatButton
          type="primary"
          icon={<PlusOutlined />}
          aria-label={floating.label}
          tooltip={floating.label}
          onClick={floating.onClick}
        />
      ) : null}
    </div>
  );
}
