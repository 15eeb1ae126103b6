import { type FormNode, isLayoutType } from '@atrium/core';
import { Empty, Form, InputNumber, Switch, Typography } from 'antd';
import { useDesignerTranslation } from '../i18n/resources/designer';
import { CommitInput } from './CommitInput';
import { FieldOptionsForm } from './FieldOptionsForm';
import { HideConditionFields } from './HideConditionFields';
import { TitleTranslations } from './TitleTranslations';

export interface SettingsProps {
  node: FormNode;
  /** The name the element is shown by. */
  label: string;
  /** The attribute's own label, for a field whose node has none. */
  attributeLabel: string | undefined;
  onOptions: (patch: Record<string, unknown>) => void;
  onText: (text: { label?: string; title?: string }) => void;
}

const isOn = (value: unknown) => value === true || value === '1';
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The settings of the selected element: row and column settings (spec 001 §5.2), tabs, sections, fields. */
export function SettingsPanel(props: SettingsProps | { node: undefined }) {
  const { t } = useDesignerTranslation();
  if (props.node === undefined)
    return (
      <aside className="atrium-designer-settings" aria-label={t('designer.settings.title')}>
        <Empty description={t('designer.settings.nothingSelected')} />
      </aside>
    );
  const { node, label } = props as SettingsProps;
  return (
    <aside
      className="atrium-designer-settings"
      aria-label={t('designer.settings.title')}
      data-testid="designer-settings"
    >
      <Typography.Title level={2} className="atrium-designer-settings__title">
        {t('designer.settings.of', { name: label })}
      </Typography.Title>
      <Form layout="vertical" size="small" key={node.id}>
        {isLayoutType(node.type) ? (
          <LayoutSettings {...(props as SettingsProps)} />
        ) : (
          <FieldOptionsForm {...(props as SettingsProps)} />
        )}
      </Form>
    </aside>
  );
}

function LayoutSettings({ node, onOptions, onText }: SettingsProps) {
  const { t } = useDesignerTranslation();
  const options = node.options ?? {};
  const size = Number(options.columnSize);
  return (
    <>
      {node.type === 'tab' || node.type === 'containerWithTitle' ? (
        <Form.Item label={t('designer.settings.tabTitle')}>
          <CommitInput
            label={t('designer.settings.tabTitle')}
            value={node.title ?? ''}
            onCommit={(title) => onText({ title })}
            testId="settings-title"
          />
        </Form.Item>
      ) : null}
      {node.type === 'tab' || node.type === 'containerWithTitle' ? (
        <TitleTranslations node={node} onOptions={onOptions} />
      ) : null}
      {node.type === 'tab' ? (
        <Form.Item label={t('designer.settings.iconName')}>
          <CommitInput
            label={t('designer.settings.iconName')}
            value={text(options.iconName)}
            onCommit={(iconName) => onOptions({ iconName })}
          />
        </Form.Item>
      ) : null}
      {node.type === 'tabs' ? (
        <Form.Item label={t('designer.settings.vertical')}>
          <Switch
            aria-label={t('designer.settings.vertical')}
            checked={isOn(options.vertical)}
            onChange={(vertical) => onOptions({ vertical })}
          />
        </Form.Item>
      ) : null}
      {node.type === 'containerWithTitle'
        ? (['toggleSection', 'defaultToggleOpen', 'hideSectionTitle'] as const).map((key) => (
            <Form.Item key={key} label={t(`designer.settings.${key}`)}>
              <Switch
                aria-label={t(`designer.settings.${key}`)}
                checked={isOn(options[key])}
                onChange={(on) => onOptions({ [key]: on })}
              />
            </Form.Item>
          ))
        : null}
      {node.type === 'col' ? (
        <Form.Item label={t('designer.settings.columnSize')}>
          <InputNumber
            aria-label={t('designer.settings.columnSize')}
            data-testid="settings-column-size"
            min={1}
            max={12}
            precision={0}
            placeholder={t('designer.settings.columnSizeHint')}
            value={Number.isInteger(size) && size >= 1 ? size : null}
            onChange={(value) => onOptions({ columnSize: value ?? undefined })}
          />
        </Form.Item>
      ) : null}
      <Form.Item label={t('designer.settings.classNames')}>
        <CommitInput
          label={t('designer.settings.classNames')}
          value={text(options.classNames)}
          onCommit={(classNames) => onOptions({ classNames })}
          testId="settings-class-names"
        />
      </Form.Item>
      <Form.Item label={t('designer.settings.customStyles')}>
        <CommitInput
          label={t('designer.settings.customStyles')}
          value={text(options.customStyles)}
          onCommit={(customStyles) => onOptions({ customStyles })}
          placeholder="margin-block: 8px;"
          multiline
        />
      </Form.Item>
      <HideConditionFields node={node} onOptions={onOptions} flagsAsText={node.type === 'tab'} />
    </>
  );
}
