import type { ObjectDefinition } from '@atrium/core';
import { Col, Form, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRequired, storageOf, storedAttributes } from '../record-fields';
import { FieldInput } from './FieldInput';

interface RecordFieldsProps {
  definition: ObjectDefinition;
  record: Record<string, unknown>;
  readOnly: boolean;
}

/** Every stored attribute of the object as a labelled input, two to a row on wide screens. */
export function RecordFields({ definition, record, readOnly }: RecordFieldsProps) {
  const { t } = useTranslation();
  const attributes = storedAttributes(definition).filter(
    (attribute) => storageOf(attribute) !== 'polymorphicReference',
  );
  return (
    <Row gutter={16}>
      {attributes.map((attribute) => (
        <Col key={attribute.name} xs={24} md={12}>
          <Form.Item
            name={attribute.name}
            label={attribute.label}
            valuePropName={storageOf(attribute) === 'boolean' ? 'checked' : 'value'}
            rules={
              isRequired(attribute) && storageOf(attribute) !== 'boolean'
                ? [{ required: true, message: t('records.required', { label: attribute.label }) }]
                : []
            }
          >
            <FieldInput definition={definition} attribute={attribute} record={record} disabled={readOnly} />
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}
