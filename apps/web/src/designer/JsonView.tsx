import { type FormNode, formNodeSchema } from '@atrium/core';
import { Alert, Button, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useDesignerTranslation } from '../i18n/resources/designer';

/** The schema as JSON, exactly as the save sends it before cleaning: `JSON.parse` gives the same tree back. */
export function formatSchema(body: FormNode): string {
  return JSON.stringify(body, null, 2);
}

type Parsed = { ok: true; body: FormNode } | { ok: false; errors: string[] };

/** JSON text to a form body, checked with core's formNodeSchema; nothing invalid gets through. */
export function parseSchema(text: string): Parsed {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { ok: false, errors: [error instanceof Error ? error.message : String(error)] };
  }
  const checked = formNodeSchema.safeParse(raw);
  if (checked.success) return { ok: true, body: checked.data };
  return {
    ok: false,
    errors: checked.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
  };
}

interface JsonViewProps {
  body: FormNode;
  /** Applies a valid schema as one undo step; answers false when the designer refused it. */
  onApply: (body: FormNode) => boolean;
}

/** The JSON tab: edit the schema as text; invalid JSON or a schema core rejects is shown and never applied. */
export function JsonView({ body, onApply }: JsonViewProps) {
  const { t } = useDesignerTranslation();
  const [text, setText] = useState(() => formatSchema(body));
  const [errors, setErrors] = useState<string[]>([]);
  useEffect(() => {
    setText(formatSchema(body));
    setErrors([]);
  }, [body]);
  const apply = () => {
    const parsed = parseSchema(text);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors([]);
    onApply(parsed.body);
  };
  return (
    <div className="atrium-designer-json">
      <Input.TextArea
        aria-label={t('designer.json.label')}
        data-testid="designer-json"
        value={text}
        spellCheck={false}
        autoSize={{ minRows: 16, maxRows: 40 }}
        onChange={(event) => setText(event.target.value)}
      />
      {errors.length > 0 ? (
        <Alert
          type="error"
          showIcon
          title={t('designer.json.invalid')}
          description={
            <ul>
              {errors.slice(0, 20).map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          }
        />
      ) : null}
      <Space>
        <Button type="primary" onClick={apply} data-testid="designer-json-apply">
          {t('designer.json.apply')}
        </Button>
        <Button onClick={() => setText(formatSchema(body))}>{t('designer.json.revert')}</Button>
      </Space>
    </div>
  );
}
