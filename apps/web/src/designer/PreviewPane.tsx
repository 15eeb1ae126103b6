import {
  createRuleSession,
  type FormNode,
  type NewAttribute,
  type ObjectDefinition,
  type Rule,
} from '@atrium/core';
import { Alert, Button, Space, Switch, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { FIELD_WIDGETS } from '../forms/field-widgets/registry';
import { FormRenderer } from '../forms/renderer/FormRenderer';
import { FormStore } from '../forms/renderer/form-store';
import { coreConditions } from '../forms/rules/core-conditions';
import { compileFormRules } from '../forms/rules/form-rules';
import { useRuleUser } from '../forms/rules/useRuleUser';
import { useDesignerTranslation } from '../i18n/resources/designer';

interface PreviewPaneProps {
  body: FormNode;
  rules: readonly Rule[];
  definition: ObjectDefinition;
  newAttributes: readonly NewAttribute[];
}

// New attributes have no id until saved; the preview gives them ids no stored attribute can have.
const PREVIEW_ID_BASE = 2_000_000_000;

/** The object as the preview sees it: its attributes and the ones this session created, under their temporary ids. */
export function previewDefinition(
  definition: ObjectDefinition,
  created: readonly NewAttribute[],
): ObjectDefinition {
  if (created.length === 0) return definition;
  return {
    ...definition,
    attributes: [
      ...definition.attributes,
      ...created.map((attribute, index) => ({
        id: PREVIEW_ID_BASE + index,
        name: attribute.tempId,
        label: attribute.label,
        type: attribute.type,
        options: attribute.options,
      })),
    ],
  };
}

/**
 * The Preview tab: the form drawn by the app's own renderer with its rules running, over a sample
 * record the administrator fills in on the form itself. Permission conditions are judged against the
 * administrator's own permissions. "New record" switches hideOnCreate and hideOnDetail; Reset empties
 * the sample.
 */
export function PreviewPane({ body, rules, definition, newAttributes }: PreviewPaneProps) {
  const { t } = useDesignerTranslation();
  const { user, ready } = useRuleUser(rules);
  const [isNew, setIsNew] = useState(true);
  const [store, setStore] = useState(() => new FormStore({}));
  const shownDefinition = useMemo(
    () => previewDefinition(definition, newAttributes),
    [definition, newAttributes],
  );
  const compiled = useMemo(() => compileFormRules(rules, shownDefinition), [rules, shownDefinition]);
  const runner = useMemo(
    () => (compiled && ready ? createRuleSession(compiled, user) : undefined),
    [compiled, ready, user],
  );
  return (
    <section
      className="atrium-designer-preview"
      aria-label={t('designer.preview.label')}
      data-testid="designer-preview"
    >
      <Space wrap className="atrium-designer-preview__bar">
        <Typography.Text type="secondary">{t('designer.preview.hint')}</Typography.Text>
        <Switch
          checked={isNew}
          onChange={setIsNew}
          checkedChildren={t('designer.preview.newRecord')}
          unCheckedChildren={t('designer.preview.existingRecord')}
          aria-label={t('designer.preview.newRecord')}
        />
        <Button onClick={() => setStore(new FormStore({}))}>{t('designer.preview.reset')}</Button>
      </Space>
      {rules.length > 0 && compiled === undefined ? (
        <Alert type="warning" showIcon title={t('designer.preview.rulesBroken')} />
      ) : null}
      <FormRenderer
        key={isNew ? 'new' : 'existing'}
        schema={body}
        definition={shownDefinition}
        store={store}
        widgets={FIELD_WIDGETS}
        conditions={coreConditions}
        rules={runner}
        isNew={isNew}
      />
    </section>
  );
}
