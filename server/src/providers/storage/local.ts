// FileStorage in a local folder (default <DATA_DIR>/files). Writes go to a temporary file in the same folder and
// are renamed into place (atomic on one file system), so a crash leaves at most a `.partial-*` file, never a
// half-written file under a real key.
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { access, constants, mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type FileStorage } from './provider';

export function createLocalStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(base, ...key.split('/'));
  };
  /** Writes through a `.partial-*` file renamed into place: all or nothing. */
  const write = async (key: string, writeTo: (partial: string) => Promise<void>) => {
    const path = pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const partial = `${path}.partial-${randomBytes(6).toString('hex')}`;
    try {
      await writeTo(partial);
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  };
  return {
    description: `local ${base}`,
    async put(key, bytes) {
      await write(key, (partial) => writeFile(partial, bytes, { flag: 'wx' }));
    },
    async putStream(key, body: Readable) {
      await write(key, (partial) => pipeline(body, createWriteStream(partial, { flags: 'wx' })));
    },
    async openRead(key) {
      try {
        // Opened first, so a missing file is null here rather than an error in the middle of a response.
        const handle = await open(pathOf(key), 'r');
        try {
          const { size } = await handle.stat();
          return { body: handle.createReadStream(), size };
        } catch (error) {
          await handle.close();
          throw error;
        }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async check() {
      await mkdir(base, { recursive: true });
      await access(base, constants.R_OK | constants.W_OK);
    },
    async close() {},
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
