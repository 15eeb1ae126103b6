import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { CHANGE_CHANNEL, type NotificationSource } from './change-feed';
import { coalescedPing } from './coalesced-ping';

const RECONNECT_MS = 1000;

/** LISTEN on a connection of its own, reconnecting after a drop (the feed is not live meanwhile). */
export function postgresNotifications(connectionString: string): NotificationSource {
  return async ({ onPayload, onState }) => {
    let client: pg.Client | undefined;
    let closed = false;
    let retry: NodeJS.Timeout | undefined;
    const connect = async (): Promise<void> => {
      const next = new pg.Client({ connectionString });
      client = next;
      const lost = () => {
        if (client !== next) return;
        client = undefined;
        onState(false);
        next.end().catch(() => {});
        if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS);
      };
      next.on('error', lost);
      next.on('end', lost);
      next.on('notification', (message) => {
        if (message.channel === CHANGE_CHANNEL && message.payload) onPayload(message.payload);
      });
      try {
        await next.connect();
        await next.query(`LISTEN ${CHANGE_CHANNEL}`);
        if (client === next) onState(true);
      } catch {
        lost();
      }
    };
    await connect();
    // The listening backend sends pending notifications before it answers the next query.
    const ping = coalescedPing(async () => client?.query('select 1'));
    return {
      settle: ping,
      stop: async () => {
        closed = true;
        clearTimeout(retry);
        const current = client;
        client = undefined;
        onState(false);
        await current?.end().catch(() => {});
      },
    };
  };
}

/** PGlite is one connection in this process: its notifications arrive after each statement. */
export function pgliteNotifications(pglite: PGlite): NotificationSource {
  return async ({ onPayload, onState }) => {
    const unlisten = await pglite.listen(CHANGE_CHANNEL, onPayload);
    onState(true);
    return {
      // PGlite calls listeners while it reads a statement's answer, before the statement resolves.
      settle: async () => {},
      stop: async () => {
        onState(false);
        if (!pglite.closed) await unlisten();
      },
    };
  };
}
