import type { FastifyInstance } from 'fastify';
import { apiCall } from './sign-in';

/** A select's items (`{ value, name }`): a choice field accepts exactly these. */
const choices = (...values: string[]) => values.map((value) => ({ value, name: value }));

/** Creates `account` and `contact` (account → contacts) through the creator API, as a super admin. */
export async function createCrmObjects(app: FastifyInstance, adminToken: string): Promise<void> {
  const steps: [string, object][] = [
    [
      'administration/creator/objects',
      {
        name: 'account',
        display_name: 'Account',
        module: 'crm',
        label_attribute: 'name',
        attributes: [
          { name: 'name', label: 'Name', type: 'singleLine', options: { required: true, searchable: true } },
          {
            name: 'industry',
            label: 'Industry',
            type: 'singleSelect',
            options: { items: choices('Retail', 'Energy', 'Government', 'Banking', 'Edited') },
          },
          { name: 'employees', label: 'Employees', type: 'numberField', options: { disableNegative: true } },
          { name: 'revenue', label: 'Revenue', type: 'currency' },
          { name: 'active', label: 'Active', type: 'checkbox' },
          { name: 'founded', label: 'Founded', type: 'dateField' },
          { name: 'email', label: 'E-mail', type: 'email', options: { searchable: true } },
          {
            name: 'tags',
            label: 'Tags',
            type: 'multiSelect',
            options: { items: choices('a', 'b', 'key', 'gulf') },
          },
        ],
      },
    ],
    [
      'administration/creator/objects',
      {
        name: 'contact',
        display_name: 'Contact',
        module: 'crm',
        label_attribute: 'full_name',
        attributes: [
          { name: 'full_name', label: 'Full name', type: 'singleLine', options: { required: true } },
        ],
      },
    ],
    [
      'administration/creator/relationships',
      {
        name: 'contacts',
        type: 'OneToMany',
        parent_object: 'account',
        child_object: 'contact',
        reverse_name: 'account',
        foreign_key: 'account_id',
      },
    ],
  ];
  for (const [url, body] of steps) {
    const response = await apiCall(app, 'POST', url, adminToken, body);
    if (response.statusCode !== 201)
      throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
  }
}
