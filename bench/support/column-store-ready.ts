import type { BenchServer } from './bench-server';

const ANSWERS = 'atrium_report_column_store_answers_total';

/**
 * Waits until the server's column store answers a new request (decision 0029): the first report or
 * list on a large table starts copying it, and Postgres answers meanwhile.
 */
export async function columnStoreReady(server: BenchServer, send: () => Promise<Response>): Promise<void> {
  const deadline = Date.now() + 300_000;
  for (;;) {
    const before = await server.metric(ANSWERS);
    const response = await send();
    if (!response.ok) throw new Error(`the server answered ${response.status}: ${await response.text()}`);
    if ((await server.metric(ANSWERS)) > before) return;
    if (Date.now() > deadline) throw new Error('the column store did not take the table in 5 minutes');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
