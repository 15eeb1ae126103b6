import { catalogueOf } from '../features/packages/package-steps';
import { CRM_DEMO_RECORDS } from './crm/crm-demo-step';
import { CRM_PACKAGE } from './crm/crm-package';
import { SERVICEDESK_DEMO_RECORDS } from './servicedesk/servicedesk-demo-step';
import { SERVICEDESK_PACKAGE, SERVICEDESK_STEPS } from './servicedesk/servicedesk-package';

/** The module packages this installation ships, and the code steps they declare. */
export const BUILT_IN_PACKAGES = catalogueOf(
  [CRM_PACKAGE, SERVICEDESK_PACKAGE],
  [CRM_DEMO_RECORDS, SERVICEDESK_DEMO_RECORDS, ...SERVICEDESK_STEPS],
);
