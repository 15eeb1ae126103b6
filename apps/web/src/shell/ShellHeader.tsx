import { MenuOutlined } from '@ant-design/icons';
import { PRODUCT_NAME } from '@atrium/core';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../i18n/LanguageSwitcher';
import { NotificationBell } from '../modules/userzone/NotificationBell';
import { ProductLogo } from '../ui/ProductLogo';
import { ActiveOrganizationLogo } from './ActiveOrganizationLogo';
import { SuperAdminModeSwitch } from './SuperAdminModeSwitch';

interface ShellHeaderProps {
  mobileNavigationOpen: boolean;
  onToggleMobileNavigation: () => void;
}

export function ShellHeader({ mobileNavigationOpen, onToggleMobileNavigation }: ShellHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="atrium-header">
      <Button
        className="atrium-header__menu"
        type="text"
        icon={<MenuOutlined />}
        aria-label={t('shell.toggleNavigation')}
        aria-expanded={mobileNavigationOpen}
        onClick={onToggleMobileNavigation}
      />
      <Link
        to="/userzone"
        className="atrium-header__brand"
        aria-label={t('shell.home', { product: PRODUCT_NAME })}
      >
        <ProductLogo size={28} />
        <span aria-hidden="true">{PRODUCT_NAME}</span>
      </Link>
      <ActiveOrganizationLogo />
      <div className="atrium-header__tools">
        <SuperAdminModeSwitch />
        <LanguageSwitcher />
        <NotificationBell />
      </div>
    </header>
  );
}
