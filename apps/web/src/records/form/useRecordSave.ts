import type { ObjectDefinition, RecordData, ValidationResult } from '@atrium/core';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../app/api-client';
import { isApiError } from '../../app/api-error';
import { announceListRefresh } from '../../app/list-refresh';
import type { ChildRow } from '../../forms/field-widgets/related-object/related-object-model';
import type { FormStore } from '../../forms/renderer/form-store';
import { changedFields } from './changed-fields';
import {
  clearedHeld,
  heldChildrenBody,
  heldChildrenOf,
  type RelatedPanel,
  refusedChildren,
} from './held-children';
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
   * A save refused because of some held children: nothing was saved, every child stays held and the
   * refused ones show their reasons. Answers false when the refusal was not about the children.
   */
  const childrenRefused = async (held: Map<RelatedPanel, ChildRow[]>, error: unknown) => {
    if (held.size === 0 || !isApiError(error) || !error.errors) return false;
    const refused = await refusedChildren(held, error.errors);
    if (!refused) return false;
    store.setValues(refused.remaining, 'load');
    const names = [...new Set(refused.failures.map((failure) => failure.childName))].join(', ');
    fail({
      kind: 'html',
      html: t('panels.related.childrenNotSaved', { name: names }),
      messages: refused.failures.map(({ label, reason }) =>
        t('panels.related.heldFailure', { label, reason }),
      ),
    });
    return true;
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
    // New children travel with the parent: one request, one transaction (docs/api/records.md).
    const children = held.size ? { $children: heldChildrenBody(held) } : {};
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
        saved =
          Object.keys(changed).length || held.size
            ? await api.put<RecordData>(`records/${object}/${record.id}`, {
                ...changed,
                ...children,
                version: record.version,
              })
            : record;
      } else {
        const { id: _unsaved, ...create } = { ...body, ...extra };
        saved = await api.post<RecordData>(`records/${object}`, { ...create, ...children });
      }
      setConflict(null);
      queryClient.setQueryData(recordKey(object, String(saved.id)), saved);
      if (saved !== record) announce();
      if (held.size) {
        store.setValues(clearedHeld(held), 'load');
        for (const panel of held.keys()) announceListRefresh(panel.relation.child_object);
      }
      message.success(t('records.saved'));
      onSaved(saved);
      if (!stay) navigate(listRoute);
      else if (!record) navigate(`${listRoute}/${saved.id}`, { replace: true });
    } catch (error) {
      if (!(await childrenRefused(held, error))) serverFailed(error);
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
