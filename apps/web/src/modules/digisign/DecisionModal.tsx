import type { DigisignRequestSummary } from '@atrium/core';
import { App, Form, Input, Modal, Typography } from 'antd';
import { errorMessage } from '../../app/api-error';
import { useSigningActions } from './digisign-api';
import { useDigisignTranslation } from './digisign-text';

export type Decision = 'sign' | 'decline';

interface DecisionModalProps {
  request: DigisignRequestSummary;
  decision: Decision;
  onClose: () => void;
}

/** Signing (a comment optional) or declining (the reason required) one request, in place. */
export function DecisionModal({ request, decision, onClose }: DecisionModalProps) {
  const { t } = useDigisignTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ comment?: string }>();
  const { decide } = useSigningActions();
  const declining = decision === 'decline';

  const submit = async ({ comment }: { comment?: string }) => {
    try {
      await decide.mutateAsync({ id: request.id, decision, comment: comment?.trim() ?? '' });
      void message.success(
        t(declining ? 'digisign.signatures.declined' : 'digisign.signatures.signed', {
          title: request.title,
        }),
      );
      onClose();
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  return (
    <Modal
      open
      title={t(declining ? 'digisign.signatures.declineTitle' : 'digisign.signatures.signTitle', {
        title: request.title,
      })}
      okText={t(declining ? 'digisign.signatures.decline' : 'digisign.signatures.sign')}
      okButtonProps={{ danger: declining, loading: decide.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {t(declining ? 'digisign.signatures.declineHint' : 'digisign.signatures.signHint')}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item
          name="comment"
          label={t(declining ? 'digisign.signatures.reason' : 'digisign.signatures.comment')}
          rules={
            declining
              ? [{ required: true, whitespace: true, message: t('digisign.signatures.reasonRequired') }]
              : []
          }
        >
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
