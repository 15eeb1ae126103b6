import { DEFAULT_ORGANIZATION_ID } from '@atrium/core';
import { Avatar } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/useSession';
import { logoOrganization, organizationLabel } from './organization-labels';

/** The active organization's logo (organization 1's when none is active); its code when it has no logo. */
export function ActiveOrganizationLogo() {
  const { t } = useTranslation();
  const { organizations, activeOrganization } = useSession();
  const organization = logoOrganization(organizations, activeOrganization, DEFAULT_ORGANIZATION_ID);
  if (!organization) return null;
  const label = `${t('shell.activeOrganizationLogo')}: ${organizationLabel(organization)}`;
  if (organization.avatar) {
    return (
      <img
        className="atrium-header__org-logo"
        src={organization.avatar}
        alt={label}
        title={organizationLabel(organization)}
        data-testid="active-organization-logo"
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={label}
      data-testid="active-organization-logo"
      title={organizationLabel(organization)}
    >
      <Avatar shape="square" aria-hidden="true">
        {organization.code.slice(0, 3)}
      </Avatar>
    </span>
  );
}
