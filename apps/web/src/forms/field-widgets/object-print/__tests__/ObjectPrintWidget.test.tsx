import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from '../../../../test-support/browser-stubs';
import {
  endSession,
  jsonResponse,
  renderPanel,
  startSession,
  stubServer,
  WAIT,
  widgetProps,
} from '../../related-object/__tests__/panel-harness';
import { ObjectPrintWidget, offeredTemplates, printPath } from '../ObjectPrintWidget';

const HTML = '<!doctype html><html><body><h1>Account #42</h1></body></html>';
let status = 200;
let templates: Record<string, string> = {};
let printed: unknown[] = [];

describe('ObjectPrintWidget', { timeout: 20_000 }, () => {
  beforeEach(() => {
    startSession();
    status = 200;
    templates = {};
    printed = [];
    stubServer(
      () => new Set(),
      [
        (url, init) => {
          if (url.pathname.endsWith('templates/objects/account/print-templates'))
            return jsonResponse(200, { data: [], templates });
          if (url.pathname.endsWith('objectPrints/account/42/print') && init?.method === 'POST') {
            printed.push(JSON.parse(String(init.body)));
            return jsonResponse(202, { queued: true });
          }
          return undefined;
        },
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

  it('offers the object’s templates, only those filterByTemplateNames names, and prints the chosen one', async () => {
    stubBrowser();
    templates = { '7': 'Quote', '8': 'Cover letter', '9': 'Delivery note' };
    renderPanel(ObjectPrintWidget, props({ filterByTemplateNames: ['Delivery note', 'Quote'] }));
    // Once the templates are in, the button opens their menu (its caret shows it).
    await screen.findByRole('img', { name: 'down' }, WAIT);
    fireEvent.click(screen.getByRole('button', { name: /Print/ }));
    const items = await screen.findAllByRole('menuitem', {}, WAIT);
    expect(items.map((item) => item.textContent)).toEqual(['Delivery note', 'Quote']);
    fireEvent.click(items[1] as HTMLElement);
    await waitFor(() => expect(printed).toEqual([{ template: 7 }]), WAIT);
  });

  it('keeps the named templates in the option’s order, all of them when it names none', () => {
    const all = { '1': 'A', '2': 'B' };
    expect(offeredTemplates(all, [])).toEqual([
      ['1', 'A'],
      ['2', 'B'],
    ]);
    expect(offeredTemplates(all, ['B', 'missing'])).toEqual([['2', 'B']]);
  });
});
