import { SERVICEDESK_REPORTS as DASHBOARD, type ModulePackageInput } from '@atrium/core';

/** The dashboard's reports as the package ships them: saved reports, each with its chart. */
export const SERVICEDESK_REPORTS: ModulePackageInput['reports'] = DASHBOARD.map((report) => ({
  name: report.name,
  definition: report.definition,
  charts: [{ name: report.name, type: report.chart }],
}));
