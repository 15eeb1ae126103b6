/**
 * Shares round trips among callers who each need one that starts after they asked (decision 0008's
 * settle: the listening backend sends pending notifications before it answers a query). While a ping
 * is on the wire, every caller waits for the next one, which is sent once the current one answers and
 * serves them all: one connection carries at most two pings for any number of concurrent writers,
 * instead of a queue of one ping each.
 */
export function coalescedPing(ping: () => Promise<unknown>): () => Promise<void> {
  let sending: Promise<void> | undefined;
  let waiting: Promise<void> | undefined;
  const send = (): Promise<void> => {
    const sent: Promise<void> = ping()
      .then(
        () => {},
        // A ping lost with its connection settles nothing more: the feed is not live then anyway.
        () => {},
      )
      .finally(() => {
        if (sending === sent) sending = undefined;
      });
    sending = sent;
    return sent;
  };
  return () => {
    if (!sending) return send();
    waiting ??= sending.then(() => {
      waiting = undefined;
      return send();
    });
    return waiting;
  };
}
