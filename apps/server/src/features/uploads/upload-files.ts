import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from '../../platform/files/file-storage';

const FOLDER = 'uploads';

/** A stored name: a random UUID and the detected extension. Anything else is refused before disk. */
export const STORED_NAME_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z]{3,4}$/;

function pathOf(filesDir: string, storedName: string): string {
  if (!STORED_NAME_PATTERN.test(storedName)) throw new Error(`Not a stored upload name: ${storedName}`);
  return path.join(filesDir, FOLDER, storedName);
}

/** Writes the bytes under a new random name and returns that name. */
export async function writeUpload(files: FileStorage, bytes: Uint8Array, ext: string): Promise<string> {
  const target = await files.newFilePath(FOLDER, ext);
  await writeFile(target, bytes, { flag: 'wx' });
  return path.basename(target);
}

export function readUpload(filesDir: string, storedName: string): Promise<Buffer> {
  return readFile(pathOf(filesDir, storedName));
}

export async function removeUpload(filesDir: string, storedName: string): Promise<void> {
  await rm(pathOf(filesDir, storedName), { force: true });
}
