import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { api } from '../../app/api-client';
import { switchOrganization } from '../../session/session-actions';
import { sessionStore } from '../../session/session-store';

interface RecordMeta {
  orgid: number;
  organization_name: string;
}

export type NotFoundState =
  | { kind: 'idle' }
  | { kind: 'looking' }
  | { kind: 'redirecting'; organization: string }
  | { kind: 'denied' };

/**
 * Spec 000 §4 record-not-found: asks which organization owns the record; if another one the person
 * belongs to, switches there and comes back to this path; otherwise says access is not possible.
 */
export function useRecordNotFound(object: string, id: string, notFound: boolean): NotFoundState {
  const [state, setState] = useState<NotFoundState>({ kind: 'idle' });
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (!notFound) return;
    let cancelled = false;
    setState({ kind: 'looking' });
    void (async () => {
      try {
        const meta = await api.get<RecordMeta>(`object/record/meta/${object}/${id}`);
        if (cancelled) return;
        if (meta.orgid === sessionStore.getState().activeOrganization) {
          setState({ kind: 'denied' });
          return;
        }
        setState({ kind: 'redirecting', organization: meta.organization_name });
        const switched = await switchOrganization(meta.orgid);
        if (cancelled) return;
        if (!switched) setState({ kind: 'denied' });
        else
          navigate(`/switch/${meta.orgid}`, {
            state: { organizationName: meta.organization_name, redirectTo: pathname },
          });
      } catch {
        if (!cancelled) setState({ kind: 'denied' });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [notFound, object, id, navigate, pathname]);
  return state;
}
