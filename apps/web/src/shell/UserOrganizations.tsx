import { CheckOutlined } from '@ant-design/icons';
import type { Organization } from '@atrium/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { switchOrganization } from '../session/session-actions';
import { useSession } from '../session/useSession';
import { organizationLabel, sortOrganizations } from './organization-labels';

/** Spec 000 §2/§4: the user's organizations as `code-name`, alphabetical; choosing one switches to it. */
export function UserOrganizations() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { organizations, activeOrganization } = useSession();
  const sorted = useMemo(() => sortOrganizations(organizations), [organizations]);
  const [switching, setSwitching] = useState(false);

  // One switch at a time: a double click must not post two switches. A failure is only logged (spec 000 §8).
  const choose = async (organization: Organization) => {
    if (organization.id === activeOrganization || switching) return;
    setSwitching(true);
    const switched = await switchOrganization(organization.id);
    setSwitching(false);
    if (switched) navigate(`/switch/${organization.id}`, { state: { organizationName: organization.name } });
  };

  if (sorted.length === 0) return null;
  return (
    <section aria-labelledby="atrium-user-organizations" data-testid="user-organizations">
      <h2 id="atrium-user-organizations" className="atrium-sidebar__heading">
        {t('shell.userOrganizations')}
      </h2>
      <ul className="atrium-sidebar__list">
        {sorted.map((organization) => {
          const active = organization.id === activeOrganization;
          return (
            <li key={organization.id}>
              <button
                type="button"
                className={active ? 'atrium-sidebar__link is-active' : 'atrium-sidebar__link'}
                aria-current={active ? 'true' : undefined}
                disabled={switching}
                onClick={() => void choose(organization)}
              >
                <span className="atrium-sidebar__label">{organizationLabel(organization)}</span>
                {active ? <CheckOutlined aria-label={t('shell.activeOrganization')} /> : null}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
