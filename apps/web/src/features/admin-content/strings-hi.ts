import type { Strings } from '../../i18n/en';
import type { adminContentEn } from './strings';

/**
 * The Hindi of the admin's contact queries and outbox (strings.ts). Typed by the English keys: a key
 * missing or extra does not compile. It loads only when Hindi is chosen, with the rest of the Hindi
 * (i18n/hi.ts).
 */
export const adminContentHi: Strings<typeof adminContentEn> = {
  adminContent: {
    contactTitle: 'संपर्क के सवाल',
    contactIntro: 'संपर्क फ़ॉर्म से आई पूछताछ।',
    contactFailed: 'पूछताछ लोड नहीं हो सकी।',
    contactTable: 'संपर्क की पूछताछ',
    received: 'मिली',
    subject: 'विषय',
    sending: 'भेजा जा रहा है',
    sent: 'भेज दिया',
    failed: 'नहीं गया',
    recorded: 'केवल दर्ज',
    outbox: 'भेजे गए संदेश',
    outboxIntro: 'प्लैटफ़ॉर्म से भेजे गए ई-मेल और SMS। “केवल दर्ज” का मतलब है कि कोई मेल सर्वर या SMS गेटवे जुड़ा नहीं है।',
    refresh: 'ताज़ा करें',
    outboxFailed: 'भेजे गए संदेश लोड नहीं हो सके।',
    time: 'समय',
    channel: 'माध्यम',
    to: 'किसे',
    subjectText: 'विषय और संदेश',
    purpose: 'उद्देश्य',
    email: 'ई-मेल',
    showMore: 'और देखें',
    showLess: 'कम देखें',
  },
};
