import type { ModuleDefinition, NavigationEntry } from '@atrium/core';
import type { TFunction } from 'i18next';

/** What the last breadcrumb names: a navigation page, its create or edit form, or the module itself. */
export type PageTitle =
  | { kind: 'entry'; entry: NavigationEntry }
  | { kind: 'create'; entry: NavigationEntry }
  | { kind: 'edit'; entry: NavigationEntry; id: string }
  | { kind: 'module' }
  | { kind: 'unknown'; segment: string };

const CREATE_IDS = new Set(['new', 'add']);

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * Derives the page title of `pathname` inside `module`: the navigation entry whose URL is the longest
 * prefix names the page; one more segment is a record (`new`/`add` means a create form, else edit).
 */
export function derivePageTitle(pathname: string, module: ModuleDefinition): PageTitle {
  const path = segmentsOf(pathname);
  let best: { entry: NavigationEntry; length: number } | null = null;
  for (const entry of module.navigation) {
    if (entry.external) continue;
    const url = segmentsOf(entry.url);
    const matches = url.length <= path.length && url.every((segment, index) => path[index] === segment);
    if (matches && (!best || url.length > best.length)) best = { entry, length: url.length };
  }
  const baseLength = 1;
  if (!best || (best.length === baseLength && path.length > baseLength + 1)) {
    return path.length <= baseLength
      ? { kind: 'module' }
      : { kind: 'unknown', segment: path[path.length - 1] ?? '' };
  }
  if (path.length === best.length)
    return best.length === baseLength ? { kind: 'module' } : { kind: 'entry', entry: best.entry };
  const id = path[best.length] ?? '';
  if (CREATE_IDS.has(id.toLowerCase())) return { kind: 'create', entry: best.entry };
  return { kind: 'edit', entry: best.entry, id };
}

/**
 * The crumb of a record's form before (or without) the page naming it: 'New record' or 'Record 12'.
 * A navigation entry's name is a plural ('Accounts'), so it never stands in for one record's name.
 */
export function recordCrumb(t: TFunction, title: Extract<PageTitle, { kind: 'create' | 'edit' }>): string {
  return title.kind === 'create' ? t('breadcrumb.newRecord') : t('breadcrumb.record', { id: title.id });
}
