import type { ObjectDefinition, RecordData } from '@atrium/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Form } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api-client';
import { errorMessage, isApiError } from '../../../app/api-error';
import { FIELD_WIDGETS } from '../registry';
import { createFields } from './create-fields';

export interface LookupCreateFormProps {
  definition: ObjectDefinition;
  /** Values the new record starts with (`passFiltersToCreate`). */
  initial: Readonly<Record<string, unknown>>;
  onCreated: (record: RecordData) => void;
  onCancel: () => void;
}

/**
 * The quick-create form of a lookup's 'Add new': the new record's label and required fields, drawn with
 * the same widgets as any form; the server validates it like every create.
 */
export function LookupCreateForm({ definition, initial, onCreated, onCancel }: LookupCreateFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<string, unknown>>(() => ({ ...initial }));
  const fields = useMemo(() => createFields(definition), [definition]);
  const create = useMutation({
    mutationFn: () => api.post<RecordData>(definition.api_endpoint, values),
    onSuccess: async (record) => {
      await queryClient.invalidateQueries({ queryKey: ['records', definition.name] });
      onCreated(record);
    },
  });
  const fieldErrors = isApiError(create.error) ? (create.error.errors ?? {}) : {};
  const change = (next: Record<string, unknown>) => setValues((current) => ({ ...current, ...next }));
  return (
    <Form layout="vertical" onFinish={() => create.mutate()}>
      {create.isError && (
        <Alert
          type="error"
          showIcon
          title={t('widgets.lookup.createFailed', { message: errorMessage(create.error) })}
          style={{ marginBottom: 12 }}
        />
      )}
      {fields.map((attribute) => {
        const { Input } = FIELD_WIDGETS[attribute.type];
        const inputId = `lookup_create_${definition.name}_${attribute.name}`;
        const errors = fieldErrors[attribute.name] ?? [];
        return (
          <Form.Item
            key={attribute.name}
            label={attribute.label}
            htmlFor={inputId}
            required={attribute.options.required === true}
            validateStatus={errors.length > 0 ? 'error' : undefined}
            help={errors.length > 0 ? errors.join(' ') : undefined}
          >
            <Input
              node={{ id: inputId, type: attribute.type, attributeName: attribute.name }}
              attribute={attribute}
              definition={definition}
              record={values}
              value={values[attribute.name]}
              onChange={(value) => change({ [attribute.name]: value })}
              onBatchChange={change}
              readOnly={create.isPending}
              required={attribute.options.required === true}
              isNew
              allowedOptions={undefined}
              errors={errors}
              inputId={inputId}
            />
          </Form.Item>
        );
      })}
      <Flex justify="end" gap={8}>
        <Button onClick={onCancel}>{t('widgets.lookup.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          {t('widgets.lookup.create')}
        </Button>
      </Flex>
    </Form>
  );
}
