import type {
  SimulationChoices,
  SimulationResult,
  WorkflowDefinition,
  WorkflowDefinitionSummary,
  WorkflowIssue,
  WorkflowVersionAnswer,
} from '@atrium/core';
import { withoutDeadTranslations } from '@atrium/core';
import { api } from '../app/api-client';

export type WorkflowVersion = WorkflowVersionAnswer;

export type SavedVersion = WorkflowVersion & { issues?: WorkflowIssue[] };

/** The designer's calls (docs/api/workflow.md "Definitions"). */
export const workflowKeys = {
  all: ['workflow-definitions'] as const,
  list: (object: string | undefined) => ['workflow-definitions', 'list', object ?? ''] as const,
  versions: (name: string) => ['workflow-definitions', 'versions', name] as const,
};

export async function fetchDefinitions(object: string | undefined): Promise<WorkflowDefinitionSummary[]> {
  const query = object ? { object } : undefined;
  return (await api.get<{ data: WorkflowDefinitionSummary[] }>('workflow/definitions', { query })).data;
}

export async function fetchVersions(name: string): Promise<WorkflowVersion[]> {
  return (await api.get<{ data: WorkflowVersion[] }>(`workflow/definitions/${name}`)).data;
}

/** Saves the draft: the first save creates the workflow, later ones edit (or open a new draft version). */
export function saveDraft(edited: WorkflowDefinition, isNew: boolean): Promise<SavedVersion> {
  const definition = withoutDeadTranslations(edited);
  return isNew
    ? api.post<SavedVersion>('workflow/definitions', definition)
    : api.put<SavedVersion>(`workflow/definitions/${definition.name}`, definition);
}

export function publishDefinition(name: string): Promise<WorkflowVersion> {
  return api.post<WorkflowVersion>(`workflow/definitions/${name}/publish`);
}

export function simulateDefinition(
  definition: WorkflowDefinition,
  recordId: number,
  choices?: SimulationChoices,
): Promise<SimulationResult> {
  return api.post<SimulationResult>('workflow/definitions/simulate', {
    definition,
    recordId,
    ...(choices ? { choices } : {}),
  });
}
