import type { PermissionRequirement } from '../permissions/requirement';

/** One entry of a module's left navigation list. `label` is an i18n key under `nav.`. */
export interface NavigationEntry {
  key: string;
  url: string;
  icon: string;
  /** A name an administrator gave (objects made in the object creator); registry entries use `key`. */
  label?: string;
  requires?: PermissionRequirement;
  /** Opens outside the app (configured URL), rather than a route of ours. */
  external?: boolean;
  /** The entry stands for a list the server answers: one sidebar link per item, at `${url}/{id}`. */
  expandsTo?: 'bi-groups';
}

export interface ModuleDefinition {
  /** Lowercase key; the module's base path is `/${key}`. */
  key: string;
  icon: string;
  weight: number;
  requires?: PermissionRequirement;
  /** Shown in the Administration section of the user zone sidebar rather than among business modules. */
  administration?: boolean;
  navigation: NavigationEntry[];
}
