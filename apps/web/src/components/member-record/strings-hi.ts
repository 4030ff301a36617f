import type { Strings } from '../../i18n/en';
import type { memberRecordEn } from './strings';

/** The Hindi of a member's record (strings.ts), typed by its English keys. */
export const memberRecordHi: Strings<typeof memberRecordEn> = {
  memberRecord: {
    title: 'रिकॉर्ड',
    of: '{{name}} का रिकॉर्ड',
    open: 'रिकॉर्ड',
    openOf: '{{name}} का रिकॉर्ड खोलें',
    failed: 'रिकॉर्ड लोड नहीं हो सका।',
    lotsWon: 'जीते गए लॉट',
    paidOnTime: 'समय पर भुगतान',
    paidLate: 'देर से भुगतान',
    defaults: 'डिफ़ॉल्ट',
    liftedInTime: 'समय पर उठाया',
    liftedLate: 'देर से उठाया',
    status: {
      good: 'अच्छी स्थिति',
      probation: 'परिवीक्षा पर',
      suspended: 'निलंबित',
    },
    meaning: {
      good: 'पिछले 365 दिनों में कोई डिफ़ॉल्ट नहीं।',
      probation: 'पिछले 365 दिनों में एक डिफ़ॉल्ट के बाद: एक साथ ज़्यादा से ज़्यादा दो लॉट में आगे रह सकते हैं।',
      suspended: 'दो डिफ़ॉल्ट के बाद: एडमिन के हटाने तक बोली, EMD जमा और नियुक्ति नहीं होगी।',
    },
    history: 'स्थिति में बदलाव',
    noHistory: 'स्थिति में कोई बदलाव नहीं।',
    cause: {
      default: 'डिफ़ॉल्ट के बाद',
      lifted: 'निलंबन हटाया गया',
    },
    changeAt: '{{status}}, {{cause}}, {{at}} को',
    by: '{{name}} द्वारा',
    reason: 'कारण: {{reason}}',
    until: '{{at}} तक',
    lift: 'निलंबन हटाएँ',
    liftTitle: '{{name}} का निलंबन हटाएँ',
    liftReason: 'कारण (सदस्य के इतिहास में लिखा जाएगा और उसे मेल किया जाएगा)',
    cancel: 'रद्द करें',
  },
};
