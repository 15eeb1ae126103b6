import {
  ArrowLeftOutlined,
  DeleteOutlined,
  DownOutlined,
  PlusOutlined,
  SaveOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, Popconfirm } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TopBarButton, TopBarIcon } from './top-bar-types';

const ICONS: Record<TopBarIcon, ReactNode> = {
  add: <PlusOutlined />,
  back: <ArrowLeftOutlined />,
  delete: <DeleteOutlined />,
  save: <SaveOutlined />,
};

/** One top-bar button: plain, confirmed through a Popconfirm, or a Dropdown of choices. */
export function TopBarButtonView({ button }: { button: TopBarButton }) {
  const { t } = useTranslation();
  const icon = button.icon ? ICONS[button.icon] : undefined;
  const common = { icon, disabled: button.disabled, danger: button.danger };
  switch (button.kind) {
    case 'plain':
      return (
        <Button
          {...common}
          type={button.icon === 'add' || button.icon === 'save' ? 'primary' : 'default'}
          onClick={button.onClick}
        >
          {button.label}
        </Button>
      );
    case 'confirm':
      return (
        <Popconfirm
          title={button.confirmTitle ?? t('topBar.confirm')}
          okText={t('common.yes')}
          cancelText={t('common.no')}
          onConfirm={button.onConfirm}
          disabled={button.disabled}
        >
          <Button {...common}>{button.label}</Button>
        </Popconfirm>
      );
    case 'multichoice':
      return (
        <Dropdown
          disabled={button.disabled}
          menu={{
            items: button.choices.map((choice) => ({ key: choice.key, label: choice.label })),
            onClick: ({ key }) => button.onChoose(key),
          }}
        >
          <Button {...common}>
            {button.label} <DownOutlined />
          </Button>
        </Dropdown>
      );
    default: {
      const unreachable: never = button;
      return unreachable;
    }
  }
}
