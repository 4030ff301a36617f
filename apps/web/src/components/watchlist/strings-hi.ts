import type { Strings } from '../../i18n/en';
import type { watchEn } from './strings';

/**
 * The Hindi of the watchlist and the lot search (strings.ts). Typed by the English keys: a key missing
 * or extra does not compile. It loads only when Hindi is chosen (i18n/hi.ts).
 */
export const watchHi: Strings<typeof watchEn> = {
  watch: {
    watch: '{{name}} पर नज़र रखें',
    stopWatching: '{{name}} पर नज़र रखना बंद करें',
    lotsOf: '{{name}} के लॉट',
    lotsLoading: 'लॉट आ रहे हैं…',
    noLots: 'इस नीलामी में आपके लिए कोई लॉट खुला नहीं है।',
    emd: 'बयाना राशि {{amount}}',
    reserveMet: 'आरक्षित मूल्य पूरा',
    reserveNotMet: 'आरक्षित मूल्य पूरा नहीं',
  },
  search: {
    label: 'लॉट खोजें',
    words: 'शब्द',
    wordsHint: 'लॉट, उसके विवरण, उत्पाद, स्थान या नीलामी में',
    products: 'उत्पाद',
    locations: 'स्थान',
    auctionTypes: 'नीलामी का प्रकार',
    maxEmd: 'बयाना राशि अधिकतम (₹)',
    clear: 'साफ़ करें',
    save: 'यह खोज सहेजें',
    saveTitle: 'यह खोज सहेजें',
    saveIntro: 'इससे मेल खाता कोई नया लॉट आने पर आपको बताया जाएगा।',
    name: 'खोज का नाम',
    saveButton: 'सहेजें',
    matching: '{{count}} लॉट मेल खाते हैं',
    noMatch: 'इस खोज से कोई लॉट मेल नहीं खाता।',
    saved: 'सहेजी गई खोजें',
    savedCount: 'सहेजी गई खोजें ({{count}})',
    noSaved: 'अभी कोई खोज सहेजी नहीं गई।',
    apply: 'लागू करें',
    applyOf: '{{name}} लागू करें',
    deleteOf: '{{name}} हटाएँ',
    wordsIs: 'शब्द: {{value}}',
    emdUpTo: 'बयाना राशि {{amount}} तक',
  },
};
