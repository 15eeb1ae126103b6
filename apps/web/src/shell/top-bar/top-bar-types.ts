/** The icons a top-bar button can carry (spec 000 §2). */
export type TopBarIcon = 'add' | 'back' | 'delete' | 'save';

interface TopBarButtonBase {
  key: string;
  label: string;
  icon?: TopBarIcon;
  disabled?: boolean;
  danger?: boolean;
}

export interface PlainTopBarButton extends TopBarButtonBase {
  kind: 'plain';
  onClick: () => void;
}

export interface ConfirmTopBarButton extends TopBarButtonBase {
  kind: 'confirm';
  /** Question shown before acting; defaults to 'Are you sure?'. */
  confirmTitle?: string;
  onConfirm: () => void;
}

export interface MultichoiceTopBarButton extends TopBarButtonBase {
  kind: 'multichoice';
  choices: { key: string; label: string }[];
  onChoose: (key: string) => void;
}

export type TopBarButton = PlainTopBarButton | ConfirmTopBarButton | MultichoiceTopBarButton;

/** The print dropdown (spec 000 §2, spec 001 §2.4): template key to label, and what choosing one does. */
export interface TopBarPrint {
  templates: Record<string, string>;
  onPrint: (templateKey: string) => void;
  loading: boolean;
}

export interface TopBarConfig {
  buttons: TopBarButton[];
  /** Shown when the page's record has print templates. */
  print?: TopBarPrint | undefined;
  /** Called with the search term from the URL fragment whenever it changes. */
  onSearch?: (term: string) => void;
}
