import type { ObjectInput } from '@atrium/core';
import {
  CURRENCIES,
  items,
  LEAD_SOURCES,
  OPPORTUNITY_STAGES,
  OPPORTUNITY_TAGS,
  ORDER_STATUSES,
  PAYMENT_TERMS,
  PRIORITIES,
  PROJECT_STATUSES,
  QUOTE_STATUSES,
  statuses,
} from './choices';

export const OPPORTUNITY: ObjectInput = {
  name: 'opportunity',
  display_name: 'Opportunity',
  module: 'crm',
  label_attribute: 'name',
  // The pipeline: a board of the stages (issue 19 item 4).
  default_view: { view: 'board', group_by: 'stage' },
  attributes: [
    { name: 'name', label: 'Name', type: 'singleLine', options: { required: true, searchable: true } },
    {
      name: 'stage',
      label: 'Stage',
      type: 'statusBreadcrumb',
      options: {
        key: 'stage',
        statuses: statuses(OPPORTUNITY_STAGES),
        required: true,
        enableHistoryTracking: true,
      },
    },
    {
      name: 'amount',
      label: 'Amount',
      type: 'currency',
      options: { currency: 'AED', disableNegative: true, enableHistoryTracking: true },
    },
    {
      name: 'probability',
      label: 'Probability',
      type: 'percent',
      options: { disableNegative: true, enableHistoryTracking: true },
    },
    {
      name: 'close_date',
      label: 'Expected close',
      type: 'dateField',
      options: { required: true, enableHistoryTracking: true },
    },
    { name: 'lead_source', label: 'Source', type: 'singleSelect', options: { items: items(LEAD_SOURCES) } },
    { name: 'tags', label: 'Tags', type: 'tagSelect', options: { items: items(OPPORTUNITY_TAGS) } },
    { name: 'next_step', label: 'Next step', type: 'multiLine' },
  ],
};

/** Quotes are versioned: a revised offer keeps the earlier ones. */
export const QUOTE: ObjectInput = {
  name: 'quote',
  display_name: 'Quote',
  module: 'crm',
  label_attribute: 'title',
  has_versioning: true,
  attributes: [
    { name: 'title', label: 'Title', type: 'singleLine', options: { required: true, searchable: true } },
    {
      name: 'quote_number',
      label: 'Quote number',
      type: 'sequence',
      options: { prefix: 'QT-', searchable: true },
    },
    {
      name: 'status',
      label: 'Status',
      type: 'statusBreadcrumb',
      options: { key: 'status', statuses: statuses(QUOTE_STATUSES), enableHistoryTracking: true },
    },
    { name: 'valid_until', label: 'Valid until', type: 'dateField', options: { required: true } },
    { name: 'currency_code', label: 'Currency', type: 'singleSelect', options: { items: items(CURRENCIES) } },
    { name: 'subtotal', label: 'Subtotal', type: 'currency', options: { disableNegative: true } },
    { name: 'discount', label: 'Discount', type: 'percent', options: { disableNegative: true } },
    {
      name: 'total',
      label: 'Total',
      type: 'currency',
      options: { disableNegative: true, enableHistoryTracking: true },
    },
    { name: 'terms', label: 'Terms and conditions', type: 'longText' },
    {
      name: 'terms_notice',
      label: 'Terms notice',
      type: 'displayText',
      options: { text: 'Prices exclude VAT unless stated otherwise.' },
    },
  ],
};

export const SALES_ORDER: ObjectInput = {
  name: 'sales_order',
  display_name: 'Sales Order',
  module: 'crm',
  label_attribute: 'order_number',
  attributes: [
    {
      name: 'order_number',
      label: 'Order number',
      type: 'sequence',
      options: { prefix: 'SO-', required: true, searchable: true },
    },
    {
      name: 'status',
      label: 'Status',
      type: 'statusBreadcrumb',
      options: { key: 'status', statuses: statuses(ORDER_STATUSES) },
    },
    { name: 'order_date', label: 'Order date', type: 'dateField', options: { required: true } },
    { name: 'delivery_date', label: 'Delivery date', type: 'dateField' },
    { name: 'total', label: 'Total', type: 'currency', options: { currency: 'AED', disableNegative: true } },
    {
      name: 'payment_terms',
      label: 'Payment terms',
      type: 'singleSelect',
      options: { items: items(PAYMENT_TERMS) },
    },
    { name: 'weight_kg', label: 'Weight (kg)', type: 'decimalField', options: { disableNegative: true } },
    { name: 'delivered', label: 'Delivered', type: 'checkbox' },
    { name: 'shipping_address', label: 'Shipping address', type: 'multiLine' },
  ],
};

/** Projects are ordered by hand (drag and drop in the list). */
export const PROJECT: ObjectInput = {
  name: 'project',
  display_name: 'Project',
  module: 'crm',
  label_attribute: 'name',
  has_ordering: true,
  attributes: [
    { name: 'name', label: 'Name', type: 'singleLine', options: { required: true, searchable: true } },
    { name: 'code', label: 'Code', type: 'sequence', options: { prefix: 'PRJ-', searchable: true } },
    {
      name: 'status',
      label: 'Status',
      type: 'statusBreadcrumb',
      options: { key: 'status', statuses: statuses(PROJECT_STATUSES) },
    },
    { name: 'priority', label: 'Priority', type: 'radioSelect', options: { items: items(PRIORITIES) } },
    { name: 'start_date', label: 'Start', type: 'dateField', options: { required: true } },
    { name: 'end_date', label: 'End', type: 'dateField' },
    {
      name: 'budget',
      label: 'Budget',
      type: 'currency',
      options: { currency: 'AED', disableNegative: true },
    },
    { name: 'progress', label: 'Progress', type: 'percent', options: { disableNegative: true } },
    { name: 'color', label: 'Colour', type: 'color' },
    {
      name: 'billable',
      label: 'Billable',
      type: 'singleOn',
      options: { singleOnLabel: 'Billable', singleOffLabel: 'Internal' },
    },
    { name: 'charter', label: 'Charter', type: 'longText' },
  ],
};
