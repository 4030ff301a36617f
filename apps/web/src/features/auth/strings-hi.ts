import { registrationLabelsHi } from '@neelami/shared/message-catalogue';
import type { Strings } from '../../i18n/en';
import type { authEn } from './strings';

/**
 * The Hindi of login, registration and the password reset (strings.ts). Typed by the English keys: a
 * key missing or extra does not compile. It loads only when Hindi is chosen, with the rest of the Hindi
 * (i18n/hi.ts).
 */
export const authHi: Strings<typeof authEn> = {
  login: {
    title: 'लॉग इन',
    intro: 'बोली लगाने, अपनी नीलामियों पर नज़र रखने और अपना खाता सँभालने के लिए लॉग इन करें।',
    form: 'लॉग इन फ़ॉर्म',
    email: 'ईमेल',
    password: 'पासवर्ड',
    forgot: 'पासवर्ड भूल गए?',
    submit: 'लॉग इन',
    newHere: 'Neelami पर नए हैं?',
    registerHere: 'यहाँ पंजीकरण करें',
    remindTitle: 'अपना लेन-देन पासवर्ड सेट करें',
    remindText:
      'बोली लगाने से पहले अपना लेन-देन पासवर्ड सेट करें: {{lot}} ({{event}}) {{when}}, और उसका नीलामी कक्ष प्रवेश पर यह पासवर्ड पूछता है।',
    remindOpenNow: 'अभी खुला है',
    remindOpens: '{{time}} पर खुलेगा',
    remindSetNow: 'अभी सेट करें',
  },
  register: {
    labels: registrationLabelsHi,
    optional: '{{label}} (वैकल्पिक)',
    title: 'पंजीकरण',
    intro:
      'Neelami की ई-नीलामी में भाग लेने के लिए ख़रीदार, विक्रेता या मेहमान के रूप में पंजीकरण करें। बोली लगाने से पहले एडमिन हर पंजीकरण की जाँच करता है। पहले से पंजीकृत हैं?',
    logIn: 'लॉग इन करें',
    doneText: 'हम आपकी जानकारी और दस्तावेज़ जाँचेंगे। आप अभी लॉग इन कर सकते हैं; एडमिन के सत्यापन के बाद बोली लगा सकेंगे।',
    form: 'पंजीकरण फ़ॉर्म',
    account: 'खाता',
    passwordHint: 'कम से कम 8 अक्षर',
    organisation: 'संस्था',
    gstHint: 'पहले दो अंकों से राज्य तय होता है',
    products: 'उत्पाद',
    productsPick: 'जिन उत्पादों का व्यापार करते हैं, चुनें',
    loading: 'लोड हो रहा है…',
    noProduct: 'ऐसा कोई उत्पाद नहीं',
    productsFailed: 'उत्पादों की सूची नहीं आ सकी',
    categoryHint: 'जैसे लोहा स्क्रैप',
    sellerAdminHint: 'विक्रेताओं के लिए: विक्रेता के एडमिन संपर्क का नाम',
    contactPerson: 'संपर्क व्यक्ति',
    address: 'पता',
    stateFromGst: 'GST से तय',
    kyc: 'KYC दस्तावेज़',
    india: 'भारत',
    submit: 'पंजीकरण करें',
    documents: 'दस्तावेज़',
    remove: '{{name}} हटाएँ',
  },
  forgot: {
    title: 'पासवर्ड भूल गए',
    intro: 'नया पासवर्ड बनाने के लिए हम आपको ईमेल पर एक बार का कोड (10 मिनट के लिए मान्य) भेजते हैं।',
    stepEmail: 'ईमेल जाँचें',
    emailForm: 'ईमेल फ़ॉर्म',
    email: 'ईमेल',
    continue: 'आगे बढ़ें',
    stepSend: 'OTP भेजें',
    willSendBefore: 'अगर इस पते से कोई खाता है, तो हम',
    willSendAfter: 'पर एक बार का कोड भेजेंगे।',
    changeEmail: 'ईमेल बदलें',
    sendOtp: 'OTP भेजें',
    stepVerify: 'OTP जाँचें',
    otpForm: 'OTP फ़ॉर्म',
    otp: 'OTP',
    otpHint: '{{email}} पर भेजा गया 6 अंकों का कोड',
    resend: 'OTP फिर भेजें',
    verify: 'OTP जाँचें',
    stepReset: 'नया पासवर्ड',
    resetForm: 'नया पासवर्ड फ़ॉर्म',
    newPassword: 'नया पासवर्ड',
    passwordHint: 'कम से कम 8 अक्षर',
    confirmPassword: 'पासवर्ड दोबारा लिखें',
    reset: 'पासवर्ड बदलें',
    remembered: 'याद आ गया?',
    backToLogin: 'लॉग इन पर लौटें',
  },
};
