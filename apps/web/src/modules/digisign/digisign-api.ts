import type { DigisignChoices, DigisignListScope, DigisignRequestSummary } from '@atrium/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiDownload, apiMultipart } from '../../app/api-client';
import { useSession } from '../../session/useSession';

const KEY = 'digisign-requests';

/** The requests waiting for the person's signature, or those they raised. */
export function useSigningRequests(scope: DigisignListScope) {
  const { activeOrganization } = useSession();
  return useQuery({
    queryKey: [KEY, activeOrganization, scope],
    queryFn: async ({ signal }) =>
      (await api.get<{ data: DigisignRequestSummary[] }>('digisign/requests', { signal, query: { scope } }))
        .data,
  });
}

/** The document types and templates a new request may name. */
export function useSigningChoices(enabled: boolean) {
  const { activeOrganization } = useSession();
  return useQuery({
    queryKey: ['digisign-choices', activeOrganization],
    queryFn: ({ signal }) => api.get<DigisignChoices>('digisign/choices', { signal }),
    enabled,
  });
}

export interface NewSigningRequest {
  title: string;
  templateId: number;
  documentTypeId: number | undefined;
  file: File;
}

function formOf(input: NewSigningRequest): FormData {
  const form = new FormData();
  form.append('title', input.title);
  form.append('template_id', String(input.templateId));
  if (input.documentTypeId !== undefined) form.append('document_type_id', String(input.documentTypeId));
  form.append('document', input.file, input.file.name);
  return form;
}

/** Raises, signs or declines; every list is read again after. */
export function useSigningActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [KEY] });
  const raise = useMutation({
    mutationFn: (input: NewSigningRequest) =>
      apiMultipart<DigisignRequestSummary>('digisign/requests', formOf(input)),
    onSuccess: refresh,
  });
  const decide = useMutation({
    mutationFn: (input: { id: number; decision: 'sign' | 'decline'; comment: string }) =>
      api.post<DigisignRequestSummary>(
        `digisign/requests/${input.id}/${input.decision}`,
        input.comment ? { comment: input.comment } : {},
      ),
    onSuccess: refresh,
  });
  return { raise, decide };
}

/** Saves a request's file (the original or the signed PDF) under the name the server gives. */
export async function downloadFile(id: number, fallbackName: string): Promise<void> {
  const file = await apiDownload(`uploads/${id}/download`);
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename || fallbackName;
  link.click();
  URL.revokeObjectURL(url);
}
