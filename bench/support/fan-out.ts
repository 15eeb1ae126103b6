import { channels } from '@atrium/core';
import { io, type Socket } from 'socket.io-client';
import { median } from '../report';

function connect(url: string, token: string): Promise<Socket> {
  const socket = io(url, {
    path: '/socket.io',
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** One update of a record to `count` sockets subscribed to its channel: delays until each has it. */
export async function fanOut(
  url: string,
  token: string,
  recordId: number,
  count: number,
): Promise<{ p50: number; p99: number; received: number }> {
  const sockets: Socket[] = [];
  for (let batch = 0; batch < count; batch += 50) {
    const opened = await Promise.all(
      Array.from({ length: Math.min(50, count - batch) }, () => connect(url, token)),
    );
    sockets.push(...opened);
  }
  const channel = channels.record('bench_item', recordId);
  await Promise.all(sockets.map((socket) => socket.timeout(10_000).emitWithAck('subscribe', channel)));
  const arrivals: number[] = [];
  const all = new Promise<void>((resolve) => {
    for (const socket of sockets) {
      socket.once('message', () => {
        arrivals.push(performance.now());
        if (arrivals.length === sockets.length) resolve();
      });
    }
  });
  const sent = performance.now();
  const response = await fetch(`${url}/api/v1/records/bench_item/${recordId}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Updated by the bench' }),
  });
  if (!response.ok) throw new Error(`the update answered ${response.status}`);
  await Promise.race([all, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  for (const socket of sockets) socket.close();
  const delays = arrivals.map((at) => at - sent).sort((a, b) => a - b);
  return {
    p50: median(delays),
    p99: delays[Math.min(delays.length - 1, Math.floor(delays.length * 0.99))] ?? Number.NaN,
    received: delays.length,
  };
}
