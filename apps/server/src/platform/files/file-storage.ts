import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

export interface FileStorage {
  /** A new file's absolute path under `folder`, with the given extension; the folder exists. */
  newFilePath(folder: string, extension: string): Promise<string>;
}

/** Files on local disk under FILES_DIR; names are random, never taken from input. */
export function createLocalFileStorage(root: string): FileStorage {
  return {
    async newFilePath(folder, extension) {
      if (!/^[a-z0-9-]+$/.test(folder) || !/^[a-z0-9]+$/.test(extension)) {
        throw new Error('File folders and extensions are fixed names.');
      }
      const directory = path.join(root, folder);
      await mkdir(directory, { recursive: true });
      return path.join(directory, `${randomUUID()}.${extension}`);
    },
  };
}
