import type { ObjectInput } from '@atrium/core';
import {
  APPOINTMENT_TYPES,
  CAMPAIGN_CHANNELS,
  CAMPAIGN_STATUSES,
  CAMPAIGN_TYPES,
  ENQUIRY_CHANNELS,
  ENQUIRY_STATUSES,
  INDUSTRIES,
  items,
  LEAD_SOURCES,
  LEAD_STATUSES,
  OPPORTUNITY_TAGS,
  PROSPECT_STAGES,
  RATINGS,
  statuses,
} from './choices';

export const APPOINTMENT: ObjectInput = {
  name: 'appointment',
  display_name: 'Appointment',
  module: 'crm',
  label_attribute: 'subject',
  attributes: [
    { name: 'subject', label: 'Subject', type: 'singleLine', options: { required: true, searchable: true } },
    {
      name: 'appointment_type',
      label: 'Type',
      type: 'singleSelect',
      options: { items: items(APPOINTMENT_TYPES) },
    },
    { name: 'starts_at', label: 'Starts', type: 'datetimeField', options: { required: true } },
    { name: 'ends_at', label: 'Ends', type: 'datetimeField' },
    { name: 'reminder_time', label: 'Reminder at', type: 'timeField' },
    { name: 'all_day', label: 'All day', type: 'checkbox' },
    { name: 'venue', label: 'Venue', type: 'singleLine' },
    {
      name: 'location',
      label: 'Location',
      type: 'mapField',
      options: { defaultLat: 25.2048, defaultLng: 55.2708 },
    },
    { name: 'agenda', label: 'Agenda', type: 'multiLine' },
  ],
};

export const CAMPAIGN: ObjectInput = {
  name: 'campaign',
  display_name: 'Campaign',
  module: 'crm',
  label_attribute: 'name',
  attributes: [
    { name: 'name', label: 'Name', type: 'singleLine', options: { required: true, searchable: true } },
    { name: 'campaign_type', label: 'Type', type: 'singleSelect', options: { items: items(CAMPAIGN_TYPES) } },
    {
      name: 'status',
      label: 'Status',
      type: 'statusBreadcrumb',
      options: { key: 'status', statuses: statuses(CAMPAIGN_STATUSES) },
    },
    {
      name: 'channels',
      label: 'Channels',
      type: 'multiSelect',
      options: { items: items(CAMPAIGN_CHANNELS) },
    },
    { name: 'start_date', label: 'Start', type: 'dateField', options: { required: true } },
    { name: 'end_date', label: 'End', type: 'dateField' },
    {
      name: 'budget',
      label: 'Budget',
      type: 'currency',
      options: { currency: 'AED', disableNegative: true },
    },
    {
      name: 'expected_response',
      label: 'Expected response',
      type: 'percent',
      options: { disableNegative: true },
    },
    { name: 'send_time', label: 'Send time', type: 'timeField' },
    { name: 'landing_page', label: 'Landing page', type: 'urlField' },
    { name: 'color', label: 'Colour', type: 'color' },
  ],
};

export const LEAD: ObjectInput = {
  name: 'lead',
  display_name: 'Lead',
  module: 'crm',
  label_attribute: 'full_name',
  attributes: [
    {
      name: 'full_name',
      label: 'Full name',
      type: 'singleLine',
      options: { required: true, searchable: true },
    },
    { name: 'company', label: 'Company', type: 'singleLine', options: { searchable: true } },
    { name: 'email', label: 'E-mail', type: 'email', options: { searchable: true } },
    { name: 'phone', label: 'Phone', type: 'phone' },
    {
      name: 'status',
      label: 'Status',
      type: 'statusBreadcrumb',
      options: { key: 'status', statuses: statuses(LEAD_STATUSES), enableHistoryTracking: true },
    },
    { name: 'source', label: 'Source', type: 'singleSelect', options: { items: items(LEAD_SOURCES) } },
    { name: 'rating', label: 'Rating', type: 'radioSelect', options: { items: items(RATINGS) } },
    {
      name: 'estimated_value',
      label: 'Estimated value',
      type: 'currency',
      options: { disableNegative: true },
    },
    { name: 'score', label: 'Score', type: 'numberField', options: { minNumber: 0, maxNumber: 100 } },
    { name: 'interests', label: 'Interests', type: 'tagSelect', options: { items: items(OPPORTUNITY_TAGS) } },
    { name: 'country', label: 'Country', type: 'singleSelectCountries' },
    { name: 'last_contacted', label: 'Last contacted', type: 'datetimeField' },
  ],
};

export const PROSPECT: ObjectInput = {
  name: 'prospect',
  display_name: 'Prospect',
  module: 'crm',
  label_attribute: 'company',
  attributes: [
    { name: 'company', label: 'Company', type: 'singleLine', options: { required: true, searchable: true } },
    { name: 'contact_name', label: 'Contact', type: 'singleLine', options: { searchable: true } },
    { name: 'email', label: 'E-mail', type: 'email', options: { searchable: true } },
    { name: 'phone', label: 'Phone', type: 'phone' },
    { name: 'stage', label: 'Stage', type: 'singleSelect', options: { items: items(PROSPECT_STAGES) } },
    { name: 'industry', label: 'Industry', type: 'singleSelect', options: { items: items(INDUSTRIES) } },
    { name: 'fit_score', label: 'Fit score', type: 'decimalField', options: { disableNegative: true } },
    { name: 'website', label: 'Website', type: 'urlField' },
    { name: 'country', label: 'Country', type: 'singleSelectCountries' },
    { name: 'research', label: 'Research notes', type: 'multiLine' },
  ],
};

export const ENQUIRY: ObjectInput = {
  name: 'enquiry',
  display_name: 'Enquiry',
  module: 'crm',
  label_attribute: 'subject',
  attributes: [
    { name: 'subject', label: 'Subject', type: 'singleLine', options: { required: true, searchable: true } },
    {
      name: 'enquiry_number',
      label: 'Number',
      type: 'sequence',
      options: { prefix: 'ENQ-', searchable: true },
    },
    { name: 'channel', label: 'Channel', type: 'radioSelect', options: { items: items(ENQUIRY_CHANNELS) } },
    { name: 'status', label: 'Status', type: 'singleSelect', options: { items: items(ENQUIRY_STATUSES) } },
    { name: 'customer_name', label: 'Customer', type: 'singleLine', options: { searchable: true } },
    { name: 'email', label: 'E-mail', type: 'email', options: { searchable: true } },
    { name: 'phone', label: 'Phone', type: 'phone' },
    { name: 'message', label: 'Message', type: 'multiLine', options: { required: true } },
    { name: 'received_at', label: 'Received', type: 'datetimeField' },
    { name: 'follow_up_time', label: 'Follow up at', type: 'timeField' },
    { name: 'urgent', label: 'Urgent', type: 'checkbox' },
  ],
};
