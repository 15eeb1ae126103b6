import {
  type ModuleDefinition,
  type NavigationEntry,
  type PermissionRequirement,
  permissionScope,
  requirementPermissions,
} from '@atrium/core';
import { Suspense, useEffect } from 'react';
import { useParams } from 'react-router';
import { errorMessage } from '../app/api-error';
import { formPagePermissions, isCreateId, listPagePermissions } from '../metadata/record-route';
import { useObjectDefinition } from '../metadata/useObjectDefinition';
import { ModulePage } from '../modules/ModulePage';
import { RequirePermissions } from '../session/permissions/RequirePermissions';
import { usePermissions } from '../session/permissions/usePermissions';
import { LoadFailed } from '../ui/LoadFailed';
import { LoadingBlock } from '../ui/LoadingBlock';
import { preloadRecordPage, RecordFormPage, RecordListPage } from './lazy-record-pages';

interface RecordScreenProps {
  module: ModuleDefinition;
  entry: NavigationEntry;
  object: string;
  view: 'list' | 'detail';
}

/**
 * A navigation entry backed by an object: its generic list or record page once the server confirms the
 * object exists; otherwise today's "not available yet" page. Gates of spec 000 §6: list needs view,
 * create needs create, a record needs edit or view.
 */
export function RecordScreen({ module, entry, object, view }: RecordScreenProps) {
  const { id } = useParams();
  const definition = useObjectDefinition(object);
  const scope = permissionScope(object);
  const requires: PermissionRequirement =
    view === 'list'
      ? { all: [`${scope}:view`] }
      : isCreateId(id)
        ? { all: [`${scope}:create`] }
        : { any: [`${scope}:edit`, `${scope}:view`] };
  // The page's chunk and every permission its gate and page ask about are fetched now, beside the
  // definition, not one after another once it has arrived.
  useEffect(() => preloadRecordPage(view), [view]);
  usePermissions([
    ...requirementPermissions(requires),
    ...(view === 'list' ? listPagePermissions(scope) : formPagePermissions(scope)),
  ]);
  if (definition.isPending) return <LoadingBlock />;
  if (definition.error) {
    return <LoadFailed title={errorMessage(definition.error)} onRetry={() => void definition.refetch()} />;
  }
  if (!definition.data) {
    return (
      <RequirePermissions requires={entry.requires}>
        <ModulePage module={module} entry={entry} />
      </RequirePermissions>
    );
  }
  const route = { entry, definition: definition.data, scope, listRoute: entry.url };
  return (
    <RequirePermissions requires={requires}>
      <Suspense fallback={<LoadingBlock />}>
        {view === 'list' ? (
          <RecordListPage route={route} />
        ) : (
          // A new key per record: moving from /new to the saved id keeps the page, another record starts afresh.
          <RecordFormPage key={isCreateId(id) ? 'new' : id} route={route} />
        )}
      </Suspense>
    </RequirePermissions>
  );
}
