import type { RecordRef, UploadEntry } from '@atrium/core';
import { api, apiDownload, apiMultipart } from '../../../app/api-client';

/** What the file picker offers; the server checks the content whatever the browser lets through. */
export const ACCEPTED_TYPES =
  'image/apng,image/avif,image/gif,image/jpeg,image/png,image/svg+xml,image/webp,image/bmp,image/x-icon,image/tiff,application/pdf';

/** Extensions shown as an image in the preview (spec 001 §5.3); anything else is offered as a download. */
const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'exif', 'tiff', 'gif', 'bmp', 'png', 'webp']);

export function isPreviewable(filename: string): boolean {
  const extension = /\.([^.]+)$/.exec(filename)?.[1]?.toLowerCase();
  return extension !== undefined && IMAGE_EXTENSIONS.has(extension);
}

const base = (ref: RecordRef) => `uploads/${encodeURIComponent(ref.object)}/${ref.recordId}`;

export const uploadFiles = {
  async list(ref: RecordRef): Promise<UploadEntry[]> {
    const answer = await api.get<{ data: UploadEntry[] }>(base(ref), { query: { page: 1, pageSize: 100 } });
    return answer.data;
  },
  async upload(ref: RecordRef, files: readonly File[]): Promise<UploadEntry[]> {
    const form = new FormData();
    for (const file of files) form.append('file', file, file.name);
    const answer = await apiMultipart<{ data: UploadEntry[] }>(`${base(ref)}/upload`, form);
    return answer.data;
  },
  remove(entry: UploadEntry): Promise<unknown> {
    return api.delete(`uploads/${entry.id}`);
  },
  download(entry: UploadEntry) {
    return apiDownload(entry.url);
  },
};

/** The uploads kept in the field's value: entries with an id and a key, whatever else came along. */
export function entriesOf(value: unknown): UploadEntry[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is UploadEntry =>
      typeof item === 'object' &&
      item !== null &&
      typeof item.id === 'number' &&
      typeof item.key === 'string',
  );
}
