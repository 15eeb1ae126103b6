import {
  type ActivityPage,
  channels,
  NOTIFICATION_EVENT,
  type NotificationPage,
  type RealtimeMessage,
  type UnreadAnswer,
} from '@atrium/core';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../app/api-client';
import { useChannel } from '../../app/useChannel';
import { useSession } from '../../session/useSession';

/** Keys carry the organization: switching it shows that organization's lists, never the last one's. */
const notificationsKey = (orgId: number | null) => ['notifications', orgId] as const;
const activitiesKey = (orgId: number | null) => ['userzone', 'activities', orgId] as const;

export function useUnreadCount() {
  const { activeOrganization } = useSession();
  return useQuery({
    queryKey: [...notificationsKey(activeOrganization), 'unread'],
    queryFn: ({ signal }) => api.get<UnreadAnswer>('notifications/unread-count', { signal }),
  });
}

export function useNotifications() {
  const { activeOrganization } = useSession();
  return useInfiniteQuery({
    queryKey: [...notificationsKey(activeOrganization), 'list'],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      api.get<NotificationPage>('notifications', { signal, query: { cursor: pageParam } }),
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useActivities() {
  const { activeOrganization } = useSession();
  return useInfiniteQuery({
    queryKey: activitiesKey(activeOrganization),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      api.get<ActivityPage>('userzone/activities', { signal, query: { cursor: pageParam } }),
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** Marking read: one, or all; the counts and the list load again from the server's answer. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  const { activeOrganization } = useSession();
  return useMutation({
    mutationFn: (id: number | 'all') =>
      api.post<UnreadAnswer>(id === 'all' ? 'notifications/read-all' : `notifications/${id}/read`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKey(activeOrganization) }),
  });
}

/**
 * A notification kept for me arrives on my own channel (the server sends it to my sockets only): the
 * bell and the list of the organization it belongs to load again.
 */
export function useLiveNotifications(): void {
  const queryClient = useQueryClient();
  const { profile, activeOrganization } = useSession();
  const onMessage = useCallback(
    (message: RealtimeMessage) => {
      if (message.event !== NOTIFICATION_EVENT) return;
      const orgId = (message.data as { orgId?: unknown } | null)?.orgId;
      if (orgId !== activeOrganization) return;
      void queryClient.invalidateQueries({ queryKey: notificationsKey(activeOrganization) });
    },
    [queryClient, activeOrganization],
  );
  useChannel(profile ? channels.user(profile.id) : undefined, onMessage);
}
