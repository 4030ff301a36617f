import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';
import { users } from '../users/tables';

/**
 * Files stored under DATA_DIR/uploads (ARCHITECTURE.md "Uploads"): KYC
 * documents ('doc', readable by their owner and Admin) and gallery images
 * ('gallery', public). The name is generated; the client's name is kept only
 * for display.
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
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('uploads_stored_name_key').on(t.storedName), index('uploads_owner_idx').on(t.ownerId)],
);
