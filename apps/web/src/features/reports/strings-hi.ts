import type { Strings } from '../../i18n/en';
import type { reportsEn } from './strings';

/**
 * The Hindi of the reports (strings.ts). Typed by the English keys: a key missing or extra does not
 * compile. It loads only when Hindi is chosen, with the rest of the Hindi (i18n/hi.ts).
 */
export const reportsHi: Strings<typeof reportsEn> = {
  reports: {
    event: 'नीलामी',
    loadingEvents: 'नीलामियाँ आ रही हैं…',
    selectEvent: 'नीलामी चुनें',
    noEvents: 'कोई नीलामी नहीं',
    subEvent: 'लॉट (उप-नीलामी)',
    allSubEvents: 'सभी लॉट',
    selectEventFirst: 'पहले नीलामी चुनें',
    noSubEvents: 'कोई लॉट नहीं',
    forward: 'फ़ॉरवर्ड',
    reverse: 'रिवर्स',
    eventsFailed: 'नीलामियाँ लोड नहीं हो सकीं।',
    submit: 'दिखाएँ',
    pdf: 'PDF डाउनलोड करें',
    excel: 'Excel में निकालें',
    downloadFailed: 'डाउनलोड नहीं हो सका',
    loading: 'रिपोर्ट आ रही है',
    loadFailed: 'रिपोर्ट लोड नहीं हो सकी',
    chooseEvent: 'नीलामी चुनें, फिर "दिखाएँ" दबाएँ।',
    chooseEventSub: 'नीलामी चुनें (चाहें तो कोई लॉट भी), फिर "दिखाएँ" दबाएँ।',
    sortBy: '{{column}} से क्रम लगाएँ',
    noRows: 'कोई पंक्ति नहीं',
    rows: '{{total}} में से पंक्ति {{first}}–{{last}}',
    rowsPerPage: 'हर पेज पर पंक्तियाँ',
    pages: { first: 'पहला पेज', previous: 'पिछला पेज', next: 'अगला पेज', last: 'आख़िरी पेज' },
    termDescription: 'किसने नीलामी के नियम और शर्तें स्वीकार कीं और कब (IST), संस्था या नाम, ईमेल और मोबाइल के साथ।',
    rankWiseDescription:
      'हर लॉट पर हर बोलीदाता की सबसे अच्छी मान्य बोली और उसका रैंक: फ़ॉरवर्ड नीलामी में H1, H2…, रिवर्स में L1, L2…।',
    rankDescription:
      'हर लॉट का अंतिम रैंक क्रम, विजेता के साथ, और जहाँ विक्रेता ने फ़ैसला किया वहाँ विजेता को मंज़ूरी मिली या नहीं।',
    activeParticipantsDescription:
      'लॉट पाए भागीदार: उन्होंने लॉग इन किया या नहीं, कक्ष में आए और बोली लगाई या नहीं, उनकी आख़िरी गतिविधि, लॉग इन की स्थिति और IP चेतावनियाँ।',
    bidLogDescription:
      'क्रम से हर बोली — समय (IST), बोलीदाता, रकम, प्रकार और स्थिति — और छेड़छाड़ पकड़ने वाली हैश-कड़ी हर पंक्ति तक सही है या नहीं।',
    emdDescription:
      'हर लॉट की बयाना राशि: लॉट पाए हर सदस्य की सत्यापित जमा, लॉट पर रोकी गई रकम, और वह लौटाई गई, बिक्री में समायोजित हुई या ज़ब्त हुई।',
  },
  salesReport: {
    description:
      'इवेंट की हर बिक्री: जीतने वाली बोली, बिक्री मूल्य, GST, TCS, कुल, समायोजित EMD, शेष देय, भुगतान, नियत तारीख, भुगतान का ब्योरा, डिलीवरी ऑर्डर और उठान।',
  },
};
