import { RedoOutlined, UndoOutlined } from '@ant-design/icons';
import type { FormDesign, FormStatus } from '@atrium/core';
import { Alert, Button, Space, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { errorMessage, isApiError } from '../app/api-error';
import { useDesignerTranslation } from '../i18n/resources/designer';
import type { DesignHistory } from './useDesignHistory';

interface DesignerToolbarProps {
  design: FormDesign;
  history: DesignHistory;
  saving: FormStatus | undefined;
  failure: unknown;
  onDismissFailure: () => void;
  /** Opens the diff before a save as draft (DRAFT) or a publish (ACTIVE). */
  onReview: (status: FormStatus) => void;
  onCancel: () => void;
  extraButtons?: ReactNode;
}

/** The form's name and state, undo and redo, Save as draft, Publish, Cancel, and the last save's failure. */
export function DesignerToolbar(props: DesignerToolbarProps) {
  const { design, history, saving, failure, onDismissFailure, onReview, onCancel, extraButtons } = props;
  const { t } = useDesignerTranslation();
  const { form, draft } = design;
  return (
    <header className="atrium-designer-toolbar">
      <Space wrap align="center" className="atrium-designer-toolbar__title">
        <Typography.Title level={1} className="atrium-designer-toolbar__name">
          {t('designer.heading', { form: form.name, object: design.definition.display_name })}
        </Typography.Title>
        <Tag color={form.status === 'ACTIVE' ? 'green' : 'default'} data-testid="designer-form-status">
          {t(`designer.status.${form.status}`)}
        </Tag>
        <Typography.Text type="secondary">{t('designer.version', { version: form.version })}</Typography.Text>
        {draft ? <Tag color="gold">{t('designer.hasDraft')}</Tag> : null}
        {history.dirty ? (
          <Tag color="orange" data-testid="designer-dirty">
            {t('designer.unsaved')}
          </Tag>
        ) : null}
      </Space>
      <Space wrap>
        <Tooltip title={t('designer.actions.undoHint')}>
          <Button
            icon={<UndoOutlined />}
            disabled={!history.canUndo}
            onClick={history.undo}
            data-testid="designer-undo"
          >
            {t('designer.actions.undo')}
          </Button>
        </Tooltip>
        <Tooltip title={t('designer.actions.redoHint')}>
          <Button
            icon={<RedoOutlined />}
            disabled={!history.canRedo}
            onClick={history.redo}
            data-testid="designer-redo"
          >
            {t('designer.actions.redo')}
          </Button>
        </Tooltip>
        {extraButtons}
        <Button onClick={onCancel} data-testid="designer-cancel">
          {t('designer.actions.cancel')}
        </Button>
        <Button
          onClick={() => onReview('DRAFT')}
          loading={saving === 'DRAFT'}
          disabled={saving !== undefined}
          data-testid="designer-save-draft"
        >
          {t('designer.actions.saveDraft')}
        </Button>
        <Button
          type="primary"
          onClick={() => onReview('ACTIVE')}
          loading={saving === 'ACTIVE'}
          disabled={saving !== undefined}
          data-testid="designer-publish"
        >
          {t('designer.actions.publish')}
        </Button>
      </Space>
      {failure ? <SaveFailure failure={failure} onClose={onDismissFailure} /> : null}
    </header>
  );
}

/** 409: someone saved first or a removed attribute still holds data; 422: what is wrong, by path. */
function SaveFailure({ failure, onClose }: { failure: unknown; onClose: () => void }) {
  const { t } = useDesignerTranslation();
  const status = isApiError(failure) ? failure.statusCode : 0;
  const errors = isApiError(failure) ? Object.entries(failure.errors ?? {}) : [];
  const title =
    status === 409
      ? t('designer.save.conflict')
      : status === 422
        ? t('designer.save.invalid')
        : t('designer.save.failed');
  return (
    <Alert
      type="error"
      showIcon
      closable={{ onClose }}
      data-testid="designer-save-failure"
      title={title}
      description={
        <>
          <p>{errorMessage(failure)}</p>
          {errors.length > 0 ? (
            <ul>
              {errors.map(([path, messages]) => (
                <li key={path}>
                  <Typography.Text code>{path}</Typography.Text> {messages.join(' ')}
                </li>
              ))}
            </ul>
          ) : null}
          <p>{t('designer.save.kept')}</p>
        </>
      }
    />
  );
}
