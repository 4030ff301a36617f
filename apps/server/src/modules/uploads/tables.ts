import { customType, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';
import { users } from '../users/tables';

/**
 * Uploaded files (ARCHITECTURE.md "Uploads"): KYC documents ('doc', readable by their owner and
 * Admin) and gallery images ('gallery', public). The name is generated; the client's name is kept
 * only for display. The bytes live in the configured file store (file-store.ts).
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Generated: 32 hex characters and the extension of the detected type. */
    storedName: text('stored_name').notNull(),
    /** 'doc' | 'gallery' */
    kind: text('kind').notNull(),
    mime: text('mime').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    originalName: text('original_name').notNull().default(''),
    /** The member the document belongs to; null until an anonymous registrant's account exists. */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who uploaded it, when logged in (an admin uploading for a member). */
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** SHA-256 of the key handed to an anonymous uploader, so only they can read it back. */
    uploaderKeyHash: text('uploader_key_hash'),
    /**
     * The one money row this document is the proof of (`emd_deposit:<entry id>`,
     * `sale_payment:<payment id>`, `sale_lifting:<sale id>`), claimed once in that row's
     * transaction (API.md "A UTR is one bank transfer": one transfer, one proof); null while it
     * backs none.
     */
    attachedTo: text('attached_to'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('uploads_stored_name_key').on(t.storedName), index('uploads_owner_idx').on(t.ownerId)],
);

const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres reads a Buffer, PGlite a Uint8Array.
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * The bytes of uploaded files when the database is PostgreSQL (ARCHITECTURE.md "Uploads": every
 * instance reads them; pg_dump backs them up with the rows). One row per stored name, never
 * overwritten.
 */
export const uploadFiles = pgTable('upload_files', {
  storedName: text('stored_name').primaryKey(),
  /** 'doc' | 'gallery' */
  kind: text('kind').notNull(),
  data: bytea('data').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
