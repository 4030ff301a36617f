/**
 * The e-mail and SMS of EMD movements (API.md "Earnest money (EMD)": deposit verified or rejected, hold placed, hold
 * released, refund paid): short, every text here, in the member's profile language (API.md "Conventions"),
 * English and Hindi side by side. Sent after the movement's transaction commits, through the
 * notify module's outbox.
 */
import type { Language } from '@neelami/shared/language';
import { formatRupeesOfPaise } from '@neelami/shared/money';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { languageOf } from '../auth/account-mails';
import type { Notifier } from '../notify/notifier';
import { findPeople } from '../users/person-queries';
import type { EmdEntryRow } from './ledger-store';
import type { SubEventNames } from './read-ledger';

interface Text {
  subject: string;
  body: string;
  sms: string;
  purpose: string;
}

/** The message for a row, or null when the row tells the member nothing new. */
export function emdMailText(row: EmdEntryRow, lot: string | null, language: Language = 'en'): Text | null {
  if (language === 'hi') return hindiText(row, lot);
  const amount = formatRupeesOfPaise(row.amount);
  const onLot = lot ? ` for lot "${lot}"` : '';
  const note = row.note ? `\nNote: ${row.note}` : '';
  switch (row.kind) {
    case 'deposit_verified':
      return {
        subject: `EMD deposit of ${amount} verified`,
        body: `Your EMD deposit of ${amount} has been verified and is now available for your bids.${note}`,
        sms: `Neelami: your EMD deposit of ${amount} is verified.`,
        purpose: 'emd-deposit-verified',
      };
    case 'deposit_rejected':
      return {
        subject: `EMD deposit of ${amount} rejected`,
        body: `Your EMD deposit of ${amount} could not be verified and was rejected.${note}\nPlease check the UTR and amount, or contact us.`,
        sms: `Neelami: your EMD deposit of ${amount} was rejected. See your e-mail.`,
        purpose: 'emd-deposit-rejected',
      };
    case 'hold':
      return {
        subject: `EMD of ${amount} held${onLot}`,
        body: `An EMD of ${amount} is now held from your balance${onLot}. It is released when the lot closes unless you win it.`,
        sms: `Neelami: EMD ${amount} held${onLot}.`,
        purpose: 'emd-hold',
      };
    case 'release':
      return {
        subject: `EMD of ${amount} released${onLot}`,
        body: `The EMD of ${amount} held${onLot} has been released and is available again.${note}`,
        sms: `Neelami: EMD ${amount} released${onLot}.`,
        purpose: 'emd-release',
      };
    case 'refund_paid':
      return {
        subject: `EMD refund of ${amount} paid`,
        body: `Your EMD refund of ${amount} has been transferred to your bank account (UTR ${row.utr ?? '—'}).`,
        sms: `Neelami: EMD refund ${amount} paid, UTR ${row.utr ?? '—'}.`,
        purpose: 'emd-refund-paid',
      };
    default:
      return null;
  }
}

function hindiText(row: EmdEntryRow, lot: string | null): Text | null {
  const amount = formatRupeesOfPaise(row.amount);
  const forLot = lot ? `लॉट "${lot}" के लिए ` : '';
  const note = row.note ? `\nटिप्पणी: ${row.note}` : '';
  switch (row.kind) {
    case 'deposit_verified':
      return {
        subject: `${amount} की EMD जमा राशि सत्यापित`,
        body: `आपकी ${amount} की EMD जमा राशि सत्यापित हो गई है और अब आपकी बोलियों के लिए उपलब्ध है।${note}`,
        sms: `Neelami: आपकी ${amount} की EMD जमा राशि सत्यापित हो गई।`,
        purpose: 'emd-deposit-verified',
      };
    case 'deposit_rejected':
      return {
        subject: `${amount} की EMD जमा राशि अस्वीकार`,
        body: `आपकी ${amount} की EMD जमा राशि सत्यापित नहीं हो सकी और अस्वीकार कर दी गई।${note}\nकृपया UTR और राशि जाँचें, या हमसे संपर्क करें।`,
        sms: `Neelami: आपकी ${amount} की EMD जमा राशि अस्वीकार कर दी गई। ब्योरा ईमेल में देखें।`,
        purpose: 'emd-deposit-rejected',
      };
    case 'hold':
      return {
        subject: `${forLot}${amount} की EMD रोकी गई`,
        body: `आपकी शेष राशि में से ${forLot}${amount} की EMD अब रोकी गई है। लॉट बंद होने पर यह छूट जाती है, जब तक आप वह लॉट जीत न लें।`,
        sms: `Neelami: ${forLot}${amount} की EMD रोकी गई।`,
        purpose: 'emd-hold',
      };
    case 'release':
      return {
        subject: `${forLot}रोकी गई ${amount} की EMD छोड़ी गई`,
        body: `${forLot}रोकी गई ${amount} की EMD छोड़ दी गई है और फिर से उपलब्ध है।${note}`,
        sms: `Neelami: ${forLot}${amount} की EMD छोड़ी गई।`,
        purpose: 'emd-release',
      };
    case 'refund_paid':
      return {
        subject: `${amount} की EMD वापसी का भुगतान हुआ`,
        body: `आपकी ${amount} की EMD वापसी आपके बैंक खाते में भेज दी गई है (UTR ${row.utr ?? '—'})।`,
        sms: `Neelami: ${amount} की EMD वापसी का भुगतान हुआ, UTR ${row.utr ?? '—'}।`,
        purpose: 'emd-refund-paid',
      };
    default:
      return null;
  }
}

/** Sends the mail (and SMS when the member has a phone number) of each row. Never throws. */
export async function sendEmdMails(
  deps: { db: Db; notifier: Notifier; subEventNames: SubEventNames; log?: FastifyBaseLogger },
  rows: readonly EmdEntryRow[],
): Promise<void> {
  if (rows.length === 0) return;
  try {
    const people = await findPeople(
      deps.db,
      rows.map((r) => r.userId),
    );
    const lotIds = [...new Set(rows.map((r) => r.subEventId).filter((id): id is string => id !== null))];
    const lots = lotIds.length ? await deps.subEventNames(deps.db, lotIds) : new Map();
    for (const row of rows) {
      const person = people.get(row.userId);
      if (!person) continue;
      const lot = row.subEventId ? (lots.get(row.subEventId)?.name ?? null) : null;
      const text = emdMailText(row, lot, languageOf(person));
      if (!text) continue;
      await deps.notifier.email({
        to: person.email,
        subject: text.subject,
        text: text.body,
        purpose: text.purpose,
      });
      if (person.cellNumber)
        await deps.notifier.sms({ to: person.cellNumber, text: text.sms, purpose: text.purpose });
    }
  } catch (err) {
    // A mail that could not be recorded never undoes the movement, which is already committed.
    deps.log?.error({ err }, 'EMD mail not recorded');
  }
}
