import { ATRIUM_VERSION, MODULES, type ModulePackage, modulePackageSchema } from '@atrium/core';
import type { PackageStep } from '../../features/packages/package-steps';
import { restrictOpenTickets } from '../../features/servicedesk/ticket-privacy';
import { type FormLayout, layoutBody } from '../crm/forms';
import {
  SERVICEDESK_OBJECTS,
  SERVICEDESK_RELATIONSHIPS,
  TICKET_WORKFLOW_WIDGETS,
} from './servicedesk-objects';
import { SERVICEDESK_REPORTS } from './servicedesk-reports';
import { objectTranslations, withTranslations } from './servicedesk-translations';
import { TICKET_WORKFLOW } from './ticket-workflow';

/**
 * The package's code steps (docs/modules.md): its demo records, two write pipeline steps, and the sharing
 * rule, a pipeline step whose install step shares the records written before it.
 */
export const SERVICEDESK_DEMO_STEP = 'servicedesk.demo-records';
export const SERVICEDESK_TICKET_STEP = 'servicedesk.ticket-sla';
export const SERVICEDESK_MENTIONS_STEP = 'servicedesk.comment-mentions';
export const SERVICEDESK_PRIVACY_STEP = 'servicedesk.ticket-privacy';

/**
 * The pipeline steps by name (their code: apps/server/src/features/servicedesk, declared by
 * declareServiceDeskSteps when the server starts), registered so the package validates here.
 */
export const SERVICEDESK_STEPS: PackageStep[] = [
  { name: SERVICEDESK_TICKET_STEP },
  { name: SERVICEDESK_MENTIONS_STEP },
  { name: SERVICEDESK_PRIVACY_STEP, afterInstall: restrictOpenTickets },
];

const LAYOUTS: Record<string, FormLayout> = {
  service_ticket: {
    left: ['number', 'title', 'category_id', 'priority', 'impact', 'requester'],
    right: ['status', 'team_id', 'assignee', 'sla_policy_id', 'response_due', 'resolution_due'],
    sections: [
      { id: 'section_details', title: 'Details', fields: ['description', 'resolution'] },
      {
        id: 'section_sla',
        title: 'SLA',
        fields: [
          'raised_at',
          'sla_breached',
          'response_breached',
          'resolution_breached',
          'resolution_time',
          'responded_at',
          'resolved_at',
          'sla_paused_at',
          'sla_paused_minutes',
        ],
      },
      { id: 'section_workflow', title: 'Workflow', fields: TICKET_WORKFLOW_WIDGETS },
    ],
  },
  service_category: { left: ['name', 'default_team_id'], right: ['description'], sections: [] },
  service_team: { left: ['name', 'lead'], right: ['members', 'description'], sections: [] },
  sla_policy: { left: ['name', 'priority'], right: ['response_minutes', 'resolution_minutes'], sections: [] },
  service_ticket_comment: { left: ['ticket_id', 'body'], right: ['attachments'], sections: [] },
};

function fieldsOf(objectName: string): { name: string; type: string }[] {
  const object = SERVICEDESK_OBJECTS.find((candidate) => candidate.name === objectName);
  const own = (object?.attributes ?? []).map((attribute) => ({ name: attribute.name, type: attribute.type }));
  const related = SERVICEDESK_RELATIONSHIPS.filter(
    (relationship) => relationship.child_object === objectName,
  ).map((relationship) => ({ name: relationship.foreign_key, type: 'lookup' }));
  return [...own, ...related];
}

const words = (path: string) => {
  const text = path.replaceAll('-', ' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
};

const serviceDesk = MODULES.find((module) => module.key === 'servicedesk');

/** Reading what a ticket names: everyone who raises one needs these. */
const RAISE = [
  'module:servicedesk',
  'serviceTicket:view',
  'serviceTicket:create',
  'serviceTicketComment:view',
  'serviceTicketComment:create',
  'serviceCategory:view',
  'serviceTeam:view',
  'slaPolicy:view',
];
const AGENT = [...RAISE, 'serviceTicket:edit', 'serviceTicketComment:edit'];
const LEAD = [...AGENT, 'serviceTicketManage:view', 'serviceTicket:export'];
const MANAGER = [
  ...LEAD,
  'serviceTicket:delete',
  'serviceTicketMasters:view',
  'serviceTicketWorkflow:view',
  ...['serviceCategory', 'serviceTeam', 'slaPolicy'].flatMap((scope) => [
    `${scope}:create`,
    `${scope}:edit`,
    `${scope}:delete`,
  ]),
];

/**
 * The service desk (issue 19 item 3) as a module package: tickets with SLA clocks, categories, teams,
 * SLA policies and comments; its forms, labels in four languages, the roles it suggests, reference
 * data, a dashboard's reports and a small demo desk. Its behaviour is in two declared pipeline steps
 * (apps/server/src/features/servicedesk) and the escalation job.
 */
export const SERVICEDESK_PACKAGE: ModulePackage = modulePackageSchema.parse({
  format: 1,
  name: 'servicedesk',
  title: 'Service desk',
  description: 'Tickets with SLA targets and escalation, categories, teams, SLA policies and comments.',
  version: '1.2.0',
  atrium: ATRIUM_VERSION,
  objects: SERVICEDESK_OBJECTS.map((object) => ({
    ...withTranslations(object),
    translations: objectTranslations(object.name),
  })),
  relationships: SERVICEDESK_RELATIONSHIPS,
  forms: Object.entries(LAYOUTS).map(([object, layout]) => ({
    object,
    layout: layoutBody(layout, fieldsOf(object)),
    rules: [],
  })),
  reports: SERVICEDESK_REPORTS,
  workflows: [TICKET_WORKFLOW],
  navigation: [
    ...(serviceDesk?.navigation ?? []).map((entry) => {
      const key = entry.url.split('/').at(-1) ?? entry.key;
      return {
        key,
        label: words(key),
        path: entry.url,
        permission: entry.requires?.all?.[0] ?? 'module:servicedesk',
      };
    }),
    // The masters' lists (their tabs on /servicedesk/masters), which bring their objects' permissions.
    {
      key: 'categories',
      label: 'Categories',
      path: '/servicedesk/service_category',
      permission: 'serviceCategory:view',
    },
    { key: 'teams', label: 'Teams', path: '/servicedesk/service_team', permission: 'serviceTeam:view' },
    {
      key: 'sla-policies',
      label: 'SLA policies',
      path: '/servicedesk/sla_policy',
      permission: 'slaPolicy:view',
    },
    {
      key: 'comments',
      label: 'Comments',
      path: '/servicedesk/service_ticket_comment',
      permission: 'serviceTicketComment:view',
    },
  ],
  roles: [
    {
      name: 'Employee',
      description: 'Every member: the user zone, and raising service tickets.',
      permissions: RAISE,
    },
    {
      name: 'Service Desk Agent',
      description: 'Works the tickets assigned to their team.',
      permissions: AGENT,
    },
    {
      name: 'Service Desk Team Lead',
      description: "Triages and assigns their team's tickets; told when an SLA is breached.",
      permissions: LEAD,
    },
    {
      name: 'Service Manager',
      description: 'Runs the service desk: every ticket, the masters and the ticket workflow.',
      permissions: MANAGER,
    },
    { name: 'Administrator', description: 'Organization administrators.', permissions: MANAGER },
  ],
  reference_data: [
    {
      object: 'service_category',
      records: [
        { name: 'Hardware', description: 'Laptops, screens, printers and phones.' },
        { name: 'Software', description: 'Applications, licences and updates.' },
        { name: 'Access', description: 'Accounts, passwords and permissions.' },
        { name: 'Network', description: 'Wi-Fi, VPN and connectivity.' },
        { name: 'Other', description: 'Anything else.' },
      ],
    },
    {
      object: 'sla_policy',
      records: [
        { name: 'P1 Critical', priority: 'P1', response_minutes: 30, resolution_minutes: 240 },
        { name: 'P2 High', priority: 'P2', response_minutes: 60, resolution_minutes: 480 },
        { name: 'P3 Medium', priority: 'P3', response_minutes: 240, resolution_minutes: 1440 },
        { name: 'P4 Low', priority: 'P4', response_minutes: 480, resolution_minutes: 4320 },
      ],
    },
  ],
  demo_data: { records: [], generator: SERVICEDESK_DEMO_STEP },
  steps: [
    SERVICEDESK_DEMO_STEP,
    SERVICEDESK_TICKET_STEP,
    SERVICEDESK_MENTIONS_STEP,
    SERVICEDESK_PRIVACY_STEP,
  ],
});
