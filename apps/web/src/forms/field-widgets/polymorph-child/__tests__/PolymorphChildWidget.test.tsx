import type { ObjectDefinition, Relationship } from '@atrium/core';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { definitionClient } from '../../../../metadata/definition-client';
import {
  endSession,
  jsonResponse,
  renderPanel,
  startSession,
  stubServer,
  WAIT,
  widgetProps,
} from '../../related-object/__tests__/panel-harness';
import { PolymorphChildWidget } from '../PolymorphChildWidget';

const notes: Relationship = {
  id: 4,
  name: 'notes',
  type: 'Polymorphic',
  parent_object: 'account',
  child_object: 'note',
  reverse_name: 'notable_account',
  foreign_key: 'notable',
  options: {},
  api_endpoint: 'r/crm/account/{parentId}/notes',
};

const note: ObjectDefinition = {
  id: 9,
  name: 'note',
  display_name: 'Note',
  module: 'crm',
  label_attribute: 'subject',
  label_expression: null,
  api_endpoint: 'records/note',
  has_versioning: false,
  has_ordering: false,
  version: 1,
  relationships: { notable_account: notes },
  attributes: [{ id: 1, name: 'subject', label: 'Subject', type: 'singleLine', options: {} }],
};

describe('PolymorphChildWidget', { timeout: 20_000 }, () => {
  beforeEach(() => {
    startSession();
    definitionClient.clear();
    stubServer(
      () => new Set(['note:view', 'note:create']),
      [
        (url) =>
          url.pathname.endsWith('def/objects/bynames')
            ? jsonResponse(200, { data: [note], missing: [] })
            : undefined,
        (url) =>
          url.pathname.endsWith('r/crm/account/42/notes')
            ? jsonResponse(200, {
                data: [
                  {
                    id: 5,
                    subject: 'Called about renewal',
                    notable_type: 'account',
                    notable_id: 42,
                    permission: 7,
                  },
                ],
                total: 1,
                total_is_estimate: false,
                per_page: 10,
                current_page: 1,
                last_page: 1,
              })
            : undefined,
      ],
    );
  });
  afterEach(() => {
    cleanup();
    endSession();
  });

  it('lists the polymorphic children through the relationship call', async () => {
    renderPanel(
      PolymorphChildWidget,
      widgetProps({
        type: 'polymorphChild',
        node: { id: 'attrib_notes', type: 'polymorphChild', attributeName: 'notes' },
        record: { id: 42 },
        definitionOverrides: { name: 'account', relationships: { notes } },
      }),
    );
    expect(await screen.findByText('Called about renewal', {}, WAIT)).toBeTruthy();
  });

  it('lists nothing for an unsaved record', () => {
    const { container } = renderPanel(
      PolymorphChildWidget,
      widgetProps({
        type: 'polymorphChild',
        node: { id: 'attrib_notes', type: 'polymorphChild', attributeName: 'notes' },
        record: { id: 'new' },
        definitionOverrides: { name: 'account', relationships: { notes } },
      }),
    );
    expect(container.textContent).toBe('/crm/accounts/42');
  });
});
