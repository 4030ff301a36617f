/**
 * The mail of a change of a member's standing (API.md "Integrity desk, member record and bid
 * receipts"): probation, suspension, and Admin lifting a suspension with its reason; in the
 * member's profile language (API.md "Conventions"), English and Hindi side by side. Sent after
 * the change's transaction commits, through the notify module's outbox.
 */
import { formatIstDay } from '@neelami/shared/ist';
import type { Language } from '@neelami/shared/language';
import type { MemberStatus } from '@neelami/trade/member-standing';
import type { Db } from '../../db/client';
import type { Notifier } from '../notify/notifier';
import { findPeople } from '../users/person-queries';

/** A change as the mail tells it. */
export interface StandingNotice {
  status: MemberStatus;
  cause: 'default' | 'lifted';
  reason: string;
  until: Date | null;
}

interface Text {
  subject: string;
  body: string;
}

/** The mail of a change, in `language`. */
export function standingMailText(n: StandingNotice, language: Language): Text {
  const until = n.until ? formatIstDay(n.until) : '';
  if (language === 'hi') return hindiText(n, until);
  const probation = `You may lead at most two lots at once${until ? ` until ${until}` : ''}.`;
  if (n.cause === 'lifted') {
    return {
      subject: 'Your suspension has been lifted',
      body: `The Admin has lifted the suspension of your account.\nReason: ${n.reason}\n${
        n.status === 'probation' ? `Your account stays on probation: ${probation}` : 'You may bid again.'
      }`,
    };
  }
  if (n.status === 'suspended') {
    return {
      subject: 'Your account is suspended',
      body: 'A second sale of yours was defaulted within 365 days, so your account is suspended: bids, EMD deposits and assignments to lots are refused until the Admin lifts the suspension.',
    };
  }
  return {
    subject: 'Your account is on probation',
    body: `A sale of yours was defaulted, so your account is on probation. ${probation} A second default within 365 days suspends it.`,
  };
}

function hindiText(n: StandingNotice, until: string): Text {
  const probation = `आप ${until ? `${until} तक ` : ''}एक साथ ज़्यादा से ज़्यादा दो लॉट में आगे रह सकते हैं।`;
  if (n.cause === 'lifted') {
    return {
      subject: 'आपका निलंबन हटा दिया गया है',
      body: `एडमिन ने आपके खाते का निलंबन हटा दिया है।\nकारण: ${n.reason}\n${
        n.status === 'probation' ? `आपका खाता परिवीक्षा पर रहेगा: ${probation}` : 'आप फिर से बोली लगा सकते हैं।'
      }`,
    };
  }
  if (n.status === 'suspended') {
    return {
      subject: 'आपका खाता निलंबित है',
      body: '365 दिनों में आपकी दूसरी बिक्री डिफ़ॉल्ट हुई, इसलिए आपका खाता निलंबित है: एडमिन के निलंबन हटाने तक बोली, EMD जमा और लॉट में नियुक्ति नहीं होगी।',
    };
  }
  return {
    subject: 'आपका खाता परिवीक्षा (प्रोबेशन) पर है',
    body: `आपकी एक बिक्री डिफ़ॉल्ट हुई, इसलिए आपका खाता परिवीक्षा पर है। ${probation} 365 दिनों में दूसरा डिफ़ॉल्ट होने पर खाता निलंबित हो जाएगा।`,
  };
}

/** Mails the member its change of standing (never throws: the change is already committed). */
export async function mailStandingChange(
  db: Db,
  notifier: Notifier,
  userId: string,
  n: StandingNotice,
  log: { error(obj: unknown, msg: string): void },
): Promise<void> {
  try {
    const member = (await findPeople(db, [userId])).get(userId);
    if (!member) return;
    const t = standingMailText(n, member.language === 'hi' ? 'hi' : 'en');
    await notifier.email({
      to: member.email,
      subject: t.subject,
      text: t.body,
      purpose: n.cause === 'lifted' ? 'standing-lifted' : `standing-${n.status}`,
    });
  } catch (err) {
    log.error({ err, userId }, 'standing mail not sent');
  }
}
