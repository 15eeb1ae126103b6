/** My Activities and My Notifications (issue 19 item 5). */
export const en = {
  activitiesTitle: 'My Activities',
  activitiesEmpty: 'Nothing yet: records you create or change and workflow steps you take show here.',
  notificationsTitle: 'My Notifications',
  notificationsEmpty: 'You have no notifications.',
  markRead: 'Mark read',
  markAllRead: 'Mark all read',
  unread: 'Unread',
  bell: 'Notifications',
  bellCount: '{{count}} unread notifications',
  loadingMore: 'Loading more…',
  loadFailed: 'Could not load: {{message}}',
  kinds: {
    created: 'Created',
    changed: 'Changed',
    approved: 'Approved',
    rejected: 'Rejected',
    decided: 'Decided',
    triggered: 'Took a step',
    assigned: 'Assigned to me',
  },
};
export type UserZoneText = typeof en;
