import type { Attribute, ConverterConfiguration, ObjectDefinition, RecordData } from '@atrium/core';
import { useQueries } from '@tanstack/react-query';
import { Alert, App, Card, Checkbox, Descriptions, Form, Modal, Radio, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { errorMessage, isApiError } from '../app/api-error';
import { attributeLabel, objectName } from '../i18n/metadata-labels';
import { useConversionTranslation } from '../i18n/resources/conversion';
import { definitionClient } from '../metadata/definition-client';
import { useConvert } from './conversion-api';
import {
  conversionBody,
  type DestinationChoice,
  initialChoices,
  mappedValues,
  missingRequired,
  readyToConvert,
} from './conversion-plan';
import { LinkRecordPicker, NeededValueInput } from './DestinationInputs';

const shown = (value: unknown) => (Array.isArray(value) ? value.join(', ') : String(value));

/**
 * The conversion dialog (spec 000 §4): per destination, create a new record from this one (what the
 * mapping carries over is shown, what it cannot fill is asked for) or link an existing one. One
 * request converts everything or nothing; the dialog closes once it has succeeded.
 */
export function ConversionDialog({
  definition,
  record,
  configurations,
  open,
  onClose,
}: {
  definition: ObjectDefinition;
  record: RecordData;
  configurations: readonly ConverterConfiguration[];
  open: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useConversionTranslation();
  const { message } = App.useApp();
  const convert = useConvert(definition.name, record.id);
  const [choices, setChoices] = useState(() => initialChoices(configurations));
  const destinations = useQueries({
    queries: configurations.map((c) => ({
      queryKey: ['definition', c.destination_object],
      queryFn: () => definitionClient.get(c.destination_object),
      staleTime: Number.POSITIVE_INFINITY,
    })),
  });
  const definitionOf = (index: number) => destinations[index]?.data ?? undefined;
  const included = useMemo(
    () =>
      new Set(
        configurations
          .filter((c) => choices.get(c.configuration_id)?.include)
          .map((c) => c.destination_object),
      ),
    [configurations, choices],
  );
  const missing = new Map<number, Attribute[]>();
  configurations.forEach((configuration, index) => {
    const destination = definitionOf(index);
    if (destination)
      missing.set(
        configuration.configuration_id,
        missingRequired({ configuration, destination, source: record, includedObjects: included }),
      );
  });
  const change = (id: number, next: Partial<DestinationChoice>) =>
    setChoices((current) => {
      const copy = new Map(current);
      const before = copy.get(id);
      if (before) copy.set(id, { ...before, ...next });
      return copy;
    });
  const stale = configurations.some((c) => c.problems.length > 0 && choices.get(c.configuration_id)?.include);
  const ready = !stale && destinations.every((d) => d.data) && readyToConvert(choices, missing);
  const fieldErrors = isApiError(convert.error) ? Object.entries(convert.error.errors ?? {}) : [];

  const submit = () =>
    convert.mutate(conversionBody(choices), {
      onSuccess: (links) => {
        message.success(t('conversion.converted', { count: links.length }));
        onClose();
      },
    });

  return (
    <Modal
      open={open}
      title={configurations[0]?.configuration_group_title ?? t('conversion.convert')}
      onCancel={onClose}
      onOk={submit}
      okText={t('conversion.submit')}
      cancelText={t('conversion.cancel')}
      okButtonProps={{ disabled: !ready, loading: convert.isPending }}
      width={760}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('conversion.intro')}</Typography.Paragraph>
      {convert.error ? (
        <Alert
          type="error"
          showIcon
          title={errorMessage(convert.error)}
          description={
            fieldErrors.length > 0 ? (
              <ul>
                {fieldErrors.map(([field, messages]) => (
                  <li key={field}>{messages.join(' ')}</li>
                ))}
              </ul>
            ) : undefined
          }
        />
      ) : null}
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {configurations.map((configuration, index) => {
          const id = configuration.configuration_id;
          const choice = choices.get(id);
          const destination = definitionOf(index);
          if (!choice) return null;
          const values = mappedValues(configuration, record);
          const labelOf = (name: string) => {
            const attribute = destination?.attributes.find((a) => a.name === name);
            return attribute ? attributeLabel(attribute, i18n.language) : name;
          };
          return (
            <Card
              key={id}
              size="small"
              title={
                <Checkbox
                  checked={choice.include}
                  onChange={(event) => change(id, { include: event.target.checked })}
                >
                  {t('conversion.include', { title: configuration.configuration_title })}
                </Checkbox>
              }
            >
              {configuration.problems.length > 0 ? (
                <Alert
                  type="warning"
                  showIcon
                  title={t('conversion.stale')}
                  description={configuration.problems.join(' ')}
                />
              ) : null}
              {choice.include && destination ? (
                <Space orientation="vertical" style={{ width: '100%' }}>
                  <Radio.Group
                    value={choice.action}
                    onChange={(event) => change(id, { action: event.target.value })}
                    aria-label={configuration.configuration_title}
                    options={[
                      { value: 'create', label: t('conversion.create') },
                      { value: 'link', label: t('conversion.link') },
                    ]}
                  />
                  {choice.action === 'link' ? (
                    <LinkRecordPicker
                      definition={destination}
                      value={choice.recordId}
                      onChange={(recordId) => change(id, { recordId })}
                      label={`${t('conversion.pickRecord')} (${objectName(destination, i18n.language)})`}
                    />
                  ) : (
                    <>
                      <Descriptions size="small" column={1} title={t('conversion.filled')}>
                        {Object.entries(values).map(([name, value]) => (
                          <Descriptions.Item key={name} label={labelOf(name)}>
                            {shown(value)}
                          </Descriptions.Item>
                        ))}
                      </Descriptions>
                      {Object.keys(values).length === 0 ? (
                        <Typography.Text type="secondary">{t('conversion.nothingFilled')}</Typography.Text>
                      ) : null}
                      {(missing.get(id) ?? []).length > 0 ? (
                        <Form layout="vertical" component="div">
                          <Typography.Text strong>{t('conversion.needed')}</Typography.Text>
                          {(missing.get(id) ?? []).map((attribute) => {
                            const inputId = `convert-${configuration.destination_object}-${attribute.name}`;
                            return (
                              <Form.Item
                                key={attribute.name}
                                label={labelOf(attribute.name)}
                                htmlFor={inputId}
                                required
                              >
                                <NeededValueInput
                                  id={inputId}
                                  attribute={attribute}
                                  locale={i18n.language}
                                  value={choice.values[attribute.name]}
                                  onChange={(value) =>
                                    change(id, { values: { ...choice.values, [attribute.name]: value } })
                                  }
                                />
                              </Form.Item>
                            );
                          })}
                        </Form>
                      ) : null}
                    </>
                  )}
                </Space>
              ) : null}
            </Card>
          );
        })}
      </Space>
    </Modal>
  );
}
