import type { WorkflowDefinition } from '@atrium/core';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../app/api-error';
import { registerWorkflowDesignerText } from '../i18n/resources/workflow-designer';
import { LoadingBlock } from '../ui/LoadingBlock';
import './workflow-designer.css';
import { WorkflowEditor } from './WorkflowEditor';
import { type NewWorkflow, WorkflowList } from './WorkflowList';
import { fetchVersions, workflowKeys } from './workflow-designer-api';
import { blankDefinition } from './workflow-edits';

registerWorkflowDesignerText();

/**
 * The workflow designer (issue 16): at the service desk's `workflows` entry and from the composer.
 * `?object=` filters the list, `?workflow=` opens a definition; a new one lives here until saved.
 */
export function WorkflowDesignerPage() {
  const [params, setParams] = useSearchParams();
  const object = params.get('object') ?? undefined;
  const name = params.get('workflow') ?? undefined;
  const [creating, setCreating] = useState<WorkflowDefinition | undefined>(undefined);
  const show = (next: { object?: string | undefined; workflow?: string | undefined }) => {
    const search = new URLSearchParams();
    if (next.object) search.set('object', next.object);
    if (next.workflow) search.set('workflow', next.workflow);
    setParams(search);
  };
  // A new workflow keeps its editor (and its undo steps) once its first save puts it in the address.
  if (creating && (name === undefined || name === creating.name))
    return (
      <WorkflowEditor
        initial={creating}
        version={undefined}
        onBack={() => {
          setCreating(undefined);
          show({ object });
        }}
        onSaved={(saved) => show({ object, workflow: saved.name })}
      />
    );
  if (name) return <StoredWorkflow key={name} name={name} onBack={() => show({ object })} />;
  return (
    <WorkflowList
      object={object}
      onObject={(chosen) => show({ object: chosen })}
      onOpen={(workflow) => show({ object, workflow })}
      onCreate={(created: NewWorkflow) =>
        setCreating(blankDefinition(created.object, created.name, created.label.trim()))
      }
    />
  );
}

/** A saved workflow: its draft when it has one, otherwise its newest version, opened in the editor. */
function StoredWorkflow({ name, onBack }: { name: string; onBack: () => void }) {
  const { t } = useTranslation();
  const versions = useQuery({ queryKey: workflowKeys.versions(name), queryFn: () => fetchVersions(name) });
  if (versions.error)
    return (
      <Alert
        type="error"
        showIcon
        title={errorMessage(versions.error)}
        action={<Button onClick={onBack}>{t('workflowDesigner.actions.back')}</Button>}
      />
    );
  if (!versions.data) return <LoadingBlock />;
  const opened = versions.data.find((row) => row.status === 'DRAFT') ?? versions.data[0];
  if (!opened) return <Alert type="warning" showIcon title={t('workflowDesigner.list.missing', { name })} />;
  return (
    <WorkflowEditor
      initial={opened.definition}
      version={{ version: opened.version, status: opened.status }}
      onBack={onBack}
      onSaved={() => undefined}
    />
  );
}
