import type { ContactInput, ContactQuery } from '@neelami/shared/contact';
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactQueries } from './tables';

type Row = typeof contactQueries.$inferSelect;

const toContactQuery = (r: Row): ContactQuery => ({
  _id: r.id,
  name: r.name,
  email: r.email,
  subject: r.subject,
  message: r.message,
  createdDate: r.createdAt.toISOString(),
});

/** Stores one enquiry (SPEC §7 general/contactus). */
export async function insertContactQuery(db: Db, input: ContactInput): Promise<ContactQuery> {
  const [row] = await db.insert(contactQueries).values(input).returning();
  return toContactQuery(row);
}

/** All enquiries, newest first (SPEC §7 general/allContactUs). */
export async function listContactQueries(db: Db): Promise<ContactQuery[]> {
  const rows = await db.select().from(contactQueries).orderBy(desc(contactQueries.createdAt));
  return rows.map(toContactQuery);
}
