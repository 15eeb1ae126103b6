import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type AttributeMap,
  type ConverterConfiguration,
  compatibleDestinations,
  convertibleAttribute,
  type DestinationRelation,
  lookupTarget,
  type ObjectDefinition,
} from '@atrium/core';
import { Alert, App, Button, Drawer, Form, Input, InputNumber, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage, isApiError } from '../app/api-error';
import { useCreatorObjects, useObjectDefinition } from '../creator/creator-api';
import { useConversionTranslation } from '../i18n/resources/conversion';
import { useSaveMapping } from './conversion-api';
import { type DefaultRow, DefaultValueRows, defaultsOf } from './DefaultValueRows';

/** A row of the editor; `key` keeps its inputs in place while rows above it are removed. */
type Pair = { key: number; source: string | undefined; destination: string | undefined };
type Lookup = { key: number; name: string | undefined };

let nextRow = 0;
const rowKey = () => {
  nextRow += 1;
  return nextRow;
};

/**
 * Edits how records of `source` fill one destination object: attribute pairs, lookups between
 * destinations, and constant values. The objects it may convert into are the creator's (every
 * object) unless `destinations` names them, as a module's configuration page does.
 */
export function MappingDrawer({
  source,
  configuration,
  destinations,
  onClose,
}: {
  source: ObjectDefinition;
  configuration: ConverterConfiguration | null;
  destinations?: readonly ObjectDefinition[] | undefined;
  onClose: () => void;
}) {
  const { t } = useConversionTranslation();
  const { message } = App.useApp();
  const objects = useCreatorObjects(destinations === undefined);
  const save = useSaveMapping();
  const [destinationName, setDestinationName] = useState(configuration?.destination_object);
  const destination = useObjectDefinition(destinations ? undefined : destinationName);
  const [groupTitle, setGroupTitle] = useState(configuration?.configuration_group_title ?? '');
  const [title, setTitle] = useState(configuration?.configuration_title ?? '');
  const [position, setPosition] = useState(configuration?.position ?? 0);
  const [pairs, setPairs] = useState<Pair[]>(() =>
    (configuration?.map ?? []).map((p) => ({ ...p, key: rowKey() })),
  );
  const [relations, setRelations] = useState<Lookup[]>(() =>
    (configuration?.relations ?? []).map((r) => ({ key: rowKey(), name: r.destination })),
  );
  const [defaults, setDefaults] = useState<DefaultRow[]>(() =>
    Object.entries(configuration?.defaults ?? {}).map(([name, value]) => ({ key: rowKey(), name, value })),
  );
  const target = destinations ? destinations.find((o) => o.name === destinationName) : destination.data;
  const sourceAttributes = source.attributes.filter((a) => convertibleAttribute(source, a.name));
  const lookups = target ? target.attributes.filter((a) => lookupTarget(target, a.name) !== undefined) : [];
  const serverErrors = isApiError(save.error) ? Object.entries(save.error.errors ?? {}) : [];

  const onSave = () => {
    if (!destinationName || !target) return;
    const map: AttributeMap[] = pairs.flatMap((p) =>
      p.source && p.destination ? [{ source: p.source, destination: p.destination }] : [],
    );
    const related: DestinationRelation[] = relations.flatMap(({ name }) => {
      const object = name ? lookupTarget(target, name) : undefined;
      return name && object ? [{ destination: name, object }] : [];
    });
    save.mutate(
      {
        sourceObjectName: source.name,
        destinationObjectName: destinationName,
        sourceObjectValue: groupTitle.trim() || undefined,
        destinationObjectValue: title.trim() || undefined,
        map,
        relations: related,
        defaults: defaultsOf(defaults),
        position,
      },
      {
        onSuccess: () => {
          message.success(t('conversion.mapping.saved'));
          onClose();
        },
      },
    );
  };

  return (
    <Drawer open title={t('conversion.mapping.title')} onClose={onClose} size="large" destroyOnHidden>
      {save.error ? (
        <Alert
          type="error"
          showIcon
          title={errorMessage(save.error)}
          description={
            serverErrors.length > 0 ? (
              <ul>
                {serverErrors.map(([field, messages]) => (
                  <li key={field}>{messages.join(' ')}</li>
                ))}
              </ul>
            ) : undefined
          }
        />
      ) : null}
      <Form layout="vertical" onFinish={onSave}>
        <Form.Item label={t('conversion.mapping.destination')} htmlFor="mapping-destination" required>
          <Select
            id="mapping-destination"
            value={destinationName}
            disabled={configuration !== null}
            onChange={(name: string) => {
              setDestinationName(name);
              setPairs([]);
              setRelations([]);
              setDefaults([]);
            }}
            options={(destinations ?? objects.data ?? [])
              .filter((o) => o.name !== source.name)
              .map((o) => ({ value: o.name, label: `${o.display_name} (${o.name})` }))}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
        <Space wrap>
          <Form.Item label={t('conversion.mapping.groupTitle')} htmlFor="mapping-group-title">
            <Input
              id="mapping-group-title"
              value={groupTitle}
              onChange={(e) => setGroupTitle(e.target.value)}
            />
          </Form.Item>
          <Form.Item label={t('conversion.mapping.destinationTitle')} htmlFor="mapping-title">
            <Input id="mapping-title" value={title} onChange={(e) => setTitle(e.target.value)} />
          </Form.Item>
          <Form.Item label={t('conversion.mapping.position')} htmlFor="mapping-position">
            <InputNumber
              id="mapping-position"
              min={0}
              max={1000}
              value={position}
              onChange={(v) => setPosition(v ?? 0)}
            />
          </Form.Item>
        </Space>
        {target ? (
          <>
            <Typography.Title level={5}>{t('conversion.mapping.attributes')}</Typography.Title>
            {pairs.map((pair, index) => (
              <Space key={pair.key} align="start" wrap>
                <Select
                  aria-label={`${t('conversion.mapping.from')} ${index + 1}`}
                  placeholder={t('conversion.mapping.from')}
                  value={pair.source}
                  style={{ minWidth: 220 }}
                  onChange={(name: string) =>
                    setPairs(
                      pairs.map((p, i) =>
                        i === index ? { key: p.key, source: name, destination: undefined } : p,
                      ),
                    )
                  }
                  options={sourceAttributes.map((a) => ({ value: a.name, label: `${a.label} (${a.type})` }))}
                />
                <Select
                  aria-label={`${t('conversion.mapping.to')} ${index + 1}`}
                  placeholder={t('conversion.mapping.to')}
                  value={pair.destination}
                  style={{ minWidth: 220 }}
                  onChange={(name: string) =>
                    setPairs(pairs.map((p, i) => (i === index ? { ...p, destination: name } : p)))
                  }
                  options={(pair.source ? compatibleDestinations(source, pair.source, target) : []).map(
                    (a) => ({
                      value: a.name,
                      label: `${a.label} (${a.type})`,
                    }),
                  )}
                />
                <Button
                  aria-label={t('conversion.mapping.remove')}
                  icon={<DeleteOutlined aria-hidden />}
                  onClick={() => setPairs(pairs.filter((_, i) => i !== index))}
                />
              </Space>
            ))}
            <Button
              icon={<PlusOutlined aria-hidden />}
              onClick={() =>
                setPairs([...pairs, { key: rowKey(), source: undefined, destination: undefined }])
              }
            >
              {t('conversion.mapping.addPair')}
            </Button>
            <Typography.Title level={5}>{t('conversion.mapping.relations')}</Typography.Title>
            {relations.map(({ key, name }, index) => (
              <Space key={key} align="start">
                <Select
                  aria-label={`${t('conversion.mapping.lookup')} ${index + 1}`}
                  value={name}
                  style={{ minWidth: 220 }}
                  onChange={(next: string) =>
                    setRelations(relations.map((r, i) => (i === index ? { key: r.key, name: next } : r)))
                  }
                  options={lookups.map((a) => ({
                    value: a.name,
                    label: `${a.label} → ${lookupTarget(target, a.name)}`,
                  }))}
                />
                <Button
                  aria-label={t('conversion.mapping.remove')}
                  icon={<DeleteOutlined aria-hidden />}
                  onClick={() => setRelations(relations.filter((_, i) => i !== index))}
                />
              </Space>
            ))}
            <Button
              icon={<PlusOutlined aria-hidden />}
              onClick={() => setRelations([...relations, { key: rowKey(), name: undefined }])}
            >
              {t('conversion.mapping.addRelation')}
            </Button>
            <DefaultValueRows
              destination={target}
              rows={defaults}
              taken={
                new Set([
                  ...pairs.flatMap((p) => (p.destination ? [p.destination] : [])),
                  ...relations.flatMap((r) => (r.name ? [r.name] : [])),
                ])
              }
              newKey={rowKey}
              onChange={setDefaults}
            />
          </>
        ) : null}
        <div style={{ marginTop: 24 }}>
          <Button type="primary" htmlType="submit" loading={save.isPending} disabled={!target}>
            {t('conversion.mapping.save')}
          </Button>
        </div>
      </Form>
    </Drawer>
  );
}
