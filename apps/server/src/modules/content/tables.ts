import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';

/** Enquiries from the contact forms (SPEC §3 Contact query). */
export const contactQueries = pgTable('contact_queries', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
