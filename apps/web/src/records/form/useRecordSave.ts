import type { ObjectDefinition, RecordData } from '@atrium/core';
import { useQueryClient } from '@tanstack/react-query';
import { App, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../app/api-client';
import { errorMessage, isApiError } from '../../app/api-error';
import { changedFields } from './changed-fields';
import { apiValuesOf, type FormValues, formValuesOf } from './form-values';
import { recordKey } from './useRecordQuery';

interface SaveOptions {
  definition: ObjectDefinition;
  listRoute: string;
  form: FormInstance<FormValues>;
  /** The record as loaded (or last saved); absent for a new one. */
  record: RecordData | undefined;
  onConflict: (message: string) => void;
  /** Values a new record is created with beyond its inputs (see `queryPresets`). */
  extra?: Record<string, unknown>;
}

/** Save, Save & Continue and Delete of the record page (spec 001 §2.5, §4.4, §4.5). */
export function useRecordSave({ definition, listRoute, form, record, onConflict, extra }: SaveOptions) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const object = definition.name;

  const showServerErrors = (failure: unknown) => {
    if (isApiError(failure) && failure.statusCode === 409 && record) {
      onConflict(failure.message);
      return;
    }
    if (isApiError(failure) && failure.errors) {
      const known = new Set(definition.attributes.map((attribute) => attribute.name));
      form.setFields(
        Object.entries(failure.errors)
          .filter(([name]) => known.has(name))
          .map(([name, errors]) => ({ name, errors })),
      );
    }
    setError(errorMessage(failure));
  };

  const save = async (stay: boolean) => {
    let values: FormValues;
    try {
      values = await form.validateFields();
    } catch {
      setError(t('records.fixErrors'));
      return;
    }
    setError(null);
    const body = apiValuesOf(definition, values);
    setSaving(true);
    try {
      let saved: RecordData;
      if (record) {
        const changed = changedFields(record, body);
        if (Object.keys(changed).length === 0) {
          message.info(t('records.noChanges'));
          if (!stay) navigate(listRoute);
          return;
        }
        saved = await api.put<RecordData>(`records/${object}/${record.id}`, {
          ...changed,
          version: record.version,
        });
      } else {
        saved = await api.post<RecordData>(`records/${object}`, { ...body, ...extra });
      }
      queryClient.setQueryData(recordKey(object, String(saved.id)), saved);
      void queryClient.invalidateQueries({ queryKey: ['records', object, 'list'] });
      message.success(t('records.saved'));
      if (!stay) navigate(listRoute);
      else if (!record) navigate(`${listRoute}/${saved.id}`, { replace: true });
      else form.setFieldsValue(formValuesOf(definition, saved));
    } catch (failure) {
      showServerErrors(failure);
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    if (!record) return;
    setSaving(true);
    try {
      await api.delete(`records/${object}/${record.id}`);
      queryClient.removeQueries({ queryKey: recordKey(object, String(record.id)) });
      void queryClient.invalidateQueries({ queryKey: ['records', object, 'list'] });
      message.success(t('records.deleted'));
      navigate(listRoute);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSaving(false);
    }
  };

  return { save, remove, saving, error, setError };
}
