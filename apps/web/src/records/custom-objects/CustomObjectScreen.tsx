import { customObjectEntry, type ModuleDefinition } from '@atrium/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { errorMessage } from '../../app/api-error';
import { LoadFailed } from '../../ui/LoadFailed';
import { LoadingBlock } from '../../ui/LoadingBlock';
import { RecordScreen } from '../RecordScreen';
import { useCustomObjects } from './useCustomObjects';

/**
 * `/{module}/{object}` and `/{module}/{object}/:id` for objects made in the object creator: the generic
 * record screens, once the server lists the object as one the person may open in this module.
 */
export function CustomObjectScreen({ module, view }: { module: ModuleDefinition; view: 'list' | 'detail' }) {
  const { i18n } = useTranslation();
  const { object } = useParams();
  const objects = useCustomObjects();
  if (objects.isPending) return <LoadingBlock />;
  if (objects.error) {
    return <LoadFailed title={errorMessage(objects.error)} onRetry={() => void objects.refetch()} />;
  }
  const found = objects.data.find(
    (candidate) => candidate.name === object && candidate.module === module.key,
  );
  if (!found) return <Navigate to="/404" replace />;
  return (
    <RecordScreen
      module={module}
      entry={customObjectEntry(found, i18n.language)}
      object={found.name}
      view={view}
    />
  );
}
