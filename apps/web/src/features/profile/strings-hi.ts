import type { Strings } from '../../i18n/en';
import type { profileEn } from './strings';

/**
 * The Hindi of the profile details and the change of the login and transaction passwords (strings.ts).
 * Typed by the English keys: a key missing or extra does not compile. It loads only when Hindi is
 * chosen, with the rest of the Hindi (i18n/hi.ts).
 */
export const profileHi: Strings<typeof profileEn> = {
  profile: {
    title: 'प्रोफ़ाइल का विवरण',
    loadFailed: 'आपकी प्रोफ़ाइल खुल नहीं सकी। कृपया फिर से कोशिश करें।',
    verified: 'सत्यापित',
    awaiting: 'सत्यापन बाकी',
    email: 'ईमेल',
    role: 'भूमिका',
    membertype: 'सदस्यता',
    type: 'प्रकार',
    pan: 'PAN',
    gst: 'GST',
    products: 'माल (उत्पाद)',
    state: 'राज्य',
    contactUs: 'ईमेल, भूमिका, सदस्यता, PAN, GST या दस्तावेज़ बदलवाने के लिए हमसे संपर्क करें।',
    contact: 'संपर्क और पता',
    form: 'प्रोफ़ाइल फ़ॉर्म',
    setByGst: 'आपके GST से तय',
    save: 'विवरण सहेजें',
  },
  password: {
    title: 'पासवर्ड बदलें',
    intro: 'पासवर्ड बदलते ही बाकी जगहों के लॉग इन बंद हो जाते हैं।',
    form: 'पासवर्ड बदलने का फ़ॉर्म',
    old: 'पुराना पासवर्ड',
    new: 'नया पासवर्ड',
    hint: 'कम से कम 8 अक्षर',
    confirm: 'पासवर्ड दोबारा लिखें',
    submit: 'पासवर्ड बदलें',
    txTitle: 'लेन-देन पासवर्ड',
    txSet: 'बना हुआ है',
    txNotSet: 'नहीं बना',
    txIntro: 'नीलामी कक्ष में जाने से पहले पूछा जाता है। लॉग इन पासवर्ड से अलग रखें।',
    txForm: 'लेन-देन पासवर्ड फ़ॉर्म',
    txNew: 'नया लेन-देन पासवर्ड',
    txPassword: 'लेन-देन पासवर्ड',
    txHint: 'कम से कम 6 अक्षर',
    txConfirm: 'लेन-देन पासवर्ड दोबारा लिखें',
    txSave: 'लेन-देन पासवर्ड सहेजें',
  },
  payee: {
    title: 'भुगतान पाने का खाता',
    intro:
      'वह बैंक खाता जिसमें ख़रीदार आपको भुगतान करते हैं। एडमिन के सत्यापन के बाद Neelami इसे आपके लॉट के ख़रीदारों को "मेरी ख़रीद" में और स्वीकृति पत्र पर दिखाता है।',
    form: 'आपका भुगतान खाता',
    save: 'सत्यापन के लिए सहेजें',
    change: 'भुगतान खाता बदलें',
    changeWarning:
      'बदला हुआ खाता फिर से सत्यापित होता है: जब तक एडमिन नया खाता सत्यापित न करे, ख़रीदारों को कोई खाता नहीं दिखता और उन्हें अभी भुगतान न करने को कहा जाता है।',
    status: {
      pending: 'सत्यापन बाक़ी',
      verified: 'सत्यापित',
      rejected: 'अस्वीकृत',
    },
    submitted: '{{at}} को दिया गया',
    decided: '{{at}} को फ़ैसला हुआ',
    note: 'एडमिन की टिप्पणी: {{note}}',
    none: 'आपने अभी भुगतान पाने का खाता नहीं दिया है: ख़रीदारों को नहीं बताया जा सकता कि आपको भुगतान कहाँ करें।',
    loadFailed: 'आपका भुगतान खाता लोड नहीं हो सका।',
  },
};
