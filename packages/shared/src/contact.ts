import { z } from 'zod';
import { requiredText } from './fields';
import { messages } from './messages';

// SPEC §5 "Contact: name, email, subject, message required."
const required = (max: number, multiLine = false) => requiredText(max, { multiLine });

/** Enquiry form of /contact and /contactus (POST /api/general/contactus). */
export const contactInputSchema = z.object({
  name: required(120),
  email: required(254).pipe(z.email({ error: messages.enterEmail })),
  subject: required(200),
  message: required(5000, true),
});

export type ContactInput = z.infer<typeof contactInputSchema>;

/** A stored enquiry as GET /api/general/allContactUs returns it. */
export interface ContactQuery extends ContactInput {
  _id: string;
  createdDate: string;
}
