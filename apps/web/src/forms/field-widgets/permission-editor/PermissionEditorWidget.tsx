import { LockOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { savedId } from '../related-object/related-object-model';
import type { FieldWidget, FieldWidgetProps } from '../widget-types';
import { PermissionEditorModal } from './PermissionEditorModal';

/** 'Edit Permission' on a saved record; who may change grants is the server's decision. */
function PermissionEditor(props: FieldWidgetProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = savedId(props.record);
  if (id === undefined) return null;
  return (
    <>
      <Button icon={<LockOutlined />} onClick={() => setOpen(true)}>
        {t('panels.permissions.button')}
      </Button>
      {open ? (
        <PermissionEditorModal object={props.definition.name} recordId={id} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}

export const PermissionEditorWidget: FieldWidget = {
  Input: PermissionEditor,
  Display: PermissionEditor,
  labelled: false,
};
