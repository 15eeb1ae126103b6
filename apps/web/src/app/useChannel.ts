import type { RealtimeMessage } from '@atrium/core';
import { useEffect, useRef } from 'react';
import { listen } from './socket';

/** Calls `onMessage` for every message on `channel` while mounted; no channel means no subscription. */
export function useChannel(channel: string | undefined, onMessage: (message: RealtimeMessage) => void): void {
  const latest = useRef(onMessage);
  latest.current = onMessage;
  useEffect(() => {
    if (!channel) return;
    return listen(channel, (message) => latest.current(message));
  }, [channel]);
}

/** Like useChannel for a changing set of channels (e.g. one per visible row). */
export function useChannels(list: readonly string[], onMessage: (message: RealtimeMessage) => void): void {
  const latest = useRef(onMessage);
  latest.current = onMessage;
  const key = [...new Set(list)].sort().join('\n');
  useEffect(() => {
    if (!key) return;
    const stops = key.split('\n').map((channel) => listen(channel, (message) => latest.current(message)));
    return () => {
      for (const stop of stops) stop();
    };
  }, [key]);
}
