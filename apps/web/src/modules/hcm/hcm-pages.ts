/** The HCM screens behind navigation entries that are not one object's records (entry-pages.ts). */
export { ExportTpcPage } from './ExportTpcPage';
export { MyLeavesPage } from './MyLeavesPage';
export { MyRequestsPage } from './MyRequestsPage';
export { ManageAppraisalsPage, MastersPage, PlanningCyclesPage } from './ObjectTabsPage';
