import { storedNameOf } from '@neelami/shared/uploads';
import { and, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { UploadKind } from './file-store';
import { uploads } from './tables';

/** A stored upload row. */
export type UploadRow = typeof uploads.$inferSelect;

export async function insertUpload(db: Db, row: typeof uploads.$inferInsert): Promise<UploadRow> {
  const [r] = await db.insert(uploads).values(row).returning();
  return r;
}

export async function findUpload(db: Db, storedName: string): Promise<UploadRow | undefined> {
  const [r] = await db.select().from(uploads).where(eq(uploads.storedName, storedName)).limit(1);
  return r;
}

/**
 * Whether `fileUrl` (`/api/upload/files/…`) is a document `userId` uploaded or owns. A member may
 * attach only its own documents to what it reports (an EMD deposit's proof, a payment's proof, a
 * weighbridge slip): attaching makes a document readable by the other party, so a URL seen
 * elsewhere must not pass.
 */
export async function isOwnDocument(db: Db, userId: string, fileUrl: string): Promise<boolean> {
  const name = storedNameOf(fileUrl);
  const upload = name ? await findUpload(db, name) : undefined;
  return upload?.kind === 'doc' && (upload.ownerId === userId || upload.uploadedBy === userId);
}

/**
 * Marks the document `storedName` as the proof of `attachedTo`, when it is a document `userId`
 * uploaded or owns and backs nothing yet; false otherwise. One statement: on PostgreSQL a second
 * claim of the same file waits on the row the first locked, then finds it taken.
 */
export async function claimAttachment(
  tx: Db,
  storedName: string,
  userId: string,
  attachedTo: string,
): Promise<boolean> {
  const rows = await tx
    .update(uploads)
    .set({ attachedTo })
    .where(
      and(
        eq(uploads.storedName, storedName),
        eq(uploads.kind, 'doc'),
        isNull(uploads.attachedTo),
        or(eq(uploads.ownerId, userId), eq(uploads.uploadedBy, userId)),
      ),
    )
    .returning({ id: uploads.id });
  return rows.length > 0;
}

/** The stored names of `kind`, newest first. */
export async function listUploadNames(db: Db, kind: UploadKind): Promise<string[]> {
  const rows = await db
    .select({ n: uploads.storedName })
    .from(uploads)
    .where(eq(uploads.kind, kind))
    .orderBy(desc(uploads.createdAt), desc(uploads.id));
  return rows.map((r) => r.n);
}

export async function deleteUpload(db: Db, id: string) {
  await db.delete(uploads).where(eq(uploads.id, id));
}

/** The document rows with these names. */
export async function findDocs(db: Db, storedNames: string[]): Promise<UploadRow[]> {
  if (storedNames.length === 0) return [];
  return db
    .select()
    .from(uploads)
    .where(and(eq(uploads.kind, 'doc'), inArray(uploads.storedName, storedNames)));
}

/**
 * Gives anonymous registrants' documents to the new account (registration);
 * returns how many it took. Only never-claimed uploads qualify (they still carry
 * the uploader's key hash, not the documents of a deleted account), and only
 * those whose key the registrant holds: a URL alone claims nothing.
 */
export async function claimDocs(
  db: Db,
  storedNames: string[],
  keyHashes: string[],
  ownerId: string,
): Promise<number> {
  if (storedNames.length === 0 || keyHashes.length === 0) return 0;
  const rows = await db
    .update(uploads)
    .set({ ownerId, uploaderKeyHash: null })
    .where(
      and(
        eq(uploads.kind, 'doc'),
        inArray(uploads.storedName, storedNames),
        isNull(uploads.ownerId),
        inArray(uploads.uploaderKeyHash, keyHashes),
      ),
    )
    .returning({ id: uploads.id });
  return rows.length;
}

/** Anonymous documents nobody registered with before `before`: removed rows, so their files can go too. */
export async function deleteAbandonedDocs(db: Db, before: Date): Promise<string[]> {
  const rows = await db
    .delete(uploads)
    .where(
      and(
        eq(uploads.kind, 'doc'),
        isNull(uploads.ownerId),
        isNotNull(uploads.uploaderKeyHash),
        lt(uploads.createdAt, sql`${before.toISOString()}::timestamptz`),
      ),
    )
    .returning({ n: uploads.storedName });
  return rows.map((r) => r.n);
}
