import type { ObjectDefinition, RecordData, ValidationResult } from '@atrium/core';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../app/api-client';
import { isApiError } from '../../app/api-error';
import type { ChildRow } from '../../forms/field-widgets/related-object/related-object-model';
import type { FormStore } from '../../forms/renderer/form-store';
import { announceListRefresh } from '../list/list-refresh';
import { changedFields } from './changed-fields';
import { createHeldChildren, heldChildrenOf, type RelatedPanel } from './held-children';
import { handoffState } from './held-handoff';
import { saveBodyOf } from './record-values';
import { failureOf, fieldMessages, type SaveFailure } from './save-failure';
import { useDebouncedAction } from './useDebouncedAction';
import { recordKey } from './useRecordQuery';

/** Spec 001 §9: save and delete are each debounced 300 ms. */
export const SAVE_DEBOUNCE_MS = 300;

/**
 * Runs before a save with the values about to be saved: false stops silently, any other answer
 * than true or nothing is an error to show (spec 001 §5.4).
 */
export type BeforeSave = (values: Readonly<Record<string, unknown>>) => unknown;

interface SaveOptions {
  definition: ObjectDefinition;
  listRoute: string;
  store: FormStore;
  /** The record as loaded (or last saved); absent for a new one. */
  record: RecordData | undefined;
  /** Locked or read-only: nothing is saved or deleted. */
  blocked: boolean;
  validate: () => ValidationResult;
  beforeSave: readonly BeforeSave[];
  /** Values a new record is created with beyond its fields (see `queryPresets`). */
  extra: Record<string, unknown>;
  /** After a save or a reload: the form's values are the record's again. */
  onSaved: (saved: RecordData) => void;
  /** The form's related-object panels, whose held children are created once the parent is saved. */
  panels: readonly RelatedPanel[];
}

const scrollToTop = () => window.scrollTo({ top: 0, behavior: 'smooth' });

/** Save, Save & Continue and Delete of the record page (spec 001 §2.5, §4.4, §4.5, §5.4). */
export function useRecordSave(options: SaveOptions) {
  const { definition, listRoute, store, record, blocked, validate, beforeSave, extra, onSaved, panels } =
    options;
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [conflict, setConflict] = useState<RecordData | null>(null);
  const object = definition.name;

  const fail = (next: SaveFailure) => {
    setFailure(next);
    scrollToTop();
  };

  /** The list showing this object hears of the change (spec 001 §4.5). */
  const announce = () => {
    void queryClient.invalidateQueries({ queryKey: ['records', object, 'list'] });
    announceListRefresh(object);
  };

  const serverFailed = (error: unknown) => {
    if (isApiError(error) && error.statusCode === 409 && record) {
      const current = typeof error.record === 'object' && error.record !== null ? error.record : null;
      setConflict(current as RecordData | null);
    }
    if (isApiError(error) && error.errors) {
      const known = new Set(definition.attributes.map((attribute) => attribute.name));
      const mapped = Object.fromEntries(Object.entries(error.errors).filter(([name]) => known.has(name)));
      store.setErrors({ ...store.getErrors(), ...mapped });
    }
    fail(failureOf(error));
  };

  /**
   * Creates the children held for the saved parent; answers whether all were. When some were refused,
   * they stay held with their reasons and the page shows the parent, never losing it.
   */
  const saveHeldChildren = async (held: Map<RelatedPanel, ChildRow[]>, saved: RecordData) => {
    const outcome = await createHeldChildren(held, Number(saved.id));
    if (outcome.orderFailure)
      void message.error({
        content: t('panels.related.reorderFailed', { message: outcome.orderFailure }),
        duration: 8,
      });
    if (outcome.failures.length === 0) {
      store.setValues(outcome.remaining, 'load');
      return true;
    }
    const names = [...new Set(outcome.failures.map((failure) => failure.childName))].join(', ');
    const failure: SaveFailure = {
      kind: 'html',
      html: t('panels.related.childrenNotSaved', { name: names }),
      messages: outcome.failures.map(({ label, reason }) =>
        t('panels.related.heldFailure', { label, reason }),
      ),
    };
    if (record) {
      store.setValues(outcome.remaining, 'load');
      fail(failure);
    } else {
      // The saved parent's page takes over the refused children (see held-handoff.ts).
      navigate(`${listRoute}/${saved.id}`, {
        replace: true,
        state: handoffState({ held: outcome.remaining, failure }),
      });
    }
    return false;
  };

  const save = async (stay: boolean) => {
    if (blocked) return;
    setFailure(null);
    const result = validate();
    if (!result.valid) {
      fail({ kind: 'fields', messages: fieldMessages(result.errors) });
      return;
    }
    const values = { ...store.getValues(), ...result.coerced };
    for (const callback of beforeSave) {
      const answer = await callback(values);
      if (answer === false) return;
      if (answer !== undefined && answer !== null && answer !== true) {
        fail(failureOf(answer));
        return;
      }
    }
    const body = saveBodyOf(definition, values);
    const held = heldChildrenOf(panels, values);
    setSaving(true);
    try {
      let saved: RecordData;
      if (record) {
        const changed = changedFields(record, body);
        if (Object.keys(changed).length === 0 && held.size === 0) {
          message.info(t('records.noChanges'));
          onSaved(record);
          if (!stay) navigate(listRoute);
          return;
        }
        saved = Object.keys(changed).length
          ? await api.put<RecordData>(`records/${object}/${record.id}`, {
              ...changed,
              version: record.version,
            })
          : record;
      } else {
        const { id: _unsaved, ...create } = { ...body, ...extra };
        saved = await api.post<RecordData>(`records/${object}`, create);
      }
      setConflict(null);
      queryClient.setQueryData(recordKey(object, String(saved.id)), saved);
      if (saved !== record) announce();
      if (held.size && !(await saveHeldChildren(held, saved))) return;
      message.success(t('records.saved'));
      onSaved(saved);
      if (!stay) navigate(listRoute);
      else if (!record) navigate(`${listRoute}/${saved.id}`, { replace: true });
    } catch (error) {
      serverFailed(error);
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    if (!record || blocked) return;
    setFailure(null);
    setSaving(true);
    try {
      await api.delete(`records/${object}/${record.id}`);
      queryClient.removeQueries({ queryKey: recordKey(object, String(record.id)) });
      announce();
      message.success(t('records.deleted'));
      onSaved(record);
      navigate(listRoute);
    } catch (error) {
      fail(failureOf(error));
    } finally {
      setSaving(false);
    }
  };

  return {
    save: useDebouncedAction(save, SAVE_DEBOUNCE_MS),
    remove: useDebouncedAction(remove, SAVE_DEBOUNCE_MS),
    saving,
    failure,
    setFailure,
    conflict,
    setConflict,
  };
}
