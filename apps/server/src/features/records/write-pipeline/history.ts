import { insertHistory } from '../records.repository';
import type { WriteState } from './write-state';

/** Step 7, history: what persist noted is kept, with who did it, at the record's version. */
export async function history(state: WriteState): Promise<void> {
  const { history: note, id, auth, request } = state;
  if (!note || id === undefined) return;
  await insertHistory(state.tx, {
    orgId: auth.orgId,
    object: request.object,
    recordId: id,
    version: note.version,
    action: note.action,
    changes: note.changes,
    userId: auth.user.id,
  });
}
