/** The service desk's screens (issue 19 item 3), English: the source of the keys. */
export const en = {
  myTickets: 'My tickets',
  allTickets: 'All tickets',
  raise: 'Raise a ticket',
  noTickets: 'No tickets yet.',
  columns: {
    number: 'Number',
    title: 'Title',
    priority: 'Priority',
    status: 'Status',
    team: 'Team',
    requester: 'Requester',
    assignee: 'Assignee',
    responseDue: 'Response due',
    resolutionDue: 'Resolution due',
    sla: 'SLA',
  },
  filters: {
    status: 'Any status',
    priority: 'Any priority',
    team: 'Any team',
  },
  sla: {
    breached: 'Breached',
    paused: 'Paused',
    met: 'Met',
    onTrack: 'On track',
    overdue: 'Overdue',
    none: 'No SLA',
  },
  masters: {
    title: 'Service desk masters',
    categories: 'Categories',
    teams: 'Teams',
    policies: 'SLA policies',
  },
  dashboard: {
    title: 'Service desk dashboard',
    openByPriority: 'Open tickets by priority',
    breachedByPriority: 'Breached SLAs by priority',
    resolutionByWeek: 'Resolution time by week',
    tickets: 'Tickets',
    minutes: 'Average minutes to resolve',
    resolved: 'Resolved tickets',
    week: 'Week',
    openTotal: 'Open tickets',
    breachedTotal: 'Breached SLAs',
    resolvedTotal: 'Resolved',
  },
};

export type ServiceDeskText = typeof en;
