import { contactInputSchema } from '@neelami/shared/contact';
import { messages } from '@neelami/shared/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { insertContactQuery } from './contact-queries';

/** Public content calls: the enquiry form (SPEC §7 General). */
export async function contentRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/general/contactus',
    { schema: { body: contactInputSchema }, config: { access: 'public' } },
    async (req, reply) => {
      const data = await insertContactQuery(opts.db, req.body);
      return reply.status(201).send({ success: true, message: messages.contactSuccess, data });
    },
  );
}
