import { chainTree, type ObjectDefinition, type Rule, type RuleRecord, ruleChains } from '@atrium/core';
import { useState } from 'react';
import { api } from '../app/api-client';
import { errorMessage } from '../app/api-error';
import { loadRuleRelated } from '../forms/rules/rule-related';

export interface SampleRecord {
  record: RuleRecord;
  setRecord: (change: (record: RuleRecord) => RuleRecord) => void;
  /** The related-records box as typed: JSON keyed by relation name. */
  relatedText: string;
  setRelatedText: (text: string) => void;
  load: (id: string) => Promise<void>;
  loading: boolean;
  /** Why the last load failed, as the server said it. */
  loadError: string | null;
  clear: () => void;
}

/**
 * The record Try it runs on: typed, or loaded the way the record page loads one
 * (`GET records/{object}/{id}`), with the related records the rules' chains read, loaded as the form
 * loads them (rule-related.ts) under the administrator's own access.
 */
export function useSampleRecord(definition: ObjectDefinition, rules: readonly Rule[]): SampleRecord {
  const [record, setRecordState] = useState<RuleRecord>({});
  const [relatedText, setRelatedText] = useState('');
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);

  const load = async (id: string) => {
    setLoading(true);
    setLoadError(null);
    try {
      const loaded = await api.get<RuleRecord>(`records/${definition.name}/${encodeURIComponent(id.trim())}`);
      const related = await loadRuleRelated(definition, chainTree(ruleChains([...rules])), loaded);
      setRecordState(loaded);
      const loadedAny = Object.values(related).some((value) => value !== undefined);
      setRelatedText(loadedAny ? JSON.stringify(related, null, 2) : '');
    } catch (error) {
      setLoadError(errorMessage(error));
    } finally {
      setLoading(false);
    }
  };

  return {
    record,
    setRecord: (change) => setRecordState(change),
    relatedText,
    setRelatedText,
    load,
    loading,
    loadError,
    clear: () => {
      setRecordState({});
      setRelatedText('');
    },
  };
}
