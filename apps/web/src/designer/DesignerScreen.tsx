import type { FormDesign, FormDesignSave } from '@atrium/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Result, Skeleton } from 'antd';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage, isApiError } from '../app/api-error';
import { useDesignerTranslation } from '../i18n/resources/designer';
import { useLeavePrompt } from '../records/form/useLeavePrompt';
import { usePageTitle } from '../shell/usePageTitle';
import { LoadFailed } from '../ui/LoadFailed';
import { designerKeys, discardDraft, fetchFormDesign, saveFormDesign } from './designer-api';
import { FormDesigner } from './FormDesigner';

interface DesignerScreenProps {
  base: string;
  formId: number | undefined;
}

/** Loads a form's design, hosts the designer, asks before leaving with unsaved changes. */
export function DesignerScreen({ base, formId }: DesignerScreenProps) {
  const { t } = useDesignerTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { modal, message } = App.useApp();
  const [dirty, setDirty] = useState(false);
  // Bumped when the draft is discarded: the designer starts again from the published form.
  const [generation, setGeneration] = useState(0);
  const confirmLeave = useLeavePrompt(dirty);
  const query = useQuery({
    queryKey: designerKeys.design(formId ?? 0),
    queryFn: () => fetchFormDesign(formId ?? 0),
    enabled: formId !== undefined,
    // The designer holds the edits; a refetch must never replace them under the administrator.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  usePageTitle(query.data ? t('designer.pageTitle', { form: query.data.form.name }) : t('designer.title'));

  const onSave = useCallback(
    async (save: FormDesignSave): Promise<FormDesign> => {
      const stored = await saveFormDesign(save);
      queryClient.setQueryData(designerKeys.design(save.formId), stored);
      void queryClient.invalidateQueries({ queryKey: designerKeys.forms(stored.form.object) });
      return stored;
    },
    [queryClient],
  );
  const onCancel = useCallback(() => confirmLeave(() => navigate(base)), [confirmLeave, navigate, base]);
  const onDiscard = useCallback(
    (id: number) =>
      modal.confirm({
        title: t('designer.discard.title'),
        content: t('designer.discard.content'),
        okText: t('designer.discard.confirm'),
        okButtonProps: { danger: true },
        cancelText: t('designer.actions.cancel'),
        onOk: async () => {
          try {
            queryClient.setQueryData(designerKeys.design(id), await discardDraft(id));
            setGeneration((current) => current + 1);
            setDirty(false);
          } catch (error) {
            message.error(errorMessage(error));
          }
        },
      }),
    [modal, message, queryClient, t],
  );

  if (formId === undefined || (isApiError(query.error) && query.error.statusCode === 404))
    return (
      <Result
        status="404"
        title={t('designer.notFound')}
        extra={<Button onClick={() => navigate(base)}>{t('designer.backToForms')}</Button>}
      />
    );
  if (query.error)
    return (
      <LoadFailed
        title={t('designer.loadFailed')}
        description={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  if (!query.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const design = query.data;
  return (
    <FormDesigner
      key={generation}
      design={design}
      onSave={onSave}
      onCancel={onCancel}
      onDirtyChange={setDirty}
      extraButtons={
        design.draft ? (
          <Button danger onClick={() => onDiscard(design.form.id)} data-testid="designer-discard-draft">
            {t('designer.discard.button')}
          </Button>
        ) : null
      }
    />
  );
}
