import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  endSession,
  jsonResponse,
  renderPanel,
  startSession,
  stubServer,
  WAIT,
  widgetProps,
} from '../../related-object/__tests__/panel-harness';
import { ObjectPrintWidget, printPath } from '../ObjectPrintWidget';

const HTML = '<!doctype html><html><body><h1>Account #42</h1></body></html>';
let status = 200;

describe('ObjectPrintWidget', { timeout: 20_000 }, () => {
  beforeEach(() => {
    startSession();
    status = 200;
    stubServer(
      () => new Set(),
      [
        (url) =>
          url.pathname.endsWith('objectPrints/account/42/print')
            ? status === 200
              ? new Response(HTML, { headers: { 'content-type': 'text/html' } })
              : jsonResponse(status, {
                  statusCode: status,
                  message: 'You do not have access to this Account.',
                })
            : undefined,
      ],
    );
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:print' }));
  });
  afterEach(() => {
    cleanup();
    endSession();
  });

  const props = (options: Record<string, unknown> = {}) =>
    widgetProps({
      type: 'objectPrint',
      record: { id: 42 },
      options,
      definitionOverrides: { name: 'account' },
    });

  it('opens the printable page in a new tab, labelled by objectPrintLabel', async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderPanel(ObjectPrintWidget, props({ objectPrintLabel: 'Print offer' }));
    fireEvent.click(await screen.findByRole('button', { name: /Print offer/ }, WAIT));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe('blob:print'), WAIT);
  });

  it('closes the tab and shows the message when the server refuses', async () => {
    status = 403;
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderPanel(ObjectPrintWidget, props());
    fireEvent.click(await screen.findByRole('button', { name: /Print/ }, WAIT));
    expect(await screen.findByText('You do not have access to this Account.', {}, WAIT)).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
  });

  it('uses a custom endpoint and hides itself on an unsaved record', () => {
    expect(printPath(props({ objectPrintEndPoint: 'prints/{object}/{id}' }), 42)).toBe('prints/account/42');
    renderPanel(ObjectPrintWidget, widgetProps({ type: 'objectPrint', record: {} }));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
