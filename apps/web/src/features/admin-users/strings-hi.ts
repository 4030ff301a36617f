import type { Strings } from '../../i18n/en';
import type { adminUsersEn } from './strings';

/**
 * The Hindi of the admin's check of registered members (strings.ts). Typed by the English keys: a key
 * missing or extra does not compile. It loads only when Hindi is chosen, with the rest of the Hindi
 * (i18n/hi.ts).
 */
export const adminUsersHi: Strings<typeof adminUsersEn> = {
  adminUsers: {
    verified: 'सत्यापित',
    unverified: 'असत्यापित',
    unverifiedCount: 'असत्यापित ({{n}})',
    login: 'लॉग इन',
    loggedIn: 'लॉग इन है',
    loggedOut: 'लॉग आउट',
    documents: 'दस्तावेज़',
    registered: 'पंजीकरण',
    updated: 'सदस्य की जानकारी अपडेट हो गई!',
    title: 'सदस्यों का सत्यापन',
    intro:
      'हर पंजीकरण और उसके दस्तावेज़ जाँचें, जानकारी ठीक करें, भूमिका चुनें और सदस्य को सत्यापित करें। पुरानी स्क्रीन के भूमिका-नाम कोष्ठक में हैं: यूज़र यानी ख़रीदार, दर्शक यानी मेहमान/ग्राहक।',
    search: 'खोजें',
    searchHint: 'नाम, ई-मेल, शहर, PAN या GST',
    show: 'कौन-से सदस्य दिखाएँ',
    failed: 'सदस्यों की सूची लोड नहीं हो सकी।',
    table: 'पंजीकृत सदस्य',
    none: 'कोई सदस्य नहीं मिला।',
    document: 'दस्तावेज़ {{n}}',
    removeDocument: '{{name}} का दस्तावेज़ {{n}} हटाएँ',
    chooseDocument: 'अपलोड के लिए दस्तावेज़ चुनें',
    uploadFor: '{{name}} के लिए दस्तावेज़ अपलोड करें',
    upload: 'अपलोड',
  },
  payees: {
    title: 'भुगतान पाने के खाते',
    intro:
      'वे बैंक खाते जिनमें विक्रेताओं को भुगतान होता है। सत्यापन से पहले हर खाते को विक्रेता के दस्तावेज़ों (PAN पर लिखा नाम, रद्द किया हुआ चेक) से मिलाएँ: ख़रीदारों को सिर्फ़ सत्यापित खाता दिखता है, और बदला हुआ खाता फिर यहाँ प्रतीक्षा करता है।',
    show: 'भुगतान खाते दिखाएँ',
    awaiting: 'सत्यापन बाक़ी ({{n}})',
    all: 'सभी',
    none: 'कोई भुगतान खाता सत्यापन की प्रतीक्षा में नहीं है।',
    noneAtAll: 'अभी किसी विक्रेता ने भुगतान खाता नहीं दिया है।',
    failed: 'भुगतान खाते लोड नहीं हो सके।',
    of: '{{name}} का भुगतान खाता',
    submitted: '{{at}} को दिया गया',
    decided: '{{at}} को फ़ैसला हुआ',
    note: 'टिप्पणी: {{note}}',
    verify: 'सत्यापित करें',
    reject: 'अस्वीकार करें',
    verifyOf: '{{name}} का भुगतान खाता सत्यापित करें',
    rejectOf: '{{name}} का भुगतान खाता अस्वीकार करें',
    rejectTitle: '{{name}} का भुगतान खाता अस्वीकार करें',
    reason: 'कारण (विक्रेता इसे देखेंगे)',
    cancel: 'रद्द करें',
    status: {
      pending: 'सत्यापन बाक़ी',
      verified: 'सत्यापित',
      rejected: 'अस्वीकृत',
    },
  },
};
