import type { TemplateTagEntry } from '@atrium/core';

export interface TagGroup {
  label: string;
  tags: TemplateTagEntry[];
}

/**
 * The picker's menu: the record's own attributes first (the group named after the object), then one
 * group per lookup, then the related lists, each in the server's order; a search narrows every group.
 */
export function tagGroups(tags: readonly TemplateTagEntry[], search = ''): TagGroup[] {
  const needle = search.trim().toLowerCase();
  const groups = new Map<string, TemplateTagEntry[]>();
  for (const tag of tags) {
    if (needle && !`${tag.label} ${tag.tag}`.toLowerCase().includes(needle)) continue;
    groups.set(tag.group, [...(groups.get(tag.group) ?? []), tag]);
  }
  return [...groups].map(([label, entries]) => ({ label, tags: entries }));
}
