import { io, type Socket } from 'socket.io-client';

export interface ConnectOptions {
  token: string;
  organizationId?: number;
}

/** A socket.io client as the browser would open it, resolved once connected or rejected with the reason. */
export function connectSocket(baseUrl: string, auth: ConnectOptions): Promise<Socket> {
  const socket = io(baseUrl, {
    path: '/socket.io',
    auth: { ...auth },
    transports: ['websocket'],
    reconnection: false,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

export type SubscribeAnswer = { ok: true } | { ok: false; statusCode: number; message: string };

export function subscribe(socket: Socket, channel: string): Promise<SubscribeAnswer> {
  return socket.timeout(5000).emitWithAck('subscribe', channel);
}

export interface Message {
  channel: string;
  event: string;
  data: unknown;
}

export function nextMessage(socket: Socket, timeoutMs = 5000): Promise<Message> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no message arrived')), timeoutMs);
    socket.once('message', (message: Message) => {
      clearTimeout(timer);
      resolve(message);
    });
  });
}

/** Resolves false if a message arrives within the window, true if none did. */
export function noMessageWithin(socket: Socket, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const onMessage = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      socket.off('message', onMessage);
      resolve(true);
    }, ms);
    socket.once('message', onMessage);
  });
}
