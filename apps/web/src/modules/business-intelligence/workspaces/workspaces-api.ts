import { type Workspace, type WorkspaceInput, workspaceListSchema, workspaceSchema } from '@atrium/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../app/api-client';
import { useSession } from '../../../session/useSession';

const key = (org: unknown) => ['bi-workspaces', org];

/** The person's workspaces in the active organization (GET analytics/workspaces), oldest first. */
export function useWorkspaces() {
  const { activeOrganization } = useSession();
  return useQuery({
    queryKey: key(activeOrganization),
    queryFn: async (): Promise<Workspace[]> =>
      workspaceListSchema.parse(await api.get('analytics/workspaces')).data,
  });
}

export function useCreateWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: WorkspaceInput): Promise<Workspace> =>
      workspaceSchema.parse(await api.post('analytics/workspaces', input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['bi-workspaces'] }),
  });
}

/** Replaces a workspace's name and layout; the list is updated in place, not fetched again. */
export function useSaveWorkspace() {
  const queryClient = useQueryClient();
  const { activeOrganization } = useSession();
  return useMutation({
    mutationFn: async ({ id, ...input }: WorkspaceInput & { id: number }): Promise<Workspace> =>
      // keepalive: a layout saved as the tab closes (the board flushes on pagehide) still arrives.
      workspaceSchema.parse(await api.put(`analytics/workspaces/${id}`, input, { keepalive: true })),
    onSuccess: (saved) =>
      queryClient.setQueryData<Workspace[]>(key(activeOrganization), (list) =>
        list?.map((workspace) => (workspace.id === saved.id ? saved : workspace)),
      ),
  });
}

export function useDeleteWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await api.delete(`analytics/workspaces/${id}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['bi-workspaces'] }),
  });
}
