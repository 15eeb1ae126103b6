import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  endSession,
  jsonResponse,
  renderPanel,
  startSession,
  stubServer,
  WAIT,
  widgetProps,
} from '../../related-object/__tests__/panel-harness';
import { PermissionEditorWidget } from '../PermissionEditorWidget';

const sent: { method: string; path: string; body: unknown }[] = [];
let grants = [
  { id: 1, to_user: 5, to_user_display: 'Ada Lovelace', to_role: null, to_role_display: null, permission: 1 },
];

describe('PermissionEditorWidget', { timeout: 20_000 }, () => {
  beforeEach(() => {
    startSession();
    sent.length = 0;
    grants = [
      {
        id: 1,
        to_user: 5,
        to_user_display: 'Ada Lovelace',
        to_role: null,
        to_role_display: null,
        permission: 1,
      },
    ];
    stubServer(
      () => new Set(),
      [
        (url, init) => {
          const base = '/api/v1/auth/record_permissions/account/42';
          if (!url.pathname.startsWith(base)) return undefined;
          const method = init?.method ?? 'GET';
          if (method !== 'GET') {
            sent.push({
              method,
              path: url.pathname,
              body: init?.body ? JSON.parse(String(init.body)) : null,
            });
            return jsonResponse(method === 'POST' ? 201 : 200, { id: 2 });
          }
          if (url.pathname.endsWith('/users'))
            return jsonResponse(200, { data: [{ id: 9, name: 'Hana HR' }] });
          if (url.pathname.endsWith('/roles'))
            return jsonResponse(200, { data: [{ id: 3, name: 'CRM Staff' }] });
          return jsonResponse(200, { data: grants });
        },
      ],
    );
  });
  afterEach(() => {
    cleanup();
    endSession();
  });

  it('lists grants in the Edit Permissions modal and adds a user with a level', async () => {
    renderPanel(
      PermissionEditorWidget,
      widgetProps({ type: 'permissionEditor', record: { id: 42 }, definitionOverrides: { name: 'account' } }),
    );
    fireEvent.click(await screen.findByRole('button', { name: /Edit Permission/ }, WAIT));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    expect(within(dialog).getByText('Edit Permissions')).toBeTruthy();
    expect(await within(dialog).findByText('Ada Lovelace', {}, WAIT)).toBeTruthy();

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Choose a user or role' }));
    fireEvent.click(await screen.findByTitle('Hana HR', {}, WAIT));
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Level' }));
    fireEvent.click(await screen.findByTitle('Full', {}, WAIT));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(sent).toHaveLength(1), WAIT);
    expect(sent[0]).toEqual({
      method: 'POST',
      path: '/api/v1/auth/record_permissions/account/42',
      body: { to_user: 9, permission: 7 },
    });

    // The grant buttons stay disabled until the added grant is saved and the list read again.
    const remove = () => within(dialog).getByRole('button', { name: 'Remove Ada Lovelace' });
    await waitFor(() => expect(remove().hasAttribute('disabled')).toBe(false), WAIT);
    fireEvent.click(remove());
    await waitFor(() => expect(sent[1]?.method).toBe('DELETE'), WAIT);
    expect(sent[1]?.path).toBe('/api/v1/auth/record_permissions/account/42/1');
  });

  it('is not offered on an unsaved record', () => {
    renderPanel(PermissionEditorWidget, widgetProps({ type: 'permissionEditor', record: { id: 'new' } }));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
