import type { Strings } from '../../i18n/en';
import type { adminCatalogEn } from './strings';

/**
 * The Hindi of the admin's catalogue: products, lots, auctions and memberships (strings.ts). Typed by
 * the English keys: a key missing or extra does not compile. It loads only when Hindi is chosen, with
 * the rest of the Hindi (i18n/hi.ts).
 */
export const adminCatalogHi: Strings<typeof adminCatalogEn> = {
  adminCatalog: {
    addAuction: 'नीलामी जोड़ें (पुराना फ़ॉर्म)',
    addAuctionIntro: 'नीलामी का पुराना फ़ॉर्म: एक लॉट, उसका विक्रेता और पंजीकृत ख़रीदार। समय IST में है।',
    editAuctionForm: 'नीलामी बदलने का फ़ॉर्म',
    addAuctionForm: 'नीलामी जोड़ने का फ़ॉर्म',
    editing: '“{{name}}” बदली जा रही है',
    currencyHint: 'नीलामियाँ भारतीय रुपये में होती हैं',
    minValueRs: 'न्यूनतम मूल्य (₹)',
    minIncrementRs: 'बोली का न्यूनतम अंतर (₹)',
    autoExtensionMinutes: 'अपने-आप समय बढ़ना (मिनट)',
    startDate: 'शुरू होने की तारीख़',
    endDate: 'बंद होने की तारीख़',
    resultStartDate: 'नतीजे की शुरुआत',
    resultEndDate: 'नतीजे का अंत',
    mappedLot: 'जुड़ा लॉट',
    registeredBuyers: 'पंजीकृत ख़रीदार',
    updateAuction: 'नीलामी अपडेट करें',
    whichAuctions: 'कौन-सी नीलामियाँ',
    minValue: 'न्यूनतम मूल्य',
    minIncrement: 'न्यूनतम अंतर',
    membership: 'सदस्यता',
    membershipIntro:
      'नमूने के प्लान। सदस्यता शुल्क पंजीकरण या नवीनीकरण से एक साल तक मान्य है और वापस नहीं होता (नियम देखें); इस पेज से कुछ भी सहेजा नहीं जाता।',
    months: '{{n}} महीने',
    validFor: '{{n}} महीने तक मान्य',
    perkBid: 'लाइव नीलामियों में बोली',
    perkCatalogue: 'नीलामी कैटलॉग डाउनलोड',
    choosePlan: '{{name}} चुनें',
    choosePlanOf: '{{name}} प्लान चुनें',
    addLot: 'कैटलॉग में लॉट जोड़ें',
    addLotIntro: 'लॉट वह माल है जो विक्रेता बेचता है: उसका विवरण, मात्रा और इकाई।',
    addLotForm: 'लॉट जोड़ने का फ़ॉर्म',
    lotName: 'लॉट का नाम',
    loadingSellers: 'विक्रेता लोड हो रहे हैं…',
    chooseSeller: 'विक्रेता चुनें',
    noSellers: 'कोई विक्रेता नहीं मिला',
    quantity: 'मात्रा',
    unitPlaceholder: 'MT, किलो, नग',
    lots: 'लॉट',
    addProduct: 'उत्पाद जोड़ें',
    addProductIntro: 'वे उत्पाद जिनका सदस्य व्यापार करते हैं। पंजीकरण में इन्हीं में से चुना जाता है।',
    addProductForm: 'उत्पाद जोड़ने का फ़ॉर्म',
    productName: 'उत्पाद का नाम',
    productPlaceholder: 'जैसे HMS 1&2 स्क्रैप',
    products: 'उत्पाद',
  },
};
