import { messageResponse } from '@neelami/shared/api-responses';
import { catalogMessages, idParamsSchema, productInputSchema } from '@neelami/shared/catalog';
import { productsResponse, savedProductResponse } from '@neelami/shared/catalog-api-responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { adminConflict, adminOnly, created, ok } from '../../plugins/route-options';
import { listProducts } from './product-queries';
import { createProduct, deleteProduct, updateProduct } from './save-product';

/** Products (SPEC §7 admin/products; general/getUserProducts for registration). */
export async function productRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.get(
    '/api/general/getUserProducts',
    { schema: { response: ok(productsResponse) }, config: { access: 'public' } },
    async () => ({
      success: true as const,
      data: await listProducts(db),
    }),
  );
  r.get(
    '/api/admin/products',
    { schema: { response: ok(productsResponse) }, config: adminOnly },
    async () => ({
      success: true as const,
      data: await listProducts(db),
    }),
  );
  r.post(
    '/api/admin/products',
    { schema: { body: productInputSchema, response: created(savedProductResponse) }, config: adminConflict },
    async (req, reply) => {
      const data = await createProduct(db, req.body);
      return reply.status(201).send({ success: true as const, message: catalogMessages.productSaved, data });
    },
  );
  r.put(
    '/api/admin/products/:id',
    {
      schema: { params: idParamsSchema, body: productInputSchema, response: ok(savedProductResponse) },
      config: adminConflict,
    },
    async (req) => ({
      success: true as const,
      message: catalogMessages.productUpdated,
      data: await updateProduct(db, req.params.id, req.body),
    }),
  );
  r.delete(
    '/api/admin/products/:id',
    { schema: { params: idParamsSchema, response: ok(messageResponse) }, config: adminOnly },
    async (req) => {
      await deleteProduct(db, req.params.id);
      return { success: true as const, message: catalogMessages.productDeleted };
    },
  );
}
