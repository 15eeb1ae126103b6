/** The static pages' editor and reader (issue 17 item 4). */
export const en = {
  title: 'Static Pages',
  newPage: 'New page',
  slug: 'Address',
  slugHelp: 'Shown at /userzone/pages/{{slug}}',
  slugInvalid: 'Lowercase letters and digits joined by hyphens, such as privacy-policy.',
  pageTitle: 'Title',
  body: 'Page',
  languages: 'Languages',
  updated: 'Updated',
  edit: 'Edit',
  view: 'Open',
  save: 'Save',
  saved: 'The page was saved.',
  delete: 'Delete',
  deleteConfirm: 'Delete this page in every language?',
  deleted: 'The page was deleted.',
  englishRequired: 'English is required: readers of other languages see it when their language has none.',
  optionalLanguage: 'Optional: leave empty to show English.',
  noPages: 'No pages yet.',
  notFound: 'This page does not exist.',
  inEnglish: 'This page is not written in your language yet; it is shown in English.',
  locale: { en: 'English', ar: 'Arabic', hi: 'Hindi', ur: 'Urdu' },
};

export type StaticPagesText = typeof en;
