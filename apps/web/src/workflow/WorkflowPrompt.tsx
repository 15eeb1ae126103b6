import { Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useWorkflowTranslation } from '../i18n/resources/workflow';

export interface PromptRequest {
  title: string;
  /** The question above the text box. */
  prompt: string;
  required: boolean;
  okText: string;
  danger?: boolean;
  run: (text: string) => Promise<void>;
}

/** Asks for a comment (approve, reject) or an option's input (a decision), then runs the action. */
export function WorkflowPrompt({ request, onClose }: { request: PromptRequest | null; onClose: () => void }) {
  const { t } = useWorkflowTranslation();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState(false);
  // Cleared as the dialog closes, not as it opens: an effect runs after the open dialog is painted, and
  // would wipe what someone typed at once (seen on a loaded machine).
  useEffect(() => {
    if (!request) {
      setText('');
      setMissing(false);
    }
  }, [request]);
  const submit = async () => {
    if (!request) return;
    if (request.required && text.trim() === '') {
      setMissing(true);
      return;
    }
    setBusy(true);
    try {
      await request.run(text.trim());
      onClose();
    } catch {
      // The action has shown the server's message; the dialog stays open to try again.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={request !== null}
      title={request?.title}
      okText={request?.okText}
      cancelText={t('workflow.cancel')}
      okButtonProps={{ danger: request?.danger ?? false, loading: busy }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item
          label={request?.prompt}
          required={request?.required ?? false}
          validateStatus={missing ? 'error' : undefined}
          help={missing ? t('workflow.inputRequired') : undefined}
        >
          <Input.TextArea
            aria-label={request?.prompt}
            rows={3}
            value={text}
            maxLength={4000}
            onChange={(event) => {
              setText(event.target.value);
              if (event.target.value.trim() !== '') setMissing(false);
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
