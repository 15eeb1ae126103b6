import type { ChoiceItemOption, StatusStepOption } from '@atrium/core';

/** Choice lists shared by the CRM definitions and the demo records, so every seeded value is a valid item. */

/** `options.items` of a select field (spec 001 §7.2). */
export function items(values: readonly string[]): ChoiceItemOption[] {
  return values.map((value) => ({ value, name: value }));
}

/** `options.statuses` of a status breadcrumb: its steps in order (spec 001 §3.5). */
export function statuses(labels: readonly string[]): StatusStepOption[] {
  return labels.map((label) => ({ id: label.toLowerCase().replaceAll(' ', '_'), label }));
}

/** The stored value of a status step is its id. */
export function statusIds(labels: readonly string[]): string[] {
  return statuses(labels).map((status) => status.id);
}

export const INDUSTRIES = [
  'Retail',
  'Energy',
  'Banking',
  'Construction',
  'Healthcare',
  'Logistics',
  'Hospitality',
  'Technology',
] as const;
export const ACCOUNT_TYPES = ['Customer', 'Partner', 'Reseller', 'Supplier'] as const;
export const ACCOUNT_TAGS = ['key', 'gulf', 'strategic', 'government', 'sme', 'export'] as const;
export const COUNTRIES = ['AE', 'SA', 'QA', 'OM', 'KW', 'BH', 'IN', 'GB', 'FR', 'DE'] as const;
export const SALUTATIONS = ['Mr', 'Ms', 'Dr', 'Eng'] as const;
export const CHANNELS = ['E-mail', 'Phone', 'WhatsApp', 'Meeting'] as const;
export const LEAD_SOURCES = [
  'Website',
  'Referral',
  'Exhibition',
  'Cold call',
  'Campaign',
  'Partner',
] as const;
export const LEAD_STATUSES = ['New', 'Contacted', 'Qualified', 'Converted', 'Lost'] as const;
export const RATINGS = ['Hot', 'Warm', 'Cold'] as const;
export const OPPORTUNITY_STAGES = [
  'Prospecting',
  'Qualification',
  'Proposal',
  'Negotiation',
  'Closed Won',
  'Closed Lost',
] as const;
export const OPPORTUNITY_TAGS = ['renewal', 'upsell', 'new business', 'tender', 'framework'] as const;
export const QUOTE_STATUSES = ['Draft', 'Sent', 'Accepted', 'Rejected', 'Expired'] as const;
export const ORDER_STATUSES = ['Received', 'Confirmed', 'Shipped', 'Delivered', 'Invoiced'] as const;
export const PAYMENT_TERMS = ['Immediate', 'Net 30', 'Net 60', 'Net 90'] as const;
export const PROJECT_STATUSES = ['Planned', 'In Progress', 'On Hold', 'Completed'] as const;
export const PRIORITIES = ['Low', 'Medium', 'High', 'Critical'] as const;
export const CAMPAIGN_TYPES = ['E-mail', 'Event', 'Webinar', 'Social', 'Print'] as const;
export const CAMPAIGN_CHANNELS = ['E-mail', 'LinkedIn', 'Instagram', 'SMS', 'Press', 'Events'] as const;
export const CAMPAIGN_STATUSES = ['Planned', 'Active', 'Completed', 'Cancelled'] as const;
export const APPOINTMENT_TYPES = ['Meeting', 'Call', 'Video call', 'Site visit'] as const;
export const ENQUIRY_CHANNELS = ['Web form', 'E-mail', 'Phone', 'Walk-in'] as const;
export const ENQUIRY_STATUSES = ['Open', 'Answered', 'Closed'] as const;
export const PROSPECT_STAGES = ['Identified', 'Researching', 'Engaged', 'Ready'] as const;
export const CURRENCIES = ['AED', 'SAR', 'USD', 'EUR'] as const;
