/** The LMS screens behind its navigation entries (entry-pages.ts). */
export {
  ConfigurationMastersPage,
  QuestionsMastersPage,
  TemplatesMastersPage,
  TestsMastersPage,
} from './LmsMastersPages';
export { MyComplianceTestsPage, MyHrTestsPage, MyItTestsPage, MyQhseTestsPage } from './MyTestsPage';
