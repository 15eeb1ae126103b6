import { UploadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Form, Input, Modal, Select, Upload } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../app/api-error';
import { LoadingBlock } from '../../ui/LoadingBlock';
import { useSigningActions, useSigningChoices } from './digisign-api';
import { useDigisignTranslation } from './digisign-text';

interface Values {
  title: string;
  templateId: number;
  documentTypeId?: number;
}

/** A new request: its title, template (the document type follows it) and the PDF, sent for signing at once. */
export function NewRequestModal({ onClose }: { onClose: () => void }) {
  const { t } = useDigisignTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const choices = useSigningChoices(true);
  const { raise } = useSigningActions();
  const [file, setFile] = useState<File>();
  const [missingFile, setMissingFile] = useState(false);
  const templateId = Form.useWatch('templateId', form);
  const documentTypeId = choices.data?.templates.find(
    (template) => template.id === templateId,
  )?.document_type_id;
  const documentType = choices.data?.document_types.find((type) => type.id === documentTypeId);

  const submit = async (values: Values) => {
    if (!file) {
      setMissingFile(true);
      return;
    }
    try {
      await raise.mutateAsync({
        title: values.title.trim(),
        templateId: values.templateId,
        documentTypeId: documentTypeId ?? undefined,
        file,
      });
      void message.success(t('digisign.newRequest.sent', { title: values.title.trim() }));
      onClose();
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  return (
    <Modal
      open
      title={t('digisign.newRequest.title')}
      okText={t('digisign.newRequest.send')}
      okButtonProps={{ loading: raise.isPending, disabled: !choices.data?.templates.length }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {choices.isPending ? <LoadingBlock /> : null}
      {choices.error ? <Alert type="error" showIcon title={errorMessage(choices.error)} /> : null}
      {choices.data && choices.data.templates.length === 0 ? (
        <Alert type="info" showIcon title={t('digisign.newRequest.noTemplates')} />
      ) : null}
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item
          name="title"
          label={t('digisign.newRequest.name')}
          rules={[{ required: true, whitespace: true, message: t('digisign.newRequest.nameRequired') }]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item
          name="templateId"
          label={t('digisign.newRequest.template')}
          rules={[{ required: true, message: t('digisign.newRequest.templateRequired') }]}
        >
          <Select
            options={(choices.data?.templates ?? []).map((template) => ({
              value: template.id,
              label: template.name,
            }))}
          />
        </Form.Item>
        <Form.Item label={t('digisign.newRequest.documentType')} htmlFor="digisign-document-type">
          <Input id="digisign-document-type" value={documentType?.name ?? ''} readOnly />
        </Form.Item>
        <Form.Item
          label={t('digisign.newRequest.file')}
          required
          {...(missingFile && !file
            ? { validateStatus: 'error' as const, help: t('digisign.newRequest.fileRequired') }
            : {})}
        >
          <Upload
            accept="application/pdf,.pdf"
            maxCount={1}
            beforeUpload={(chosen) => {
              setFile(chosen);
              return false;
            }}
            onRemove={() => setFile(undefined)}
            fileList={file ? [{ uid: 'document', name: file.name, status: 'done' }] : []}
          >
            <Button icon={<UploadOutlined />}>{t('digisign.newRequest.choose')}</Button>
          </Upload>
        </Form.Item>
      </Form>
    </Modal>
  );
}
