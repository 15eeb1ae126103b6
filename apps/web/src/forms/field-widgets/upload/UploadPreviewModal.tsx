import type { UploadEntry } from '@atrium/core';
import { Modal, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/api-error';
import { isPreviewable, uploadFiles } from './upload-files';

/** Saves a file the way a link with `download` would. */
export async function saveFile(entry: UploadEntry): Promise<void> {
  const file = await uploadFiles.download(entry);
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename || entry.filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

interface PreviewProps {
  entry: UploadEntry | undefined;
  onClose: () => void;
}

/** An image shown from its bytes (fetched with the session); other types offer a download link. */
export function UploadPreviewModal({ entry, onClose }: PreviewProps) {
  const { t } = useTranslation();
  const [source, setSource] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const image = entry !== undefined && isPreviewable(entry.filename);

  useEffect(() => {
    if (!entry || !image) return;
    let url: string | undefined;
    let live = true;
    uploadFiles
      .download(entry)
      .then((file) => {
        url = URL.createObjectURL(file.blob);
        if (live) setSource(url);
      })
      .catch((error: unknown) => live && setFailure(errorMessage(error)));
    return () => {
      live = false;
      setSource(undefined);
      setFailure(undefined);
      if (url) URL.revokeObjectURL(url);
    };
  }, [entry, image]);

  return (
    <Modal
      open={entry !== undefined}
      title={entry?.filename ?? t('panels.upload.preview')}
      footer={null}
      onCancel={onClose}
    >
      {failure ? <Typography.Text type="danger">{failure}</Typography.Text> : null}
      {!entry || failure ? null : image ? (
        source ? (
          <img src={source} alt={entry.filename} style={{ maxWidth: '100%' }} />
        ) : (
          <Spin />
        )
      ) : (
        <Typography.Link
          onClick={() => void saveFile(entry).catch((error: unknown) => setFailure(errorMessage(error)))}
        >
          {t('panels.upload.noPreview')}
        </Typography.Link>
      )}
    </Modal>
  );
}
