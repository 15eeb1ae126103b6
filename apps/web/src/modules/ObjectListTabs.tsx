import { customObjectEntry, findModule, objectNameOfEntry } from '@atrium/core';
import { Alert, Tabs, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../app/api-error';
import { useCustomObjects } from '../records/custom-objects/useCustomObjects';
import { RecordScreen } from '../records/RecordScreen';
import { useModuleLabels } from '../shell/useModuleLabels';
import { LoadFailed } from '../ui/LoadFailed';
import { LoadingBlock } from '../ui/LoadingBlock';

interface ObjectListTabsProps {
  /** The module whose package objects the tabs list (`hcm`, `ppctieringtool`). */
  module: string;
  objects: readonly string[];
  title: string;
  intro: string;
  /** Told in a tab whose object the person may not see or the organization has not installed. */
  unavailable: string;
  className?: string;
  /** Shown above the tabs (a dashboard's charts). */
  children?: ReactNode;
}

/**
 * A module page made of the generic record lists of some of its package's objects, one tab each; a
 * record opens at `/{module}/{object}/{id}`, the module's screen for objects outside the registry.
 */
export function ObjectListTabs(props: ObjectListTabsProps) {
  const { i18n } = useTranslation();
  const listed = useCustomObjects();
  const { entryLabel } = useModuleLabels();
  const module = findModule(props.module);
  if (listed.isPending || !module) return <LoadingBlock />;
  if (listed.error)
    return <LoadFailed title={errorMessage(listed.error)} onRetry={() => void listed.refetch()} />;
  const items = props.objects.map((name) => {
    const object = listed.data.find(
      (candidate) => candidate.name === name && candidate.module === props.module,
    );
    // An object one of the module's own entries lists (`/hyperion/journals`) is listed under that entry.
    const registered = module.navigation.find((candidate) => objectNameOfEntry(candidate) === name);
    const entry = object ? customObjectEntry(object, i18n.language) : registered;
    return {
      key: name,
      label: object && entry ? entry.label : registered ? entryLabel(registered) : name,
      children: entry ? (
        <RecordScreen module={module} entry={entry} object={name} view="list" />
      ) : (
        <Alert type="warning" showIcon title={props.unavailable} />
      ),
    };
  });
  return (
    <section className={props.className}>
      <Typography.Title level={3}>{props.title}</Typography.Title>
      <Typography.Paragraph type="secondary">{props.intro}</Typography.Paragraph>
      {props.children}
      <Tabs items={items} destroyOnHidden />
    </section>
  );
}
