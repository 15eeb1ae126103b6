import {
  type Attribute,
  type CompiledRuleSet,
  type ConstantOperand,
  compileRules,
  type ObjectDefinition,
  type Rule,
  type RuleCompileContext,
  RuleCompileError,
  type RuleTrace,
  rulePermissions,
} from '@atrium/core';
import { Alert, Button, Card, Form, Input, Select, Space, Switch, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useRuleEditorTranslation } from '../i18n/resources/rule-editor';
import { useSession } from '../session/useSession';
import { ConstantInput } from './ConstantInput';
import { dataTypeOf, selectItems } from './operand-kinds';
import { attributesRead, parseRelated, sampleKind, withSample } from './sample-values';
import { type TryItOutcome, TryItResult } from './TryItResult';
import { useSampleRecord } from './useSampleRecord';

interface TryItPanelProps {
  definition: ObjectDefinition;
  rules: readonly Rule[];
  /** What the editor checks the rules against: Try it compiles with the same. */
  context: RuleCompileContext;
}

function run(
  rules: readonly Rule[],
  compile: () => CompiledRuleSet,
  evaluate: (compiled: CompiledRuleSet) => RuleTrace,
): TryItOutcome {
  if (rules.length === 0) return undefined;
  try {
    return { trace: evaluate(compile()) };
  } catch (error) {
    if (error instanceof RuleCompileError) return { errors: error.issues.map((issue) => issue.message) };
    throw error;
  }
}

/** The sample box's value for a record value: constants hold text, numbers or lists. */
function inputOf(value: unknown): ConstantOperand['data']['input'] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'number') return value;
  return value === undefined || value === null ? '' : String(value);
}

/**
 * Try it: the rules run with the engine the form uses (compileRules, then trace) against sample values
 * typed here or loaded from a record, for the signed-in user holding the permissions ticked here.
 */
export function TryItPanel({ definition, rules, context }: TryItPanelProps) {
  const { t } = useRuleEditorTranslation();
  const profileId = useSession().profile?.id ?? 0;
  const sample = useSampleRecord(definition, rules);
  const [granted, setGranted] = useState<string[]>([]);
  const [everyAttribute, setEveryAttribute] = useState(false);
  const [recordId, setRecordId] = useState('');
  const asked = useMemo(() => rulePermissions([...rules]), [rules]);
  const read = useMemo(() => attributesRead(rules), [rules]);
  const related = useMemo(() => parseRelated(sample.relatedText), [sample.relatedText]);
  const shown = definition.attributes.filter((attribute) => everyAttribute || read.has(attribute.name));
  const labels = useMemo(
    () => new Map(definition.attributes.map((attribute) => [attribute.name, attribute.label])),
    [definition],
  );
  const { record } = sample;
  const outcome = useMemo(() => {
    const user = {
      id: profileId,
      permissions: granted,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    };
    const relatedRecords = 'related' in related ? related.related : {};
    return run(
      rules,
      () => compileRules(rules, context),
      (compiled) => compiled.trace(record, user, relatedRecords),
    );
  }, [rules, context, record, related, profileId, granted]);
  const sampleBox = (attribute: Attribute) => {
    const kind = sampleKind(attribute);
    return (
      <Form.Item key={attribute.name} label={attribute.label} style={{ marginBlockEnd: 8 }}>
        <ConstantInput
          kind={kind}
          items={selectItems(attribute)}
          value={{
            type: 'CONSTANTS',
            data: { dataType: dataTypeOf(kind), input: inputOf(record[attribute.name]) },
          }}
          label={t('ruleEditor.tryIt.sample', { label: attribute.label })}
          onChange={(operand) =>
            sample.setRecord((current) => withSample(current, attribute.name, operand.data.input))
          }
        />
      </Form.Item>
    );
  };
  return (
    <Card
      role="region"
      aria-label={t('ruleEditor.tryIt.title')}
      title={t('ruleEditor.tryIt.title')}
      size="small"
    >
      <Typography.Paragraph type="secondary">{t('ruleEditor.tryIt.intro')}</Typography.Paragraph>
      <Space wrap style={{ marginBlockEnd: 12 }}>
        <Input
          aria-label={t('ruleEditor.tryIt.recordId')}
          placeholder={t('ruleEditor.tryIt.recordId')}
          value={recordId}
          onChange={(event) => setRecordId(event.target.value)}
        />
        <Button
          loading={sample.loading}
          disabled={recordId.trim() === ''}
          onClick={() => void sample.load(recordId)}
        >
          {t('ruleEditor.tryIt.load')}
        </Button>
        <Button onClick={sample.clear}>{t('ruleEditor.tryIt.clear')}</Button>
        <Space>
          <Switch
            aria-label={t('ruleEditor.tryIt.everyAttribute')}
            checked={everyAttribute}
            onChange={setEveryAttribute}
          />
          <span>{t('ruleEditor.tryIt.everyAttribute')}</span>
        </Space>
      </Space>
      {sample.loadError ? (
        <Alert
          type="error"
          showIcon
          title={t('ruleEditor.tryIt.loadFailed', { reason: sample.loadError })}
          style={{ marginBlockEnd: 12 }}
        />
      ) : null}
      <Form layout="vertical" component="div">
        <Space wrap align="start">
          {shown.map(sampleBox)}
        </Space>
        {asked.length > 0 ? (
          <Form.Item label={t('ruleEditor.tryIt.permissions')}>
            <Select
              mode="multiple"
              aria-label={t('ruleEditor.tryIt.permissions')}
              value={granted}
              options={asked.map((permission) => ({ value: permission, label: permission }))}
              onChange={setGranted}
            />
          </Form.Item>
        ) : null}
        <Form.Item
          label={t('ruleEditor.tryIt.related')}
          validateStatus={'error' in related ? 'error' : undefined}
          help={'error' in related ? t('ruleEditor.tryIt.relatedInvalid') : t('ruleEditor.tryIt.relatedHelp')}
        >
          <Input.TextArea
            aria-label={t('ruleEditor.tryIt.related')}
            autoSize={{ minRows: 2, maxRows: 10 }}
            value={sample.relatedText}
            onChange={(event) => sample.setRelatedText(event.target.value)}
          />
        </Form.Item>
      </Form>
      <TryItResult outcome={outcome} labels={labels} />
    </Card>
  );
}
