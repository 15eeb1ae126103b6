import { DeleteOutlined, EyeOutlined, InboxOutlined, PaperClipOutlined } from '@ant-design/icons';
import type { RecordRef, UploadEntry } from '@atrium/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, List, Popconfirm, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/api-error';
import { savedId } from '../related-object/related-object-model';
import type { FieldWidget, FieldWidgetProps } from '../widget-types';
import { UploadPreviewModal } from './UploadPreviewModal';
import { ACCEPTED_TYPES, uploadFiles } from './upload-files';

const ERROR_TOAST_SECONDS = 8;

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1_048_576) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1_048_576).toFixed(1)} MB`;
}

/** A record's stored files (spec 001 §4.6): loaded for an existing record, uploaded and deleted at once. */
function UploadPanel(props: FieldWidgetProps & { display: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const recordId = savedId(props.record);
  const ref: RecordRef | undefined =
    recordId === undefined ? undefined : { object: props.definition.name, recordId };
  const queryKey = ['uploads', ref?.object, ref?.recordId];
  const stored = useQuery({
    queryKey,
    queryFn: () => (ref ? uploadFiles.list(ref) : Promise.resolve([])),
    enabled: ref !== undefined,
  });
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState<number>();
  const [preview, setPreview] = useState<UploadEntry>();
  const locked = props.record.is_locked === true || props.record.is_locked === '1';
  const changeable = !props.display && !props.readOnly && !locked && ref !== undefined;
  const entries = stored.data ?? [];

  const replace = (next: UploadEntry[]) => {
    queryClient.setQueryData(queryKey, next);
    props.onChange(next);
  };

  const upload = async (files: File[]) => {
    if (!ref) return;
    setUploading(true);
    try {
      const added = await uploadFiles.upload(ref, files);
      replace([...entries, ...added]);
      void message.success(t('panels.upload.uploaded', { count: added.length }));
    } catch (error) {
      void message.error({ content: errorMessage(error), duration: ERROR_TOAST_SECONDS });
    } finally {
      setUploading(false);
    }
  };

  const remove = async (entry: UploadEntry) => {
    setBusy(entry.id);
    const before = entries;
    // Removed from the list at once; put back if the server refuses (spec 001 §4.6, §8).
    replace(entries.filter((item) => item.id !== entry.id));
    try {
      await uploadFiles.remove(entry);
    } catch (error) {
      replace(before);
      void message.error({ content: errorMessage(error), duration: ERROR_TOAST_SECONDS });
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <div className="atrium-upload">
      {ref === undefined && !props.display ? (
        <Alert type="info" showIcon title={t('panels.upload.saveFirst')} />
      ) : null}
      {locked && !props.display ? <Alert type="warning" showIcon title={t('panels.upload.locked')} /> : null}
      {props.display ? null : (
        <Upload.Dragger
          id={props.inputId}
          multiple
          accept={ACCEPTED_TYPES}
          disabled={!changeable || uploading}
          showUploadList={false}
          beforeUpload={(file, list) => {
            // antd calls this per file; the batch is sent once, with the last file of the selection.
            if (file === list[list.length - 1]) void upload(list);
            return false;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">
            {uploading ? t('panels.upload.uploading') : t('panels.upload.dragOrClick')}
          </p>
        </Upload.Dragger>
      )}
      {stored.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('panels.common.loadFailed', { message: errorMessage(stored.error) })}
        />
      ) : null}
      <List
        size="small"
        loading={stored.isLoading && ref !== undefined}
        dataSource={entries}
        locale={{ emptyText: ' ' }}
        renderItem={(entry) => (
          <List.Item
            actions={[
              <Button
                key="preview"
                type="text"
                icon={<EyeOutlined />}
                aria-label={`${t('panels.upload.preview')} ${entry.filename}`}
                onClick={() => setPreview(entry)}
              />,
              ...(changeable
                ? [
                    <Popconfirm
                      key="delete"
                      title={t('panels.common.areYouSure')}
                      description={t('panels.common.deleteQuestion')}
                      okText={t('panels.common.delete')}
                      cancelText={t('panels.common.cancel')}
                      onConfirm={() => void remove(entry)}
                    >
                      <Button
                        type="text"
                        danger
                        loading={busy === entry.id}
                        icon={<DeleteOutlined />}
                        aria-label={`${t('panels.common.delete')} ${entry.filename}`}
                      />
                    </Popconfirm>,
                  ]
                : []),
            ]}
          >
            <PaperClipOutlined />{' '}
            <Typography.Text ellipsis style={{ maxWidth: 249 }}>
              {entry.filename}
            </Typography.Text>{' '}
            <Typography.Text type="secondary">{formatSize(entry.size)}</Typography.Text>
          </List.Item>
        )}
      />
      <UploadPreviewModal entry={preview} onClose={() => setPreview(undefined)} />
    </div>
  );
}

const Input = (props: FieldWidgetProps) => <UploadPanel {...props} display={false} />;
const Display = (props: FieldWidgetProps) => <UploadPanel {...props} display />;

/** multipleFileUpload / multipleFileUploads: the record's stored files with preview and delete. */
export const UploadWidget: FieldWidget = { Input, Display, labelled: true };
