import type { Relationship } from '@atrium/core';
import { cleanup, fireEvent, screen } from '@testing-library/react';
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
import { activeLeaves, FolioWidget } from '../FolioWidget';

const notes: Relationship = {
  id: 4,
  name: 'notes',
  type: 'Polymorphic',
  parent_object: 'contact',
  child_object: 'note',
  reverse_name: 'notable_contact',
  foreign_key: 'notable',
  options: {},
  api_endpoint: 'r/crm/contact/{parentId}/notes',
};

describe('FolioWidget', { timeout: 20_000 }, () => {
  beforeEach(() => {
    startSession();
    definitionClient.clear();
    stubServer(
      () => new Set(['note:view']),
      [
        (url) =>
          url.pathname.endsWith('def/objects/bynames')
            ? jsonResponse(200, {
                data: [
                  {
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
                    relationships: {},
                    attributes: [
                      { id: 1, name: 'subject', label: 'Subject', type: 'singleLine', options: {} },
                    ],
                  },
                ],
                missing: [],
              })
            : undefined,
        (url) =>
          url.pathname.endsWith('r/crm/contact/42/notes')
            ? jsonResponse(200, {
                data: [{ id: 5, subject: 'First note', permission: 7 }],
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

  it('has a tab per active leaf, listing the leaves that exist and naming the ones that do not', async () => {
    renderPanel(
      FolioWidget,
      widgetProps({
        type: 'folio',
        options: { activeLeaves: ['note', 'call'] },
        record: { id: 42 },
        definitionOverrides: { name: 'contact', relationships: { notes } },
      }),
    );
    expect(await screen.findByRole('tab', { name: 'Notes' }, WAIT)).toBeTruthy();
    expect(await screen.findByText('First note', {}, WAIT)).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Calls' }));
    expect(await screen.findByText('There is no call object yet.', {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Tasks' })).toBeNull();
  });

  it('takes every leaf when none is chosen, and ignores unknown ones', () => {
    expect(activeLeaves(widgetProps({ type: 'folio' }))).toEqual([
      'note',
      'activity',
      'call',
      'email',
      'task',
      'appointment',
    ]);
    expect(activeLeaves(widgetProps({ type: 'folio', options: { activeLeaves: 'task,bogus' } }))).toEqual([
      'task',
    ]);
  });
});
