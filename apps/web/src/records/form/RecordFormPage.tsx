import { canDelete, canEdit, channels, type RecordData } from '@atrium/core';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Skeleton, Typography } from 'antd';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { errorMessage, isApiError } from '../../app/api-error';
import { useChannel } from '../../app/useChannel';
import { RecordConversions } from '../../conversion/RecordConversions';
import { FIELD_WIDGETS } from '../../forms/field-widgets/registry';
import { FormRenderer } from '../../forms/renderer/FormRenderer';
import { FormStore } from '../../forms/renderer/form-store';
import { coreConditions } from '../../forms/rules/core-conditions';
import { RuleTraceDrawer } from '../../forms/rules/RuleTraceDrawer';
import { useFormRules } from '../../forms/rules/useFormRules';
import { attributeLabel, objectName } from '../../i18n/metadata-labels';
import { formPagePermissions, isCreateId, type RecordRoute } from '../../metadata/record-route';
import { usePermissions } from '../../session/permissions/usePermissions';
import { useSession } from '../../session/useSession';
import { usePageTitle } from '../../shell/usePageTitle';
import { useRecordPrint } from '../../templates/useRecordPrint';
import { RecordHistoryDrawer } from '../history/RecordHistoryDrawer';
import { tracksHistory } from '../history/record-history';
import { RelatedRecords } from '../related/RelatedRecords';
import { ConflictAlert } from './ConflictAlert';
import { changedFields } from './changed-fields';
import { relatedPanels } from './held-children';
import { queryPresets } from './query-presets';
import { RecordNotFoundView } from './RecordNotFoundView';
import { defaultValuesOf, saveBodyOf } from './record-values';
import { SaveFailureAlert } from './SaveFailureAlert';
import { useDirtyState } from './useDirtyState';
import { useFormSchema } from './useFormSchema';
import { useLeavePrompt } from './useLeavePrompt';
import { useRecordButtons } from './useRecordButtons';
import { useRecordNotFound } from './useRecordNotFound';
import { recordKey, useRecordQuery } from './useRecordQuery';
import { type BeforeSave, useRecordSave } from './useRecordSave';
import { useRecordValidation } from './useRecordValidation';

interface RecordFormPageProps {
  route: RecordRoute;
  /** The form type shown (`default`, `detail`, …); its `mobile_` variant is used on phones. */
  formType?: string;
  /** Checks a module adds before a save (spec 001 §5.4). */
  beforeSave?: readonly BeforeSave[];
}

const NO_CALLBACKS: readonly BeforeSave[] = [];
const isLocked = (record: RecordData | undefined) =>
  record?.is_locked === true || record?.is_locked === '1' || record?.is_locked === 1;

/** The generic create and edit page of a record (spec 000 §2, spec 001 §2.5, §4.4, §5.4). */
export function RecordFormPage({
  route,
  formType = 'default',
  beforeSave = NO_CALLBACKS,
}: RecordFormPageProps) {
  const { definition, scope, listRoute } = route;
  const object = definition.name;
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { id = 'new' } = useParams();
  const isNew = isCreateId(id);
  // One record: the object's singular name, in the person's language.
  const title = t(isNew ? 'breadcrumb.create' : 'breadcrumb.edit', {
    name: objectName(definition, i18n.language),
  });
  usePageTitle(title);

  const [searchParams] = useSearchParams();
  // A create route's query string prefills the new record (e.g. the parent of a related list's "New").
  const presets = useMemo(() => queryPresets(definition, searchParams), [definition, searchParams]);
  const [store] = useState(
    () => new FormStore(isNew ? { ...defaultValuesOf(definition), ...presets.values } : {}),
  );
  const query = useRecordQuery(object, id, !isNew);
  const record = isNew ? undefined : query.data;
  const notFound = isApiError(query.error) && query.error.statusCode === 404;
  const notFoundState = useRecordNotFound(object, id, notFound);
  const schema = useFormSchema(definition, formType);
  const panels = useMemo(() => relatedPanels(definition, schema.body), [definition, schema.body]);
  const rules = useFormRules(schema.form, definition);
  const session = useSession();
  const { has } = usePermissions(formPagePermissions(scope));
  const canTrace = session.isAdmin || has('module:admin');

  const mask = record?.permission ?? 0;
  const locked = isLocked(record);
  const readOnly = !isNew && (!record || !canEdit(mask) || !has(`${scope}:edit`) || locked);
  const deletable = !isNew && record !== undefined && canDelete(mask) && has(`${scope}:delete`);

  // A loaded, saved or live-updated record replaces every value the person has not edited since the last one.
  const shown = useRef<RecordData | undefined>(undefined);
  useLayoutEffect(() => {
    if (!record || record === shown.current) return;
    const previous = shown.current;
    shown.current = record;
    const edited = previous ? changedFields(previous, saveBodyOf(definition, store.getValues())) : {};
    const next: Record<string, unknown> = { ...record };
    for (const name of Object.keys(edited)) next[name] = store.getValue(name);
    // Children held in a panel are not the record's: a reload keeps them.
    for (const { field } of panels)
      if (store.getValue(field) !== undefined) next[field] = store.getValue(field);
    store.replaceValues(next);
  }, [record, definition, store, panels]);

  const { dirty, markClean } = useDirtyState(store, isNew);
  const confirmLeave = useLeavePrompt(dirty);
  const validate = useRecordValidation(store, definition, schema.body, isNew);
  const { save, remove, saving, failure, setFailure, conflict, setConflict } = useRecordSave({
    definition,
    listRoute,
    store,
    record,
    blocked: readOnly,
    validate,
    beforeSave,
    extra: isNew ? presets.extra : {},
    onSaved: markClean,
    panels,
  });

  const reloadCurrent = useCallback(async () => {
    const fresh = conflict ?? (await query.refetch()).data;
    setConflict(null);
    setFailure(null);
    if (!fresh) return;
    const current = { ...fresh, permission: record?.permission ?? fresh.permission };
    shown.current = current;
    store.setErrors({});
    store.replaceValues({ ...current });
    queryClient.setQueryData(recordKey(object, id), current);
    markClean();
  }, [conflict, query, record, store, queryClient, object, id, markClean, setConflict, setFailure]);

  const onMessage = useCallback(
    ({ event, data }: { event: string; data: unknown }) => {
      const payload = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
      if (event === 'updated' && typeof payload.record === 'object' && payload.record !== null) {
        const next = payload.record as RecordData;
        queryClient.setQueryData<RecordData>(recordKey(object, id), (current) => ({
          ...next,
          permission: current?.permission ?? next.permission,
        }));
        message.info(typeof payload.message === 'string' ? payload.message : t('records.updatedLive'));
      } else if (event === 'deleted') {
        message.warning(t('records.deletedLive'));
      }
    },
    [queryClient, object, id, message, t],
  );
  // Spec 000 §4: no subscription for new records or unsaved ids beginning with 'n'.
  useChannel(isNew || id.startsWith('n') ? undefined : channels.record(object, id), onMessage);

  const [tracing, setTracing] = useState(false);
  const onCancel = useCallback(
    () => confirmLeave(() => navigate(listRoute)),
    [confirmLeave, navigate, listRoute],
  );
  const onTrace = useCallback(() => setTracing(true), []);
  const [showingHistory, setShowingHistory] = useState(false);
  const onHistory = useCallback(() => setShowingHistory(true), []);
  const hasHistory = useMemo(() => tracksHistory(definition), [definition]);
  const print = useRecordPrint(object, isNew ? undefined : id);
  useRecordButtons({
    print,
    isNew,
    blocked: readOnly,
    deletable,
    saving,
    canTrace,
    hasHistory,
    onSave: save,
    onDelete: remove,
    onCancel,
    onTrace,
    onHistory,
  });
  const labels = useMemo(
    () => new Map(definition.attributes.map((attribute) => [attribute.name, attribute.label])),
    [definition],
  );

  if (!isNew && notFound) return <RecordNotFoundView state={notFoundState} />;
  // Encrypted values the server could not decrypt (decision 0020) come as null, named here.
  const unreadable = Array.isArray(record?._unreadable) ? record._unreadable.map(String) : [];
  if (!isNew && query.error) return <Alert type="error" showIcon title={errorMessage(query.error)} />;
  if ((!isNew && !record) || schema.isPending) return <Skeleton active />;

  return (
    <section className="atrium-page atrium-record-form">
      <Typography.Title level={1}>{title}</Typography.Title>
      {failure ? <SaveFailureAlert failure={failure} onClose={() => setFailure(null)} /> : null}
      {conflict ? (
        <ConflictAlert
          definition={definition}
          current={conflict}
          mine={store.getValues()}
          onReload={() => void reloadCurrent()}
        />
      ) : null}
      {unreadable.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          title={t('records.unreadable', {
            fields: unreadable
              .map((name) => {
                const attribute = definition.attributes.find((a) => a.name === name);
                return attribute ? attributeLabel(attribute, i18n.language) : name;
              })
              .join(', '),
          })}
        />
      ) : null}
      {!isNew && readOnly ? (
        <Alert type="info" showIcon title={locked ? t('records.locked') : t('records.readOnly')} />
      ) : null}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save(false);
        }}
      >
        <FormRenderer
          schema={schema.body}
          definition={definition}
          store={store}
          widgets={FIELD_WIDGETS}
          conditions={coreConditions}
          rules={rules.runner}
          readOnly={readOnly}
          isNew={isNew}
          loading={saving}
        />
      </form>
      {isNew || !record ? null : <RelatedRecords definition={definition} parentId={record.id} />}
      {isNew || !record ? null : (
        <RecordConversions definition={definition} record={record} canConvert={!readOnly} />
      )}
      {hasHistory && record && !isNew ? (
        <RecordHistoryDrawer
          open={showingHistory}
          onClose={() => setShowingHistory(false)}
          definition={definition}
          recordId={Number(record.id)}
          version={record.version}
        />
      ) : null}
      {canTrace ? (
        <RuleTraceDrawer
          open={tracing}
          onClose={() => setTracing(false)}
          hasRules={rules.compiled !== undefined}
          runner={rules.runner}
          record={store.getValues()}
          labels={labels}
        />
      ) : null}
    </section>
  );
}
