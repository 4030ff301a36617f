/**
 * The delivery order (API.md "After the award"): the owner's instruction to release the
 * material to the buyer once the sale is paid — number, parties, lot, quantity and unit, the
 * lifting window and the figures paid — as a PDF in the style of the letter of acceptance, mailed
 * to the buyer when issued and downloadable by the buyer, the owner and Admin.
 */
import { istFormatsIn } from '@neelami/shared/ist';
import type { Language } from '@neelami/shared/language';
import { formatRupeesOfPaise, rupeesInWords } from '@neelami/shared/money';
import { saleMessages } from '@neelami/shared/sales';
import { rupeesInHindiWords } from '@neelami/shared/words-hi';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { AuthUser } from '../../plugins/access';
import { languageOf } from '../auth/account-mails';
import { buildDeliveryOrder, type DeliveryOrderInput } from '../documents/delivery-order-pdf';
import type { LetterMailer } from '../documents/letter-mailer';
import { partyOf } from '../documents/letter-party';
import { findEventById, findSubEventById } from '../events/event-queries';
import { verifiedPayeeAccount } from '../users/payee-accounts';
import { findUserById } from '../users/user-queries';
import { roleIn } from './sale-core';
import { deliveryOrderNumber, toQuantity } from './sale-dto';
import { bidText, FIGURE_LABELS } from './sale-notices';
import { confirmedPaymentsOf, loadSale, type SaleRecord } from './sale-store';

/** The figures of a sale as document rows, in the language (the total also in words). */
export function figureRows(r: SaleRecord, language: Language = 'en'): [string, string][] {
  const s = r.sale;
  const w = FIGURE_LABELS[language];
  const words = language === 'hi' ? hindiWords(s.total) : rupeesInWords(s.total);
  return [
    [w.saleValue, formatRupeesOfPaise(s.saleValue)],
    [w.gst(s.gstRateBp / 100), formatRupeesOfPaise(s.gst)],
    [w.tcs(s.tcsRateBp / 100), formatRupeesOfPaise(s.tcs)],
    [w.total, `${formatRupeesOfPaise(s.total)} (${words})`],
    [w.emdAdjusted, formatRupeesOfPaise(s.emdAdjusted)],
    [w.balancePaid, formatRupeesOfPaise(s.balanceDue)],
  ];
}

/** Paise in Hindi words: 'एक लाख पाँच हज़ार रुपये 50 पैसे'. */
const hindiWords = (paise: number) =>
  rupeesInHindiWords(Math.floor(paise / 100)) + (paise % 100 ? ` ${paise % 100} पैसे` : '');

async function inputOf(db: Db, r: SaleRecord): Promise<DeliveryOrderInput> {
  const d = r.deliveryOrder;
  if (!d) throw AppError.notFound(saleMessages.noDeliveryOrder);
  const s = await findSubEventById(db, r.sale.subEventId);
  const e = await findEventById(db, r.sale.eventId);
  const buyer = await findUserById(db, r.sale.buyerId);
  const owner = r.sale.ownerId ? await findUserById(db, r.sale.ownerId) : undefined;
  const auctionNo = s?.auctionNo ?? 0;
  // The order is written in its addressee's (the buyer's) profile language, whoever downloads it.
  const language = buyer ? languageOf(buyer) : 'en';
  return {
    number: deliveryOrderNumber(d.serialNo, auctionNo),
    issuedAt: d.issuedAt,
    liftFrom: d.liftFrom,
    liftUntil: d.liftUntil,
    event: { auctionName: e?.auctionName ?? '', titleName: e?.titleName ?? '' },
    lot: {
      auctionNo,
      name: s?.name ?? '',
      location: s?.location ?? '',
      quantity: `${toQuantity(r.sale.quantityMilli)} ${r.sale.unit}`.trim(),
    },
    bid: bidText(r.sale, language),
    figures: figureRows(r, language),
    payments: confirmedPaymentsOf(r),
    buyer: partyOf(buyer),
    owner: partyOf(owner),
    payee: r.sale.ownerId ? await verifiedPayeeAccount(db, r.sale.ownerId) : null,
    language,
  };
}

export const deliveryOrderFileName = (number: string) => `delivery-order-${number.replaceAll('/', '-')}.pdf`;

/** GET /api/sales/:id/delivery-order: the buyer, the owner and Admin, once issued. */
export async function getDeliveryOrder(db: Db, user: AuthUser, id: string) {
  const r = await loadSale(db, id);
  if (!r) throw AppError.notFound(saleMessages.notFound);
  if (!roleIn(user, r.sale)) throw AppError.forbidden(saleMessages.forbidden);
  const input = await inputOf(db, r);
  return { filename: deliveryOrderFileName(input.number), pdf: await buildDeliveryOrder(input) };
}

/** The mail that carries the delivery order, in the order's language. */
export function deliveryOrderMail(input: DeliveryOrderInput, buyerName: string) {
  const ist = istFormatsIn(input.language ?? 'en');
  const from = ist.day(input.liftFrom);
  const until = ist.day(input.liftUntil);
  const { lot, event } = input;
  if (input.language === 'hi')
    return {
      subject: `डिलीवरी ऑर्डर ${input.number} — ${lot.name}`,
      text:
        `प्रिय ${buyerName},\n\n` +
        `${lot.name} (नीलामी नं. ${lot.auctionNo}, ${event.auctionName}) का आपका भुगतान पूरा हो गया है। ` +
        `डिलीवरी ऑर्डर ${input.number} साथ में लगा है: आप ${lot.quantity} माल ${from} से ${until} तक उठा सकते हैं।` +
        '\n\nNeelami ई-नीलामी',
    };
  return {
    subject: `Delivery order ${input.number} — ${lot.name}`,
    text:
      `Dear ${buyerName},\n\n` +
      `Your payment for ${lot.name} (Auction No. ${lot.auctionNo}, ${event.auctionName}) is complete. ` +
      `The delivery order ${input.number} is attached: you may lift ${lot.quantity} from ` +
      `${from} to ${until}.\n\nNeelami e-Auctions`,
  };
}

/** Mails the delivery order to the buyer (outbox first, with the PDF attached). */
export function deliveryOrderSender(db: Db, mailer: LetterMailer) {
  return async (saleId: string): Promise<void> => {
    const r = await loadSale(db, saleId);
    if (!r?.deliveryOrder) return;
    const input = await inputOf(db, r);
    const buyer = await findUserById(db, r.sale.buyerId);
    if (!buyer) return;
    await mailer.send({
      to: buyer.email,
      ...deliveryOrderMail(input, buyer.organizationIndividualName),
      purpose: 'sale-delivery-order',
      attachment: {
        filename: deliveryOrderFileName(input.number),
        content: await buildDeliveryOrder(input),
        contentType: 'application/pdf',
      },
    });
  };
}
