import { DIGISIGN_RULES } from '../features/digisign/digisign-rules';
import { catalogueOf } from '../features/packages/package-steps';
import { CRM_DEMO_RECORDS } from './crm/crm-demo-step';
import { CRM_PACKAGE } from './crm/crm-package';
import { DIGISIGN_DEMO_RECORDS } from './digisign/digisign-demo-step';
import { DIGISIGN_PACKAGE } from './digisign/digisign-package';
import { HCM_DEMO_RECORDS } from './hcm/hcm-demo-step';
import { HCM_PACKAGE } from './hcm/hcm-package';
import { HCM_RULES } from './hcm/hcm-rules';
import { HYPERION_DEMO_RECORDS } from './hyperion/hyperion-demo-step';
import { HYPERION_PACKAGE } from './hyperion/hyperion-package';
import { HYPERION_RULES } from './hyperion/hyperion-rules';
import { LMS_DEMO_RECORDS } from './lms/lms-demo-step';
import { LMS_PACKAGE } from './lms/lms-package';
import { LMS_RULES } from './lms/lms-rules';
import { SERVICEDESK_DEMO_RECORDS } from './servicedesk/servicedesk-demo-step';
import { SERVICEDESK_PACKAGE, SERVICEDESK_STEPS } from './servicedesk/servicedesk-package';
import { TIERING_DEMO_RECORDS } from './tiering/tiering-demo-step';
import { TIERING_PACKAGE } from './tiering/tiering-package';
import { TIERING_RULES } from './tiering/tiering-rules';

/** The module packages this installation ships, and the code steps they declare. */
export const BUILT_IN_PACKAGES = catalogueOf(
  [
    CRM_PACKAGE,
    HCM_PACKAGE,
    SERVICEDESK_PACKAGE,
    LMS_PACKAGE,
    DIGISIGN_PACKAGE,
    TIERING_PACKAGE,
    HYPERION_PACKAGE,
  ],
  [
    CRM_DEMO_RECORDS,
    HCM_DEMO_RECORDS,
    HCM_RULES,
    SERVICEDESK_DEMO_RECORDS,
    ...SERVICEDESK_STEPS,
    LMS_DEMO_RECORDS,
    LMS_RULES,
    DIGISIGN_DEMO_RECORDS,
    DIGISIGN_RULES,
    TIERING_DEMO_RECORDS,
    TIERING_RULES,
    HYPERION_DEMO_RECORDS,
    HYPERION_RULES,
  ],
);
