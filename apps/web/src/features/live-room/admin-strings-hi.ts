import type { Strings } from '../../i18n/en';
import type { adminRoomEn } from './admin-strings';

/**
 * The Hindi of the admin's live room (admin-strings.ts). Typed by the English keys: a key missing or
 * extra does not compile. It loads only when Hindi is chosen, with the rest of the Hindi (i18n/hi.ts).
 */
export const adminRoomHi: Strings<typeof adminRoomEn> = {
  adminRoom: {
    accepted: 'स्वीकार',
    rejected: 'अस्वीकार',
    cancelled: 'रद्द',
    noParticipants: 'कोई भागीदार जुड़ा नहीं है',
    inRoom: 'कक्ष में',
    sharedIpHint: 'इस लॉट पर किसी दूसरे खाते ने उसी IP पते से बोली लगाई है (चिह्नित, रोका नहीं गया)',
    sharedIp: 'एक ही IP',
    allBids: 'सभी बोलियाँ ({{n}})',
    selectBidTime: 'बोली का समय बदलें',
    bidsOn: '#{{no}} {{name}} पर बोलियाँ',
    noBidsYet: 'अभी कोई बोली नहीं।',
    timeIst: 'समय (IST)',
    bidder: 'बोलीदाता',
    phone: 'फ़ोन',
    amount: 'राशि',
    kind: 'तरह',
    enterMessage: 'कृपया संदेश लिखें',
    broadcastTitle: 'सबको संदेश भेजें',
    messageToRoom: 'कक्ष के लिए संदेश',
    sendTo: 'किसे भेजें',
    everyLot: 'हर लॉट',
    broadcast: 'भेजें',
    validTime: 'कृपया सही तारीख़ और समय चुनें',
    futureTime: 'कृपया आगे का कोई समय चुनें',
    endsNow: '{{lot}}: अभी {{time}} पर बंद होगा।',
    newEnd: 'बोली बंद होने का नया समय (IST)',
    yes: 'हाँ',
  },
};
