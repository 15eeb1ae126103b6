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
import { UploadWidget } from '../UploadWidget';
import { isPreviewable } from '../upload-files';

const stored = [
  { id: 5, key: 'a.png', url: 'uploads/5/download', size: 2048, filename: 'logo.png' },
  { id: 6, key: 'b.pdf', url: 'uploads/6/download', size: 100, filename: 'offer.pdf' },
];
let deleteStatus = 200;
const calls: string[] = [];

function serve() {
  stubServer(
    () => new Set(),
    [
      (url, init) => {
        calls.push(`${init?.method ?? 'GET'} ${url.pathname}`);
        if (url.pathname.endsWith('uploads/thing/42') && (init?.method ?? 'GET') === 'GET') {
          return jsonResponse(200, { data: stored, total: 2 });
        }
        if (url.pathname.endsWith('uploads/thing/42/upload')) {
          expect(init?.body).toBeInstanceOf(FormData);
          return jsonResponse(201, {
            data: [{ id: 7, key: 'c.png', url: 'uploads/7/download', size: 10, filename: 'new.png' }],
          });
        }
        if (url.pathname.endsWith('/download')) {
          return new Response(new Uint8Array([1]), {
            headers: { 'x-filename': 'logo.png', 'x-filetype': 'image/png' },
          });
        }
        if (init?.method === 'DELETE') {
          return deleteStatus === 200
            ? jsonResponse(200, { success: true })
            : jsonResponse(deleteStatus, { statusCode: deleteStatus, message: 'This Thing is locked.' });
        }
        return undefined;
      },
    ],
  );
}

describe('UploadWidget', { timeout: 20_000 }, () => {
  beforeEach(() => {
    startSession();
    deleteStatus = 200;
    calls.length = 0;
    serve();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined }),
    );
  });
  afterEach(() => {
    cleanup();
    endSession();
  });

  it('lists the stored uploads of an existing record and previews an image', async () => {
    renderPanel(UploadWidget, widgetProps({ type: 'multipleFileUpload', record: { id: 42 } }));
    expect(await screen.findByText('logo.png', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('2.0 KB')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Preview logo.png' }));
    const image = await screen.findByRole('img', { name: 'logo.png' }, WAIT);
    expect(image.getAttribute('src')).toBe('blob:preview');
  });

  it('offers a download link where no preview is possible', async () => {
    renderPanel(UploadWidget, widgetProps({ type: 'multipleFileUpload', record: { id: 42 } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Preview offer.pdf' }, WAIT));
    expect(
      await screen.findByText(
        'Preview not available. Please click here to view or download the file',
        {},
        WAIT,
      ),
    ).toBeTruthy();
  });

  it('deletes after the confirm, and puts the file back with the server message when that fails', async () => {
    deleteStatus = 409;
    const props = widgetProps({ type: 'multipleFileUpload', record: { id: 42 } });
    renderPanel(UploadWidget, props);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete logo.png' }, WAIT));
    expect(await screen.findByText('Do you want to delete?', {}, WAIT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls).toContain('DELETE /api/v1/uploads/5'), WAIT);
    expect(await screen.findByText('This Thing is locked.', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('logo.png')).toBeTruthy();
    expect(props.onChange).toHaveBeenLastCalledWith(stored);
  });

  it('uploads picked files and hands the new list to the form', async () => {
    const props = widgetProps({ type: 'multipleFileUploads', record: { id: 42 } });
    const { container } = renderPanel(UploadWidget, props);
    await screen.findByText('logo.png', {}, WAIT);
    const input = container.querySelector('input[type="file"]');
    if (!input) throw new Error('no file input');
    fireEvent.change(input, { target: { files: [new File(['x'], 'new.png', { type: 'image/png' })] } });
    await waitFor(() => expect(calls).toContain('POST /api/v1/uploads/thing/42/upload'), WAIT);
    await waitFor(
      () => expect(props.onChange).toHaveBeenCalledWith([...stored, expect.objectContaining({ id: 7 })]),
      WAIT,
    );
    expect(await screen.findByText('new.png', {}, WAIT)).toBeTruthy();
  });

  it('disables upload and delete on a locked record, and asks a new record to be saved first', async () => {
    const { container } = renderPanel(
      UploadWidget,
      widgetProps({ type: 'multipleFileUpload', record: { id: 42, is_locked: true } }),
    );
    expect(await screen.findByText('logo.png', {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete logo.png' })).toBeNull();
    expect(container.querySelector('input[type="file"]')?.hasAttribute('disabled')).toBe(true);
    cleanup();
    calls.length = 0;
    renderPanel(UploadWidget, widgetProps({ type: 'multipleFileUpload', record: { id: 'new' } }));
    expect(await screen.findByText('Save the record first to add files.', {}, WAIT)).toBeTruthy();
    expect(calls.some((call) => call.includes('uploads/thing'))).toBe(false);
  });
});

describe('preview by extension', { timeout: 20_000 }, () => {
  it.each([
    ['a.jpg', true],
    ['a.JPEG', true],
    ['a.exif', true],
    ['a.tiff', true],
    ['a.gif', true],
    ['a.bmp', true],
    ['a.png', true],
    ['a.webp', true],
    ['a.pdf', false],
    ['a.svg', false],
    ['noextension', false],
  ])('%s previews: %s', (name, expected) => {
    expect(isPreviewable(name)).toBe(expected);
  });
});
