import { canDelete, canEdit, channels, type RecordData } from '@atrium/core';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Result, Skeleton, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { errorMessage, isApiError } from '../../app/api-error';
import { useChannel } from '../../app/useChannel';
import { usePermissions } from '../../session/permissions/usePermissions';
import type { TopBarButton } from '../../shell/top-bar/top-bar-types';
import { useTopBar } from '../../shell/top-bar/useTopBar';
import { useModuleLabels } from '../../shell/useModuleLabels';
import { usePageTitle } from '../../shell/usePageTitle';
import { isCreateId, type RecordRoute } from '../record-route';
import { RelatedRecords } from '../related/RelatedRecords';
import { changedFields } from './changed-fields';
import { apiValuesOf, type FormValues, formValuesOf } from './form-values';
import { queryPresets } from './query-presets';
import { RecordFields } from './RecordFields';
import { useRecordNotFound } from './useRecordNotFound';
import { recordKey, useRecordQuery } from './useRecordQuery';
import { useRecordSave } from './useRecordSave';

/** The generic create and edit page of a record (spec 000 §2, spec 001 §2.5, §4.4). */
export function RecordFormPage({ route }: { route: RecordRoute }) {
  const { definition, entry, scope, listRoute } = route;
  const object = definition.name;
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { entryLabel } = useModuleLabels();
  const { id = 'new' } = useParams();
  const isNew = isCreateId(id);
  const title = t(isNew ? 'breadcrumb.create' : 'breadcrumb.edit', { name: entryLabel(entry) });
  usePageTitle(title);

  const [form] = Form.useForm<FormValues>();
  const [searchParams] = useSearchParams();
  // A create route's query string prefills the new record (e.g. the parent of a related list's "New").
  const presets = useMemo(() => queryPresets(definition, searchParams), [definition, searchParams]);
  const query = useRecordQuery(object, id, !isNew);
  const record = isNew ? undefined : query.data;
  const notFound = isApiError(query.error) && query.error.statusCode === 404;
  const notFoundState = useRecordNotFound(object, id, notFound);
  const { has } = usePermissions([`${scope}:edit`, `${scope}:delete`]);

  const [conflict, setConflict] = useState<string | null>(null);
  const save = useRecordSave({
    definition,
    listRoute,
    form,
    record,
    onConflict: setConflict,
    ...(isNew ? { extra: presets.extra } : {}),
  });
  // The top bar keeps its buttons until they change: they call the latest save through this ref.
  const saveRef = useRef(save);
  saveRef.current = save;
  const { saving, setError } = save;

  const mask = record?.permission ?? 0;
  const locked = record?.is_locked === true || record?.is_locked === '1';
  const readOnly = !isNew && (!record || !canEdit(mask) || !has(`${scope}:edit`) || locked);
  const deletable = !isNew && record !== undefined && canDelete(mask) && has(`${scope}:delete`) && !locked;

  // A loaded, saved or live-updated record replaces every field the person has not edited since the last one.
  const shown = useRef<RecordData | undefined>(undefined);
  useEffect(() => {
    if (!record) return;
    const previous = shown.current;
    shown.current = record;
    const values = formValuesOf(definition, record);
    const edited = previous
      ? changedFields(previous, apiValuesOf(definition, form.getFieldsValue(true)))
      : {};
    form.setFieldsValue(Object.fromEntries(Object.entries(values).filter(([name]) => !(name in edited))));
  }, [record, definition, form]);

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

  const { refetch } = query;
  const reloadCurrent = useCallback(async () => {
    setConflict(null);
    setError(null);
    const fresh = await refetch();
    if (fresh.data) form.resetFields();
    if (fresh.data) form.setFieldsValue(formValuesOf(definition, fresh.data));
  }, [refetch, form, definition, setError]);

  const buttons = useMemo<TopBarButton[]>(() => {
    const list: TopBarButton[] = [
      {
        key: 'back',
        kind: 'plain',
        icon: 'back',
        label: t('topBar.back'),
        onClick: () => navigate(listRoute),
      },
    ];
    if (isNew || !readOnly) {
      list.push(
        {
          key: 'save-continue',
          kind: 'plain',
          label: t('records.saveAndContinue'),
          disabled: saving,
          onClick: () => void saveRef.current.save(true),
        },
        {
          key: 'save',
          kind: 'plain',
          icon: 'save',
          label: t('topBar.save'),
          disabled: saving,
          onClick: () => void saveRef.current.save(false),
        },
      );
    }
    if (deletable) {
      list.push({
        key: 'delete',
        kind: 'confirm',
        icon: 'delete',
        danger: true,
        label: t('topBar.delete'),
        confirmTitle: t('records.deleteConfirm'),
        disabled: saving,
        onConfirm: () => void saveRef.current.remove(),
      });
    }
    return list;
  }, [t, navigate, listRoute, isNew, readOnly, deletable, saving]);
  const topBar = useMemo(() => ({ buttons }), [buttons]);
  useTopBar(topBar);

  useEffect(() => {
    if (!conflict) return;
    modal.confirm({
      title: t('records.conflictTitle'),
      content: conflict,
      okText: t('records.conflictReload'),
      cancelText: t('common.no'),
      onOk: reloadCurrent,
      onCancel: () => setConflict(null),
    });
  }, [conflict, modal, t, reloadCurrent]);

  if (!isNew && notFound) {
    if (notFoundState.kind === 'redirecting')
      return (
        <Result
          status="info"
          title={t('records.recordExistsIn', { organization: notFoundState.organization })}
        />
      );
    if (notFoundState.kind === 'denied')
      return <Result status="warning" title={t('records.notFound')} subTitle={t('records.noPermission')} />;
    return <Skeleton active />;
  }
  if (!isNew && query.error) return <Alert type="error" showIcon title={errorMessage(query.error)} />;
  if (!isNew && !record) return <Skeleton active />;

  return (
    <section className="atrium-page atrium-record-form">
      <Typography.Title level={1}>{title}</Typography.Title>
      {save.error ? (
        <Alert type="error" showIcon title={save.error} className="atrium-record-form__alert" />
      ) : null}
      {conflict ? (
        <Alert
          type="warning"
          showIcon
          title={conflict}
          action={<Button onClick={() => void reloadCurrent()}>{t('records.conflictReload')}</Button>}
        />
      ) : null}
      {!isNew && readOnly ? (
        <Alert type="info" showIcon title={locked ? t('records.locked') : t('records.readOnly')} />
      ) : null}
      <Form<FormValues>
        form={form}
        layout="vertical"
        disabled={readOnly}
        {...(isNew ? { initialValues: presets.values } : {})}
        onFinish={() => void saveRef.current.save(false)}
      >
        <RecordFields definition={definition} record={record ?? {}} readOnly={readOnly} />
      </Form>
      {isNew || !record ? null : <RelatedRecords definition={definition} parentId={record.id} />}
    </section>
  );
}
