/** What every real-time message carries to a socket: the channel it was sent on, an event and data. */
export interface RealtimeMessage {
  channel: string;
  event: string;
  data: unknown;
}

/** The answer to a socket's `subscribe` or `unsubscribe`: joined, or refused with a status and why. */
export type SubscribeAnswer = { ok: true } | { ok: false; statusCode: number; message: string };

/**
 * What a socket sends the server. The server reads the channel as `unknown`: it is the client's word
 * and is parsed before anything trusts it.
 */
export interface RealtimeClientEvents<Channel = string> {
  subscribe(channel: Channel, ack: (answer: SubscribeAnswer) => void): void;
  unsubscribe(channel: Channel, ack: (answer: SubscribeAnswer) => void): void;
}

/** What the server sends a socket. */
export interface RealtimeServerEvents {
  message(message: RealtimeMessage): void;
  /** Messages may have been missed (a database or Redis interruption): refetch what is shown. */
  resync(): void;
}
