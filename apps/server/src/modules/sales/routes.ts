/**
 * The sale calls (API.md "After the award"). Thin: parse with the shared schema, call the use case.
 * Members reach their sales through `access: 'user'`; who the caller is to the sale (buyer, owner,
 * Admin, stranger) is checked in the use case, a stranger answered 403.
 */
import { fileBody } from '@neelami/shared/api-responses';
import { noFieldsBody } from '@neelami/shared/fields';
import { languageOf } from '@neelami/shared/language';
import {
  adminSalesQuerySchema,
  cancelSaleSchema,
  closeSaleSchema,
  decidePaymentSchema,
  defaultSaleSchema,
  liftingSchema,
  offerAnswerSchema,
  reportPaymentSchema,
  saleMessages,
  saleParamsSchema,
  salePaymentParamsSchema,
} from '@neelami/shared/sales';
import {
  paymentReportedResponse,
  saleMessageResponse,
  saleResponse,
  salesListResponse,
} from '@neelami/shared/sales-api-responses';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/access';
import { getDeliveryOrder } from './delivery-order';
import { cancelSale, defaultSale } from './end-sale';
import { offerToNextBidder } from './make-sale';
import { answerOffer, closeSaleShort, decidePayment, recordLifting, reportPayment } from './sale-commands';
import { getSale, listMySales, listSalesForAdmin, type SalesDeps } from './sale-core';
import { historyIn } from './sale-dto';
import { listAllSales } from './sale-store';
import { getTaxInvoice } from './tax-invoice';

/** A sale as the caller reads it: its history's platform notes in the request's language. */
const read = <T extends Parameters<typeof historyIn>[1]>(req: FastifyRequest, sale: T): T =>
  historyIn(languageOf(req.headers['accept-language']), sale);

const member = { access: 'user', failures: [403] } as const;
const memberChange = { access: 'user', failures: [403, 409] } as const;
// A payment's proof or a weighbridge slip sent itself (it goes to upload/doc, then its URL): 413, 415.
const memberReport = { access: 'user', failures: [403, 409, 413, 415] } as const;
const admin = { access: ['Admin'], failures: [409] } as const;
const pdf = {
  200: { description: 'The delivery order (PDF)', content: { 'application/pdf': { schema: fileBody } } },
};

export async function salesRoutes(app: FastifyInstance, opts: { deps: () => SalesDeps }) {
  const { deps } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/sales',
    { schema: { response: { 200: salesListResponse } }, config: { access: 'user' } },
    async (req) => ({
      success: true as const,
      data: await listMySales(deps().db, requireUser(req)),
    }),
  );

  r.get(
    '/api/sales/:id',
    { schema: { params: saleParamsSchema, response: { 200: saleResponse } }, config: member },
    async (req) => ({
      success: true as const,
      sale: read(req, await getSale(deps().db, requireUser(req), req.params.id)),
    }),
  );

  r.post(
    '/api/sales/:id/payments',
    {
      schema: {
        params: saleParamsSchema,
        body: reportPaymentSchema,
        response: { 201: paymentReportedResponse },
      },
      config: memberReport,
    },
    async (req, reply) => {
      const { payment, sale } = await reportPayment(deps(), requireUser(req), req.params.id, req.body);
      return reply.code(201).send({
        success: true as const,
        message: saleMessages.paymentReported,
        payment,
        sale: read(req, sale),
      });
    },
  );

  r.put(
    '/api/sales/:id/payments/:paymentId',
    {
      schema: {
        params: salePaymentParamsSchema,
        body: decidePaymentSchema,
        response: { 200: saleMessageResponse },
      },
      config: memberChange,
    },
    async (req) => {
      const { message, sale } = await decidePayment(
        deps(),
        requireUser(req),
        req.params.id,
        req.params.paymentId,
        req.body,
      );
      return { success: true as const, message, sale: read(req, sale) };
    },
  );

  r.get(
    '/api/sales/:id/delivery-order',
    { schema: { params: saleParamsSchema, response: pdf }, config: member },
    async (req, reply) => {
      const { filename, pdf } = await getDeliveryOrder(deps().db, requireUser(req), req.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(pdf);
    },
  );

  r.get(
    '/api/sales/:id/tax-invoice',
    {
      schema: {
        params: saleParamsSchema,
        response: {
          200: {
            description: 'The GST tax invoice (PDF)',
            content: { 'application/pdf': { schema: fileBody } },
          },
        },
      },
      config: memberChange,
    },
    async (req, reply) => {
      const { filename, pdf } = await getTaxInvoice(
        deps().db,
        requireUser(req),
        req.params.id,
        deps().clock(),
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(pdf);
    },
  );

  r.post(
    '/api/sales/:id/liftings',
    {
      schema: { params: saleParamsSchema, body: liftingSchema, response: { 200: saleMessageResponse } },
      config: memberReport,
    },
    async (req) => {
      const { message, sale } = await recordLifting(deps(), requireUser(req), req.params.id, req.body);
      return { success: true as const, message, sale: read(req, sale) };
    },
  );

  r.post(
    '/api/sales/:id/close',
    {
      schema: { params: saleParamsSchema, body: closeSaleSchema, response: { 200: saleMessageResponse } },
      config: memberChange,
    },
    async (req) => {
      const { message, sale } = await closeSaleShort(deps(), requireUser(req), req.params.id, req.body);
      return { success: true as const, message, sale: read(req, sale) };
    },
  );

  r.post(
    '/api/sales/:id/offer',
    {
      schema: { params: saleParamsSchema, body: offerAnswerSchema, response: { 200: saleMessageResponse } },
      config: memberChange,
    },
    async (req) => {
      const { message, sale } = await answerOffer(deps(), requireUser(req), req.params.id, req.body);
      return { success: true as const, message, sale: read(req, sale) };
    },
  );

  r.get(
    '/api/admin/sales',
    { schema: { querystring: adminSalesQuerySchema, response: { 200: salesListResponse } }, config: admin },
    async (req) => ({
      success: true as const,
      data: await listSalesForAdmin(deps().db, await listAllSales(deps().db, req.query.eventId)),
    }),
  );

  r.post(
    '/api/admin/sales/:id/cancel',
    {
      schema: { params: saleParamsSchema, body: cancelSaleSchema, response: { 200: saleMessageResponse } },
      config: admin,
    },
    async (req) => {
      const { message, sale } = await cancelSale(deps(), requireUser(req), req.params.id, req.body);
      return { success: true as const, message, sale: read(req, sale) };
    },
  );

  r.post(
    '/api/admin/sales/:id/default',
    {
      schema: { params: saleParamsSchema, body: defaultSaleSchema, response: { 200: saleMessageResponse } },
      config: admin,
    },
    async (req) => {
      const { message, sale } = await defaultSale(deps(), requireUser(req), req.params.id, req.body);
      return { success: true as const, message, sale: read(req, sale) };
    },
  );

  r.post(
    '/api/admin/sales/:id/offer-next',
    {
      schema: { params: saleParamsSchema, body: noFieldsBody(), response: { 200: saleMessageResponse } },
      config: admin,
    },
    async (req) => {
      const sale = await offerToNextBidder(deps(), requireUser(req), req.params.id);
      return { success: true as const, message: saleMessages.offered, sale: read(req, sale) };
    },
  );
}
