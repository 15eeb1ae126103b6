import type { LoadRequest, LoadTarget } from './load';
import { databaseCpu } from './postgres-cpu';

/**
 * The Directus peer of /work/shared/peers/directus (README.md there): its `account` collection holds
 * the same million rows as `obj_bench_item`, category in `industry` and amount in `annual_revenue`.
 * Its settings are that folder's bench.env (a loopback-only bench: the token is no secret).
 */
const PEER_URL = process.env.BENCH_PEER_URL ?? 'http://127.0.0.1:8055';
const PEER_TOKEN = process.env.BENCH_PEER_TOKEN ?? 'bench-static-admin-token';
const PEER_DATABASE_URL =
  process.env.BENCH_PEER_DATABASE_URL ?? 'postgres://directus:directus@127.0.0.1:5433/bench';

export interface Peer {
  target: LoadTarget;
  rows: number;
  calls: PeerCalls;
  close(): Promise<void>;
}

/** The same four loads as Atrium's, in Directus's query language. */
export interface PeerCalls {
  list: LoadRequest[];
  newPredicate: LoadRequest[];
  mixed: LoadRequest[];
  byId: LoadRequest[];
}

const LIST = '/items/account?filter[industry][_eq]=c7&sort=-annual_revenue&limit=20&meta=filter_count';

/** The peer when it answers and its collection is filled; otherwise why not, for the table's note. */
export async function findPeer(): Promise<Peer | string> {
  const headers = { authorization: `Bearer ${PEER_TOKEN}` };
  const ping = await fetch(`${PEER_URL}/server/ping`).catch(() => undefined);
  if (!ping?.ok) {
    return `the Directus peer is not running at ${PEER_URL} (set it up as /work/shared/peers/directus/README.md says, or set BENCH_PEER_URL)`;
  }
  const counted = await fetch(`${PEER_URL}/items/account?limit=0&meta=total_count`, { headers });
  if (!counted.ok) return `the Directus peer answers ${counted.status} for its account collection`;
  const rows = Number(((await counted.json()) as { meta?: { total_count?: number } }).meta?.total_count ?? 0);
  const database = await databaseCpu(PEER_DATABASE_URL);
  let bound = 1_000_000;
  let write = 0;
  const listRead: LoadRequest = { method: 'GET', path: LIST };
  return {
    rows,
    target: { url: PEER_URL, headers, database },
    calls: {
      list: [listRead],
      newPredicate: [{ method: 'GET', pathOf: () => `${LIST}&filter[annual_revenue][_lt]=${bound++}` }],
      mixed: [
        ...Array.from({ length: 9 }, () => listRead),
        {
          method: 'PATCH',
          pathOf: () => `/items/account/${1 + (write % 1000)}`,
          body: () => JSON.stringify({ name: `Mixed ${write++}` }),
        },
      ],
      byId: [{ method: 'GET', path: '/items/account/12345' }],
    },
    close: () => database.close(),
  };
}
