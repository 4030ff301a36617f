import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { FileStore, StoredObject, UploadKind } from './file-store';
import { uploadFiles } from './tables';

/** Rows listed per query, so a backup of many files never holds them all in memory. */
const PAGE = 500;

/**
 * Files as rows of `upload_files` (bytea) in PostgreSQL: every instance on the database reads
 * what any of them stored, and pg_dump backs them up with the rows that name them.
 */
export function databaseFileStore(db: Db): FileStore {
  const one = (kind: UploadKind, storedName: string) =>
    and(eq(uploadFiles.storedName, storedName), eq(uploadFiles.kind, kind));
  return {
    where: 'database',
    async put(kind, storedName, data) {
      await db.insert(uploadFiles).values({ storedName, kind, data });
    },
    async get(kind, storedName) {
      const [row] = await db
        .select({ data: uploadFiles.data })
        .from(uploadFiles)
        .where(one(kind, storedName))
        .limit(1);
      return row?.data ?? null;
    },
    async remove(kind, storedName) {
      await db.delete(uploadFiles).where(one(kind, storedName));
    },
    async *list(): AsyncIterable<StoredObject> {
      let after = '';
      for (;;) {
        const rows = await db
          .select({
            storedName: uploadFiles.storedName,
            kind: uploadFiles.kind,
            bytes: sql<number>`octet_length(${uploadFiles.data})`.mapWith(Number),
          })
          .from(uploadFiles)
          .where(sql`${uploadFiles.storedName} > ${after}`)
          .orderBy(uploadFiles.storedName)
          .limit(PAGE);
        for (const r of rows) yield { kind: r.kind as UploadKind, storedName: r.storedName, bytes: r.bytes };
        if (rows.length < PAGE) return;
        after = rows[rows.length - 1].storedName;
      }
    },
  };
}
