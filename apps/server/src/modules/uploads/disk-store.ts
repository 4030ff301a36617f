import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { STORED_NAME_PATTERN } from '@neelami/shared/uploads';
import { type FileStore, folderOf, kindOfFolder, type StoredObject, type UploadKind } from './file-store';

/**
 * Files under DATA_DIR/uploads/<docs|gallery>/<generated name>, outside the web root
 * (ARCHITECTURE.md "Uploads"): the store of the embedded database, where one instance runs.
 */
export function diskFileStore(dataDir: string): FileStore {
  const root = path.join(dataDir, 'uploads');
  // Refuses anything but a generated name, so no client text reaches the file system.
  const pathOf = (kind: UploadKind, storedName: string) => {
    if (!STORED_NAME_PATTERN.test(storedName)) throw new Error(`not a stored name: ${storedName}`);
    return path.join(root, folderOf(kind), storedName);
  };
  return {
    where: 'disk',
    async put(kind, storedName, data) {
      await mkdir(path.join(root, folderOf(kind)), { recursive: true });
      await writeFile(pathOf(kind, storedName), data, { flag: 'wx', mode: 0o640 });
    },
    async get(kind, storedName) {
      try {
        return await readFile(pathOf(kind, storedName));
      } catch {
        return null;
      }
    },
    async remove(kind, storedName) {
      await rm(pathOf(kind, storedName), { force: true });
    },
    async *list(): AsyncIterable<StoredObject> {
      if (!existsSync(root)) return;
      for (const folder of await readdir(root)) {
        const kind = kindOfFolder(folder);
        if (!kind) continue;
        for (const storedName of await readdir(path.join(root, folder))) {
          if (!STORED_NAME_PATTERN.test(storedName)) continue;
          const { size } = await stat(path.join(root, folder, storedName));
          yield { kind, storedName, bytes: size };
        }
      }
    },
  };
}
