import { bankAccountMessages, bankAccountSchema } from '@neelami/shared/bank-account';
import { emdAccountResponse, emdAccountSavedResponse } from '@neelami/shared/bank-account-api-responses';
import {
  emdDepositDecisionSchema,
  emdDepositInputSchema,
  emdDepositListQuerySchema,
  emdIdParamsSchema,
  emdMessages,
  emdRefundDecisionSchema,
  emdRefundInputSchema,
  emdRefundListQuerySchema,
  emdUserParamsSchema,
  paiseOfRupees,
} from '@neelami/shared/emd';
import {
  emdDepositResponse,
  emdDepositsResponse,
  emdLedgerResponse,
  emdRefundResponse,
  emdRefundsResponse,
} from '@neelami/shared/emd-api-responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { requireUser } from '../../plugins/access';
import type { AlertCentre } from '../notifications/centre';
import type { StoredNotification } from '../notifications/raise';
import { findUserById } from '../users/user-queries';
import { decideDeposit, decideRefund, reportDeposit, requestRefund } from './deposits-and-refunds';
import { listDeposits, listRefunds } from './emd-answers';
import { sendEmdMails } from './emd-mails';
import type { EmdEntryRow } from './ledger-store';
import { platformEmdAccount, setPlatformEmdAccount } from './platform-account';
import { readLedger, type SubEventNames } from './read-ledger';

/** Who has an EMD ledger of its own: the members (API.md "member"). */
const member = { access: ['Buyer', 'Seller', 'Guest/Client'] } as const;
const admin = { access: ['Admin'] } as const;

/** The EMD calls (API.md "Earnest money (EMD)"). */
export async function emdRoutes(
  app: FastifyInstance,
  opts: { db: Db; subEventNames: SubEventNames; alerts: AlertCentre },
) {
  const { db, subEventNames } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const mail = (rows: Parameters<typeof sendEmdMails>[1]) =>
    sendEmdMails({ db, notifier: app.notifier, subEventNames, log: app.log }, rows);
  const paise = (rupees: number) => paiseOfRupees(rupees) ?? 0;
  /** After Admin's decision commits: its alert to the member's pages and channels, then its mail. */
  const announce = async (d: { decision: EmdEntryRow; alerts: StoredNotification[] }) => {
    await opts.alerts.published(d.alerts);
    await mail([d.decision]);
  };

  r.post(
    '/api/emd/deposits',
    {
      schema: { body: emdDepositInputSchema, response: { 201: emdDepositResponse } },
      // 413, 415: the proof itself sent here (it goes to upload/doc, then its URL here).
      config: { ...member, failures: [409, 413, 415] },
    },
    async (req, reply) => {
      const user = requireUser(req);
      const b = req.body;
      const deposit = await reportDeposit(db, user.id, {
        amountPaise: paise(b.amount),
        utr: b.utr,
        paidOn: b.paidOn,
        bank: b.bank,
        proofUrl: b.proofUrl,
      });
      return reply
        .status(201)
        .send({ success: true as const, message: emdMessages.depositReported, deposit });
    },
  );

  r.get(
    '/api/emd/ledger',
    { schema: { response: { 200: emdLedgerResponse } }, config: member },
    async (req) => ({
      success: true as const,
      ...(await readLedger(db, requireUser(req).id, subEventNames)),
    }),
  );

  r.post(
    '/api/emd/refunds',
    { schema: { body: emdRefundInputSchema, response: { 201: emdRefundResponse } }, config: member },
    async (req, reply) => {
      const refund = await requestRefund(db, requireUser(req).id, paise(req.body.amount));
      return reply.status(201).send({ success: true as const, message: emdMessages.refundRequested, refund });
    },
  );

  r.get(
    '/api/admin/emd/deposits',
    {
      schema: { querystring: emdDepositListQuerySchema, response: { 200: emdDepositsResponse } },
      config: admin,
    },
    async (req) => ({ success: true as const, data: await listDeposits(db, req.query.status) }),
  );

  r.put(
    '/api/admin/emd/deposits/:id',
    {
      schema: {
        params: emdIdParamsSchema,
        body: emdDepositDecisionSchema,
        response: { 200: emdDepositResponse },
      },
      config: { ...admin, failures: [409] },
    },
    async (req) => {
      const { deposit, ...decided } = await decideDeposit(db, requireUser(req).id, req.params.id, req.body);
      await announce(decided);
      return {
        success: true as const,
        message: deposit.status === 'verified' ? emdMessages.depositVerified : emdMessages.depositRejected,
        deposit,
      };
    },
  );

  r.get(
    '/api/admin/emd/refunds',
    {
      schema: { querystring: emdRefundListQuerySchema, response: { 200: emdRefundsResponse } },
      config: admin,
    },
    async (req) => ({ success: true as const, data: await listRefunds(db, req.query.status) }),
  );

  r.put(
    '/api/admin/emd/refunds/:id',
    {
      schema: {
        params: emdIdParamsSchema,
        body: emdRefundDecisionSchema,
        response: { 200: emdRefundResponse },
      },
      config: { ...admin, failures: [409] },
    },
    async (req) => {
      const { refund, ...decided } = await decideRefund(db, requireUser(req).id, req.params.id, req.body);
      await announce(decided);
      return {
        success: true as const,
        message: refund.status === 'paid' ? emdMessages.refundPaid : emdMessages.refundRejected,
        refund,
      };
    },
  );

  r.get(
    '/api/admin/emd/ledger/:userId',
    { schema: { params: emdUserParamsSchema, response: { 200: emdLedgerResponse } }, config: admin },
    async (req) => {
      const user = await findUserById(db, req.params.userId);
      if (!user) throw AppError.notFound(emdMessages.memberNotFound);
      return { success: true as const, ...(await readLedger(db, user.id, subEventNames)) };
    },
  );

  // API.md "Where money goes": the platform's EMD account, which My EMD shows every member. Admin
  // reads it on its settings screen through its own GET (beyond API.md's table).
  r.get(
    '/api/general/emd-account',
    { schema: { response: { 200: emdAccountResponse } }, config: member },
    async () => ({ success: true as const, data: await platformEmdAccount(db) }),
  );

  r.get(
    '/api/admin/settings/emd-account',
    { schema: { response: { 200: emdAccountResponse } }, config: admin },
    async () => ({ success: true as const, data: await platformEmdAccount(db) }),
  );

  r.put(
    '/api/admin/settings/emd-account',
    { schema: { body: bankAccountSchema, response: { 200: emdAccountSavedResponse } }, config: admin },
    async (req) => ({
      success: true as const,
      message: bankAccountMessages.emdAccountSaved,
      data: await setPlatformEmdAccount(db, requireUser(req).id, req.body),
    }),
  );
}
