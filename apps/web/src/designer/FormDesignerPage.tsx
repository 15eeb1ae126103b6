import { lazy, Suspense } from 'react';
import { useLocation, useParams } from 'react-router';
import { LoadingBlock } from '../ui/LoadingBlock';
import { ComposerLanding } from './ComposerLanding';
import { DesignerScreen } from './DesignerScreen';

/** The composer's base path: the Super Admin or the Administration entry, whichever opened it. */
export function composerBase(pathname: string): string {
  return pathname.startsWith('/superadmin/') ? '/superadmin/composer' : '/administration/composer';
}

const WorkflowDesignerPage = lazy(async () => ({
  default: (await import('../workflow-designer/WorkflowDesignerPage')).WorkflowDesignerPage,
}));

/** `/…/composer/workflows` is the workflow designer, in its own chunk (React Flow stays out of the forms'). */
export const COMPOSER_WORKFLOWS = 'workflows';

/** `/…/composer` lists objects and their forms; `/…/composer/:id` designs the form with that id. */
export function FormDesignerPage() {
  const { id } = useParams();
  const base = composerBase(useLocation().pathname);
  const formId = Number(id);
  if (id === undefined) return <ComposerLanding base={base} />;
  if (id === COMPOSER_WORKFLOWS)
    return (
      <Suspense fallback={<LoadingBlock />}>
        <WorkflowDesignerPage />
      </Suspense>
    );
  return (
    <DesignerScreen
      key={id}
      base={base}
      formId={Number.isInteger(formId) && formId > 0 ? formId : undefined}
    />
  );
}
