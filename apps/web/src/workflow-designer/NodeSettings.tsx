import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type {
  ApproverSource,
  FieldValue,
  NodeOfKind,
  ObjectDefinition,
  Recipient,
  WorkflowNode,
} from '@atrium/core';
import { Button, Checkbox, Form, InputNumber, Select, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { CommitInput } from '../designer/CommitInput';
import { SourcesEditor } from './SourcesEditor';
import { TriggerSettings } from './TriggerSettings';

/** A field of the record, as the node settings offer it. */
export interface FieldPick {
  value: string;
  label: string;
}

interface NodeSettingsProps {
  node: WorkflowNode;
  fields: readonly FieldPick[];
  /** The object the workflow runs on: a trigger's requirement is a condition on its fields. */
  object: ObjectDefinition | null | undefined;
  onChange: (node: WorkflowNode) => void;
}

const APPROVER_KINDS: readonly ApproverSource['kind'][] = ['users', 'role', 'field'];
const RECIPIENT_KINDS: readonly Recipient['kind'][] = ['starter', 'users', 'role', 'field'];

/** A node's settings in the side panel: its label, then what its kind needs. One commit is one undo step. */
export function NodeSettings({ node, fields, object, onChange }: NodeSettingsProps) {
  const { t } = useTranslation();
  return (
    <Form layout="vertical" component="div" data-testid="wf-node-settings">
      <Form.Item label={t('workflowDesigner.node.id')}>
        <code data-testid="wf-node-settings-id">{node.id}</code>
      </Form.Item>
      <Form.Item label={t('workflowDesigner.node.label')}>
        <CommitInput
          label={t('workflowDesigner.node.label')}
          value={node.label}
          testId="wf-node-label"
          onCommit={(label) => onChange({ ...node, label })}
        />
      </Form.Item>
      <KindSettings node={node} fields={fields} object={object} onChange={onChange} />
    </Form>
  );
}

function KindSettings({ node, fields, object, onChange }: NodeSettingsProps) {
  const { t } = useTranslation();
  switch (node.kind) {
    case 'MANUAL_TRIGGER':
      return <TriggerSettings node={node} object={object} onChange={onChange} />;
    case 'DECISION':
      return <DecisionOptions node={node} onChange={onChange} />;
    case 'APPROVAL':
      return (
        <>
          <Form.Item label={t('workflowDesigner.node.approvers')}>
            <SourcesEditor
              sources={node.approvers}
              kinds={APPROVER_KINDS}
              fields={fields}
              testId="wf-approvers"
              onChange={(approvers) => onChange({ ...node, approvers })}
            />
          </Form.Item>
          <Form.Item label={t('workflowDesigner.node.policy')}>
            <Space>
              <Select
                aria-label={t('workflowDesigner.node.policy')}
                style={{ inlineSize: 150 }}
                value={node.policy.kind}
                options={(['any', 'all', 'quorum'] as const).map((kind) => ({
                  value: kind,
                  label: t(`workflowDesigner.policy.${kind}`),
                }))}
                onChange={(kind) =>
                  onChange({ ...node, policy: kind === 'quorum' ? { kind, count: 2 } : { kind } })
                }
              />
              {node.policy.kind === 'quorum' ? (
                <InputNumber
                  aria-label={t('workflowDesigner.policy.count')}
                  min={1}
                  max={100}
                  value={node.policy.count}
                  onChange={(count) => onChange({ ...node, policy: { kind: 'quorum', count: count ?? 1 } })}
                />
              ) : null}
            </Space>
          </Form.Item>
          <Form.Item label={t('workflowDesigner.node.selfApproval')}>
            <Switch
              aria-label={t('workflowDesigner.node.selfApproval')}
              checked={node.allowSelfApproval}
              onChange={(allowSelfApproval) => onChange({ ...node, allowSelfApproval })}
            />
          </Form.Item>
        </>
      );
    case 'SET_FIELDS':
      return <FieldValues node={node} fields={fields} onChange={onChange} />;
    case 'NOTIFY':
      return (
        <>
          <Form.Item label={t('workflowDesigner.node.recipients')}>
            <SourcesEditor
              sources={node.recipients}
              kinds={RECIPIENT_KINDS}
              fields={fields}
              testId="wf-recipients"
              onChange={(recipients) => onChange({ ...node, recipients })}
            />
          </Form.Item>
          <Form.Item label={t('workflowDesigner.node.subject')}>
            <CommitInput
              label={t('workflowDesigner.node.subject')}
              value={node.subject}
              onCommit={(subject) => onChange({ ...node, subject })}
            />
          </Form.Item>
          <Form.Item label={t('workflowDesigner.node.message')}>
            <CommitInput
              multiline
              label={t('workflowDesigner.node.message')}
              value={node.message}
              onCommit={(message) => onChange({ ...node, message })}
            />
          </Form.Item>
          <Checkbox
            checked={node.email}
            onChange={(event) => onChange({ ...node, email: event.target.checked })}
          >
            {t('workflowDesigner.node.email')}
          </Checkbox>
        </>
      );
    case 'WAIT':
      return (
        <Form.Item label={t('workflowDesigner.node.waitUntil')}>
          <Space.Compact style={{ inlineSize: '100%' }}>
            <Select
              aria-label={t('workflowDesigner.node.waitUntil')}
              style={{ inlineSize: 140 }}
              value={node.until.kind}
              options={(['duration', 'field'] as const).map((kind) => ({
                value: kind,
                label: t(`workflowDesigner.wait.${kind}`),
              }))}
              onChange={(kind) =>
                onChange({
                  ...node,
                  until:
                    kind === 'duration' ? { kind, minutes: 60 } : { kind, field: fields[0]?.value ?? '' },
                })
              }
            />
            {node.until.kind === 'duration' ? (
              <InputNumber
                aria-label={t('workflowDesigner.wait.minutes')}
                min={0}
                max={525_600}
                value={node.until.minutes}
                addonAfter={t('workflowDesigner.wait.minutes')}
                onChange={(minutes) =>
                  onChange({ ...node, until: { kind: 'duration', minutes: minutes ?? 0 } })
                }
              />
            ) : (
              <Select
                aria-label={t('workflowDesigner.wait.field')}
                style={{ flex: 1 }}
                value={node.until.field}
                options={[...fields]}
                onChange={(field) => onChange({ ...node, until: { kind: 'field', field } })}
              />
            )}
          </Space.Compact>
        </Form.Item>
      );
    case 'SUB_WORKFLOW':
      return (
        <>
          <Form.Item label={t('workflowDesigner.node.subWorkflow')}>
            <CommitInput
              label={t('workflowDesigner.node.subWorkflow')}
              value={node.workflow}
              onCommit={(workflow) => onChange({ ...node, workflow })}
            />
          </Form.Item>
          <Form.Item label={t('workflowDesigner.node.recordField')}>
            <Select
              allowClear
              aria-label={t('workflowDesigner.node.recordField')}
              placeholder={t('workflowDesigner.node.sameRecord')}
              value={node.recordField}
              options={[...fields]}
              onChange={(recordField: string | undefined) => {
                const { recordField: _dropped, ...rest } = node;
                onChange(recordField ? { ...rest, recordField } : rest);
              }}
            />
          </Form.Item>
        </>
      );
    case 'END':
      return null;
  }
}

function DecisionOptions({
  node,
  onChange,
}: {
  node: NodeOfKind<'DECISION'>;
  onChange: (node: WorkflowNode) => void;
}) {
  const { t } = useTranslation();
  const options = node.options;
  const replace = (index: number, next: (typeof options)[number]) =>
    onChange({ ...node, options: options.map((option, at) => (at === index ? next : option)) });
  return (
    <Form.Item label={t('workflowDesigner.node.options')}>
      <Space orientation="vertical" size={6} style={{ inlineSize: '100%' }}>
        {options.map((option, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an option's name is what is being edited
          <div key={index} className="atrium-wf-row">
            <Space.Compact style={{ inlineSize: '100%' }}>
              <CommitInput
                label={t('workflowDesigner.node.optionName')}
                placeholder={t('workflowDesigner.node.optionName')}
                value={option.name}
                testId={`wf-option-name-${index}`}
                onCommit={(name) => replace(index, { ...option, name })}
              />
              <CommitInput
                label={t('workflowDesigner.node.optionLabel')}
                placeholder={t('workflowDesigner.node.optionLabel')}
                value={option.label}
                testId={`wf-option-label-${index}`}
                onCommit={(label) => replace(index, { ...option, label })}
              />
              <Button
                icon={<DeleteOutlined />}
                aria-label={t('workflowDesigner.actions.remove')}
                onClick={() => onChange({ ...node, options: options.filter((_, at) => at !== index) })}
              />
            </Space.Compact>
            <Checkbox
              checked={option.input !== undefined}
              onChange={(event) => {
                const { input: _dropped, ...rest } = option;
                replace(
                  index,
                  event.target.checked ? { ...rest, input: { prompt: option.label, required: true } } : rest,
                );
              }}
            >
              {t('workflowDesigner.node.asksInput')}
            </Checkbox>
            {option.input ? (
              <CommitInput
                label={t('workflowDesigner.node.prompt')}
                placeholder={t('workflowDesigner.node.prompt')}
                value={option.input.prompt}
                onCommit={(prompt) =>
                  replace(index, { ...option, input: { prompt, required: option.input?.required ?? true } })
                }
              />
            ) : null}
          </div>
        ))}
        <Button
          size="small"
          icon={<PlusOutlined />}
          data-testid="wf-option-add"
          onClick={() => {
            const taken = new Set(options.map((option) => option.name));
            let n = options.length + 1;
            while (taken.has(`option${n}`)) n += 1;
            onChange({ ...node, options: [...options, { name: `option${n}`, label: `Option ${n}` }] });
          }}
        >
          {t('workflowDesigner.actions.addOption')}
        </Button>
      </Space>
    </Form.Item>
  );
}

function FieldValues({
  node,
  fields,
  onChange,
}: {
  node: NodeOfKind<'SET_FIELDS'>;
  fields: readonly FieldPick[];
  onChange: (node: WorkflowNode) => void;
}) {
  const { t } = useTranslation();
  const entries = Object.entries(node.values);
  const write = (next: [string, FieldValue][]) => onChange({ ...node, values: Object.fromEntries(next) });
  return (
    <Form.Item label={t('workflowDesigner.node.values')}>
      <Space orientation="vertical" size={6} style={{ inlineSize: '100%' }}>
        {entries.map(([field, value], index) => (
          <div key={field} className="atrium-wf-row">
            <Space.Compact style={{ inlineSize: '100%' }}>
              <Select
                aria-label={t('workflowDesigner.node.field')}
                style={{ flex: 1 }}
                showSearch
                value={field}
                options={fields.filter((choice) => choice.value === field || !(choice.value in node.values))}
                onChange={(renamed: string) =>
                  write(entries.map((entry, at) => (at === index ? [renamed, value] : entry)))
                }
              />
              <Select
                aria-label={t('workflowDesigner.node.valueKind')}
                style={{ inlineSize: 130 }}
                value={value.kind}
                options={(['value', 'expression'] as const).map((kind) => ({
                  value: kind,
                  label: t(`workflowDesigner.values.${kind}`),
                }))}
                onChange={(kind) =>
                  write(
                    entries.map((entry, at) =>
                      at === index
                        ? [field, kind === 'value' ? { kind, value: '' } : { kind, expression: field }]
                        : entry,
                    ),
                  )
                }
              />
              <Button
                icon={<DeleteOutlined />}
                aria-label={t('workflowDesigner.actions.remove')}
                onClick={() => write(entries.filter((_, at) => at !== index))}
              />
            </Space.Compact>
            <CommitInput
              label={t(`workflowDesigner.values.${value.kind}`)}
              value={value.kind === 'value' ? String(value.value ?? '') : value.expression}
              testId={`wf-value-${field}`}
              onCommit={(text) =>
                write(
                  entries.map((entry, at) =>
                    at === index
                      ? [
                          field,
                          value.kind === 'value'
                            ? { kind: 'value', value: text }
                            : { kind: 'expression', expression: text },
                        ]
                      : entry,
                  ),
                )
              }
            />
          </div>
        ))}
        <Button
          size="small"
          icon={<PlusOutlined />}
          data-testid="wf-value-add"
          disabled={fields.every((choice) => choice.value in node.values)}
          onClick={() => {
            const free = fields.find((choice) => !(choice.value in node.values));
            if (free) write([...entries, [free.value, { kind: 'value', value: '' }]]);
          }}
        >
          {t('workflowDesigner.actions.addField')}
        </Button>
      </Space>
    </Form.Item>
  );
}
