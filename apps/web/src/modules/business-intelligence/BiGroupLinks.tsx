import type { NavigationEntry } from '@atrium/core';
import { SidebarLink } from '../../shell/SidebarLink';
import { ModuleIcon } from '../../ui/ModuleIcon';
import { useBiGroups } from './useBiGroups';

/** One sidebar link per report group, in place of the registry's `groups` entry. */
export function BiGroupLinks({ entry }: { entry: NavigationEntry }) {
  const groups = useBiGroups(true);
  return (
    <>
      {(groups.data ?? []).map((group) => (
        <SidebarLink
          key={group.id}
          to={`${entry.url}/${group.id}`}
          icon={<ModuleIcon name={entry.icon} />}
          label={group.name}
        />
      ))}
    </>
  );
}
