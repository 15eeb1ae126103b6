/** The module packages screen (issue 19 item 1), English: the source of the keys. */
export const en = {
  title: 'Module packages',
  atriumVersion: 'Atrium {{version}}',
  organization: 'Organization',
  installed: 'Installed in this organization',
  noneInstalled: 'No package is installed in this organization yet.',
  available: 'Shipped with Atrium',
  name: 'Package',
  version: 'Version',
  installedVersion: 'Installed version',
  installedAt: 'Installed',
  updatedAt: 'Last changed',
  objects: 'Objects',
  description: 'Description',
  notInstalled: 'Not installed',
  export: 'Export',
  install: 'Install',
  upgrade: 'Upgrade',
  upToDate: 'Up to date',
  demo: 'Add demo records',
  importTitle: 'Import a package file',
  importHint: 'A package exported from this or another Atrium installation (a .json file).',
  chooseFile: 'Choose a file…',
  notJson: 'The file {{name}} is not a JSON package file.',
  refused: 'The package was not installed',
  outcome: {
    installed: '{{name}} {{version}} installed in {{ms}} ms.',
    upgraded: '{{name}} upgraded from {{from}} to {{version}} in {{ms}} ms.',
    unchanged: '{{name}} {{version}} was already installed; nothing changed.',
  },
};

export type PackagesText = typeof en;
