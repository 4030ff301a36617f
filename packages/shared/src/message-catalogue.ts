/**
 * The one catalogue of the messages the server and the shared schemas say (SPEC §5, §8, the
 * bidding refusals): each group's English (SPEC's exact texts, kept where the rule lives) beside its
 * Hindi. A group's Hindi is typed by its English keys, so a message added without Hindi is a type
 * error; messages built from values (amounts, lengths, field names) are matched by their pattern.
 * The server answers `message` and `errors` through `translate` in the request's language (API.md
 * "Conventions"); the web app loads this file only when Hindi is chosen.
 */
import { INVALID_CREDENTIALS_MESSAGE, LOGIN_FAILED_MESSAGE, SESSION_EXPIRED_MESSAGE } from './auth';
import { bankAccountMessages } from './bank-account';
import { bidMessages } from './bid-messages';
import { catalogMessages } from './catalog';
import { emdMessages } from './emd';
import { eventMessages } from './events';
import { integrityMessages } from './integrity';
import { istFormatsIn } from './ist';
import type { Language } from './language';
import { closeMessages } from './lot-close';
import { recordMessages } from './member-record';
import { messages } from './messages';
import { notificationMessages } from './notifications';
import { PASSWORD_MIN_LENGTH, passwordMessages, TRANSACTION_PASSWORD_MIN_LENGTH } from './password-messages';
import { PROFILE_SAVED_MESSAGE } from './profile';
import { REGISTRATION_LABELS, registrationMessages } from './registration';
import { reportMessages } from './reports';
import { SALE_STATUS_LABELS } from './sale-status-labels';
import { saleHistoryNotes, saleMessages } from './sales';
import { sellerMessages } from './seller';
import { tenderHi, tenderMessages } from './tender-messages';
import { uploadMessages } from './uploads';
import { watchlistMessages } from './watchlist';

/** Hindi for every key of an English group: a key without Hindi does not compile. */
type HindiOf<T> = { readonly [K in keyof T]: string };
const hindi = <T>(_en: T, hi: HindiOf<T>) => hi;

export const generalHi = hindi(messages, {
  allFieldsRequired: 'सभी फ़ील्ड भरना ज़रूरी है',
  somethingWentWrong: 'कुछ गड़बड़ हो गई',
  somethingWentWrongBang: 'कुछ गड़बड़ हो गई!',
  failedToSave: 'सहेजा नहीं जा सका, कृपया फिर से कोशिश करें!',
  fieldRequired: 'यह फ़ील्ड ज़रूरी है',
  fixFormErrors: 'कृपया फ़ॉर्म की गलतियाँ ठीक करें',
  enterText: 'अक्षर लिखें',
  enterNumber: 'संख्या लिखें',
  enterWholeNumber: 'पूरी संख्या लिखें',
  enterDate: 'तारीख़ लिखें',
  enterDateTime: 'तारीख़ और समय लिखें',
  chooseFromList: 'सूची में से एक चुनें',
  chooseYesOrNo: 'हाँ या नहीं चुनें',
  enterEmail: 'सही ईमेल पता लिखें',
  enterWebAddress: 'सही वेब पता लिखें',
  notAnId: 'यह सही पहचान संख्या नहीं है',
  notInExpectedForm: 'यह अपेक्षित रूप में नहीं है',
  notFoundPage: 'माफ़ कीजिए! आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है।',
  contactSuccess: 'आपके सवाल के लिए धन्यवाद। हम जल्द ही आपको जवाब देंगे!',
  notFound: 'नहीं मिला',
  routeNotFound: 'ऐसा कोई API रास्ता नहीं है',
  malformedJson: 'अनुरोध का डेटा सही JSON नहीं है',
  badUrl: 'अनुरोध का पता सही नहीं है (पते का कोई हिस्सा गलत या बहुत लंबा है)',
  invalidInput: 'गलत जानकारी',
  unauthorized: 'आगे बढ़ने के लिए कृपया लॉग इन करें',
  forbidden: 'आपको यह करने की अनुमति नहीं है',
  tooManyRequests: 'बहुत ज़्यादा अनुरोध, कृपया थोड़ा रुककर फिर कोशिश करें',
  payloadTooLarge: 'अपलोड बहुत बड़ा है',
  unreadableAnswer: 'सर्वर का जवाब यह पेज पढ़ नहीं पाया। कृपया पेज दोबारा खोलकर फिर कोशिश करें।',
  controlCharacter: 'इस टेक्स्ट से कंट्रोल अक्षर (जैसे NUL) हटाएँ',
  lineBreakInOneLine: 'इस फ़ील्ड में एक ही पंक्ति लिखें: टैब या नई पंक्ति हटाएँ',
});

const authEn = {
  loginFailed: LOGIN_FAILED_MESSAGE,
  invalidCredentials: INVALID_CREDENTIALS_MESSAGE,
  sessionExpired: SESSION_EXPIRED_MESSAGE,
  profileSaved: PROFILE_SAVED_MESSAGE,
};
export const authHi = hindi(authEn, {
  loginFailed: 'लॉग इन नहीं हो सका, कृपया फिर से कोशिश करें!',
  invalidCredentials: 'ईमेल या पासवर्ड गलत है',
  sessionExpired: 'आपका सत्र समाप्त हो गया है, कृपया फिर से लॉग इन करें',
  profileSaved: 'प्रोफ़ाइल सफलतापूर्वक अपडेट हो गई!',
});

export const bidHi = hindi(bidMessages, {
  enterAmount: 'कृपया राशि लिखें।',
  enterNumber: 'कृपया संख्या लिखें।',
  invalidBid: 'सही बोली लिखें',
  bidPlaced: 'बोली लग गई!',
  acceptTerms: 'कृपया नियम और शर्तें स्वीकार करें।',
  auctionOver: 'नीलामी समाप्त। भाग लेने के लिए धन्यवाद।',
  emptyRoom: 'कोई नीलामी लॉट उपलब्ध नहीं है',
  cannotBid: 'एडमिन और मेहमान बोली नहीं लगा सकते।',
  notVerified: 'आपका खाता अभी सत्यापित नहीं हुआ है।',
  notAssigned: 'आप इस लॉट के लिए नियुक्त नहीं हैं।',
  termsNotAccepted: 'कृपया पहले इस नीलामी के नियम और शर्तें स्वीकार करें।',
  transactionPasswordRequired: 'नीलामी कक्ष में आने के लिए कृपया अपना लेन-देन पासवर्ड लिखें।',
  ownLot: 'आप अपने ही लॉट पर बोली नहीं लगा सकते।',
  tooFast: 'बहुत ज़्यादा अनुरोध, कृपया थोड़ा धीरे।',
  unavailable: 'बोली अभी कुछ पल के लिए बंद है, आपकी बोली नहीं लगी। कृपया फिर से कोशिश करें।',
  loginRequired: 'नीलामी कक्ष में आने के लिए कृपया लॉग इन करें।',
  adminOnly: 'यह सिर्फ़ एडमिन कर सकता है।',
  unknownSubEvent: 'यह लॉट नहीं मिला',
  chainBeforeClose: 'इस लॉट की बोलियों की शृंखला उसके बंद होने के बाद प्रकाशित होती है।',
  unknownEvent: 'नीलामी नहीं मिली',
  notInRoom: 'आप इस नीलामी कक्ष में नहीं हैं।',
  noJoinAnswer: 'कक्ष में आते समय सर्वर से कोई जवाब नहीं आया। कृपया फिर से कोशिश करें।',
  bidNotSent: 'कक्ष जुड़ा नहीं है: आपकी बोली नहीं लगी।',
  noBidAnswer: 'सर्वर से कोई जवाब नहीं आया। दोबारा बोली लगाने से पहले अपनी पिछली बोली देख लें।',
  roomNotConnected: 'कक्ष जुड़ा नहीं है।',
  noEndTimeAnswer: 'सर्वर से कोई जवाब नहीं आया। कृपया समाप्ति का समय देख लें।',
  noBroadcastAnswer: 'सर्वर से कोई जवाब नहीं आया। हो सकता है संदेश न गया हो।',
  autoBidDisabled: 'इस लॉट पर ऑटो बोली चालू नहीं है।',
  transactionPasswordWrong: 'लेन-देन पासवर्ड गलत है।',
  transactionPasswordNotSet: 'कृपया पहले अपनी प्रोफ़ाइल में लेन-देन पासवर्ड बनाएँ।',
  transactionPasswordTooManyTries: 'लेन-देन पासवर्ड कई बार गलत लिखा गया। कृपया बाद में कोशिश करें।',
  sessionTakenOver:
    'आपका खाता किसी दूसरी विंडो या डिवाइस से नीलामी कक्ष में आ गया है, इसलिए यह विंडो कक्ष से बाहर हो गई।',
  broadcastSent: 'संदेश भेज दिया गया',
  endTimeChanged: 'बोली का समाप्ति समय बदल दिया गया',
  invalidClientBidId: 'बोली की पहचान गलत है: 1 से 64 अक्षर, अंक, - या _ इस्तेमाल करें।',
  preBidSet: 'अग्रिम बोली लग गई: लॉट खुलते ही यह आपके लिए ऑटो बोली की तरह बोली लगाएगी।',
  preBidLotOpen: 'यह लॉट खुल चुका है: अपनी ऑटो बोली नीलामी कक्ष में लगाएँ।',
  preBidLotClosed: 'इस लॉट पर बोली बंद हो चुकी है।',
  preBidNoWithdraw: 'अग्रिम बोली वापस नहीं ली जा सकती और न ही घटाई जा सकती है; उसे सिर्फ़ बढ़ाया जा सकता है।',
});

export const catalogHi = hindi(catalogMessages, {
  productSaved: 'उत्पाद सफलतापूर्वक सहेजा गया!',
  productUpdated: 'उत्पाद सफलतापूर्वक अपडेट हुआ!',
  productDeleted: 'उत्पाद सफलतापूर्वक हटाया गया!',
  productExists: 'इस नाम का उत्पाद पहले से मौजूद है',
  productNotFound: 'उत्पाद नहीं मिला',
  lotSaved: 'लॉट सफलतापूर्वक सहेजा गया!',
  lotUpdated: 'लॉट सफलतापूर्वक अपडेट हुआ!',
  lotDeleted: 'लॉट सफलतापूर्वक हटाया गया!',
  lotNotFound: 'लॉट नहीं मिला',
  lotInUse: 'यह लॉट किसी नीलामी या सब-इवेंट से जुड़ा है, इसलिए हटाया नहीं जा सकता।',
  auctionSaved: 'नीलामी सफलतापूर्वक सहेजी गई!',
  auctionUpdated: 'नीलामी सफलतापूर्वक अपडेट हुई!',
  auctionNotFound: 'नीलामी नहीं मिली',
  notASeller: 'कृपया कोई पंजीकृत विक्रेता चुनें',
  notABuyer: 'नीलामी में सिर्फ़ पंजीकृत खरीदार जोड़े जा सकते हैं',
  startBeforeEnd: 'शुरू होने की तारीख़ समाप्ति की तारीख़ से पहले होनी चाहिए',
  endAfterStart: 'समाप्ति की तारीख़ शुरू होने की तारीख़ के बाद होनी चाहिए',
  resultStartBeforeEnd: 'परिणाम की शुरुआती तारीख़ परिणाम की अंतिम तारीख़ से पहले होनी चाहिए',
  resultEndAfterStart: 'परिणाम की अंतिम तारीख़ परिणाम की शुरुआती तारीख़ के बाद होनी चाहिए',
  wholeRupees: 'पूरे रुपये लिखें',
  positive: '0 से ज़्यादा होना चाहिए',
  tooLarge: 'यह राशि बहुत बड़ी है',
  membershipDemo: 'यह हमारे प्लान का नमूना है: कुछ भी सहेजा नहीं गया। सदस्यता लेने के लिए कृपया हमसे संपर्क करें।',
});

// The EMD messages built from values (a shortfall, a member's name) are in templatesHi.
const {
  refundShort: _refundShort,
  holdShort: _holdShort,
  bidNeedsHold: _bidNeedsHold,
  ...emdText
} = emdMessages;

export const emdHi = hindi(emdText, {
  depositReported: 'जमा राशि दर्ज हो गई। एडमिन के सत्यापन के बाद ही यह गिनी जाएगी।',
  depositVerified: 'जमा राशि सत्यापित',
  depositRejected: 'जमा राशि अस्वीकार',
  depositNotFound: 'जमा राशि नहीं मिली',
  depositDecided: 'यह जमा राशि पहले ही सत्यापित या अस्वीकार हो चुकी है।',
  utrUsed: 'यह UTR पहले ही दर्ज हो चुका है।',
  refundRequested: 'रिफ़ंड का अनुरोध दर्ज हुआ। एडमिन इसे आपके बैंक खाते में भेजेंगे।',
  refundPaid: 'रिफ़ंड भुगतान हो गया दर्ज किया गया',
  refundRejected: 'रिफ़ंड अस्वीकार',
  refundNotFound: 'रिफ़ंड नहीं मिला',
  refundDecided: 'यह रिफ़ंड पहले ही भुगतान या अस्वीकार हो चुका है।',
  refundUtrRequired: 'रिफ़ंड ट्रांसफ़र का UTR लिखें',
  amountPaise: 'राशि रुपयों में लिखें, दशमलव के बाद ज़्यादा से ज़्यादा दो अंक (पैसे)',
  amountPositive: '0 से ज़्यादा होना चाहिए',
  amountTooLarge: 'यह राशि बहुत बड़ी है',
  utr: 'UTR लिखें: 6 से 30 अक्षर और अंक',
  futureDate: 'भुगतान की तारीख़ आगे की नहीं हो सकती',
  notAMember: 'बयाना राशि (EMD) खाता सिर्फ़ सदस्यों (खरीदार और विक्रेता) का होता है',
  memberNotFound: 'सदस्य नहीं मिला',
});

export const saleHistoryHi = hindi(saleHistoryNotes, {
  balanceReceived: 'शेष राशि मिल गई',
  allLifted: 'पूरा माल उठा लिया गया',
  emdCovered: 'बयाना राशि (EMD) से पूरी रकम चुक गई: तुरंत भुगतान माना गया',
});

/** How each sale status reads in Hindi (the values a message names, as the web app shows them). */
export const saleStatusHi = hindi(SALE_STATUS_LABELS, {
  awaiting_payment: 'भुगतान बाकी',
  paid: 'भुगतान हुआ',
  delivery_order_issued: 'डिलीवरी ऑर्डर जारी',
  lifting: 'उठान जारी',
  completed: 'पूरी हुई',
  defaulted: 'डिफ़ॉल्ट',
  offered: 'पेशकश की गई',
  declined: 'अस्वीकार',
  cancelled: 'रद्द',
});

const statusLabelHi = (label: string): string => {
  const key = (Object.keys(SALE_STATUS_LABELS) as (keyof typeof SALE_STATUS_LABELS)[]).find(
    (k) => SALE_STATUS_LABELS[k] === label,
  );
  return key ? saleStatusHi[key] : label;
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept?', 'Oct', 'Nov', 'Dec'];

/** A calendar day a message names in English ('4 Dec 2026') as Hindi reads it ('4 दिस॰ 2026'). */
const dayHi = (day: string): string => {
  const m = /^(\d{1,2}) ([A-Za-z]+) (\d{4})$/.exec(day);
  const month = m ? MONTHS.findIndex((name) => new RegExp(`^${name}$`).test(m[2])) : -1;
  if (!m || month < 0) return day;
  const ymd = `${m[3]}-${String(month + 1).padStart(2, '0')}-${m[1].padStart(2, '0')}`;
  return istFormatsIn('hi').day(ymd);
};

// The sale messages built from values (a status, a quantity, a date) are in templatesHi.
const {
  wrongStatus: _wrongStatus,
  liftAboveSold: _liftAboveSold,
  notYetDue: _notYetDue,
  beforeAward: _beforeAward,
  ...saleText
} = saleMessages;

export const saleHi = hindi(saleText, {
  notFound: 'बिक्री नहीं मिली',
  forbidden: 'यह बिक्री सिर्फ़ खरीदार, लॉट का मालिक या एडमिन खोल सकते हैं।',
  buyerOnly: 'भुगतान सिर्फ़ इस लॉट का खरीदार दर्ज कर सकता है।',
  ownerOnly: 'यह सिर्फ़ लॉट का मालिक कर सकता है।',
  offeredOnly: 'इस प्रस्ताव का जवाब सिर्फ़ वही बोलीदाता दे सकता है जिसे यह लॉट दिया गया है।',
  paymentReported: 'भुगतान दर्ज हुआ; लॉट का मालिक इसकी पुष्टि करेगा।',
  paymentConfirmed: 'भुगतान की पुष्टि हुई',
  paymentRejected: 'भुगतान अस्वीकार',
  paymentNotFound: 'भुगतान नहीं मिला',
  paymentDecided: 'इस भुगतान की पहले ही पुष्टि हो चुकी है या यह अस्वीकार हो चुका है।',
  amountPositive: 'शून्य से ज़्यादा राशि लिखें',
  aboveBalance: 'राशि बकाया रकम से ज़्यादा है',
  utrUsed: 'यह UTR पहले ही दर्ज हो चुका है।',
  liftingRecorded: 'उठान दर्ज हुआ',
  quantityPositive: 'शून्य से ज़्यादा मात्रा लिखें',
  closedShort: 'बिक्री बंद की गई',
  reasonRequired: 'कृपया कारण बताएँ',
  defaulted: 'बिक्री डिफ़ॉल्ट घोषित; बयाना राशि (EMD) ज़ब्त हो गई।',
  offered: 'लॉट अगले क्रम के बोलीदाता को दिया गया',
  noNextBidder: 'यह लॉट देने के लिए कोई दूसरा बोलीदाता नहीं है।',
  alreadyOffered: 'यह लॉट पहले ही अगले बोलीदाता को दिया जा चुका है।',
  notOfferable: 'सिर्फ़ डिफ़ॉल्ट या अस्वीकार हुई बिक्री ही अगले बोलीदाता को दी जा सकती है।',
  offerAccepted: 'प्रस्ताव स्वीकार: अब बिक्री आपके भुगतान की प्रतीक्षा में है।',
  offerDeclined: 'प्रस्ताव अस्वीकार',
  offerExpired: 'यह प्रस्ताव समाप्त हो चुका है।',
  noDeliveryOrder: 'इस बिक्री का डिलीवरी ऑर्डर अभी जारी नहीं हुआ है।',
  taxInvoiceNotYet: 'टैक्स इनवॉइस बिक्री का भुगतान पूरा होने पर जारी होता है।',
  noNumericQuantity: 'प्रति इकाई बोली वाले लॉट की मात्रा संख्या में होनी चाहिए।',
  cancelled: 'बिक्री रद्द की गई; बयाना राशि (EMD) की रोक हटा दी गई और लॉट का मालिक फिर से निर्णय लेगा।',
  paymentConfirmedNoCancel: 'इस बिक्री के एक भुगतान की पुष्टि हो चुकी है: अब इसे रद्द नहीं किया जा सकता।',
  nothingOwed: 'इस बिक्री पर कुछ भी बकाया नहीं है: इसे डिफ़ॉल्ट नहीं किया जा सकता।',
  futureDate: 'तारीख़ आगे की नहीं हो सकती',
});

export const eventHi = hindi(eventMessages, {
  eventCreated: 'नीलामी सफलतापूर्वक बनाई गई',
  eventUpdated: 'नीलामी सफलतापूर्वक अपडेट हुई',
  eventUpdateFailed: 'नीलामी अपडेट नहीं हो सकी',
  eventDeleted: 'नीलामी सफलतापूर्वक हटाई गई',
  eventNotFound: 'नीलामी नहीं मिली',
  eventHasBids: 'इस नीलामी में बोलियाँ लग चुकी हैं, इसलिए इसे हटाया नहीं जा सकता: बोलियाँ कभी हटाई नहीं जातीं।',
  subEventAdded: 'लॉट सफलतापूर्वक जोड़ा गया!',
  subEventUpdated: 'लॉट सफलतापूर्वक अपडेट हुआ!',
  subEventAddFailed: 'लॉट जोड़ा नहीं जा सका',
  subEventDeleted: 'लॉट सफलतापूर्वक हटाया गया!',
  subEventNotFound: 'लॉट नहीं मिला',
  subEventHasBids: 'इस लॉट पर बोलियाँ लग चुकी हैं, इसलिए इसे हटाया नहीं जा सकता: बोलियाँ कभी हटाई नहीं जातीं।',
  hasEmd:
    'इस लॉट के लिए बयाना राशि (EMD) रोकी गई थी और EMD खाता हर लेन-देन रखता है: इसे हटाया नहीं जा सकता। इसके बजाय Active का निशान हटाएँ।',
  subEventLocked:
    'इस लॉट पर बोलियाँ लग चुकी हैं: अब इसका प्रकार, शुरुआती मूल्य, बढ़त/घटत और बयाना राशि (EMD) नहीं बदली जा सकती।',
  autoBidEnabled: 'ऑटो बोली चालू की गई',
  autoBidDisabled: 'ऑटो बोली बंद की गई',
  flashSaved: 'सूचना सफलतापूर्वक सहेजी गई!',
  flashDeleted: 'सूचना सफलतापूर्वक हटाई गई!',
  flashNotFound: 'सूचना नहीं मिली',
  noData: 'कोई जानकारी नहीं मिली।',
  assigned: 'खरीदार सफलतापूर्वक जोड़े गए।',
  selectSubEventAndBuyers: 'कृपया लॉट और खरीदार चुनें।',
  notAssignable: 'सिर्फ़ सत्यापित खरीदार, विक्रेता और मेहमान जोड़े जा सकते हैं',
  acceptTerms: 'कृपया नियम और शर्तें स्वीकार करें।',
  termsAccepted: 'नियम और शर्तें स्वीकार की गईं',
  quantityNotNumber: 'मात्रा संख्या में लिखें, जैसे 250',
  hsnCode: 'HSN कोड लिखें: 4, 6 या 8 अंक, जैसे लोहे के स्क्रैप के लिए 7204',
  startBeforeEnd: 'शुरू होने की तारीख़ समाप्ति की तारीख़ से पहले होनी चाहिए',
  endAfterStart: 'समाप्ति की तारीख़ शुरू होने की तारीख़ के बाद होनी चाहिए',
  catalogueNotVerified: 'नीलामी कैटलॉग सिर्फ़ सत्यापित सदस्य डाउनलोड कर सकते हैं: आपका खाता अभी सत्यापित नहीं हुआ है।',
  catalogueNoMembership: 'नीलामी कैटलॉग सिर्फ़ सदस्य डाउनलोड कर सकते हैं: आपकी अभी कोई सदस्यता नहीं है।',
  catalogueLogin: 'नीलामी कैटलॉग डाउनलोड करने के लिए कृपया सदस्य के रूप में लॉग इन करें।',
  staggered: 'बंद होने के समय क्रम संख्या के अनुसार एक के बाद एक तय किए गए।',
  staggerNoLots: 'इस नीलामी में कोई सक्रिय खुला लॉट नहीं है जिसके बंद होने का समय एक के बाद एक तय किया जा सके।',
  staggerFirstPast: 'पहले लॉट के बंद होने का समय अभी के बाद का होना चाहिए।',
  staggerLotNotOpen:
    'यह लॉट अब खुला और सक्रिय नहीं है, या अपने नए बंद होने के समय के बाद शुरू होता है: इसके समय नहीं बदले गए।',
});

export const passwordHi = hindi(passwordMessages, {
  tooShort: `पासवर्ड कम से कम ${PASSWORD_MIN_LENGTH} अक्षरों का होना चाहिए`,
  tooLong: 'पासवर्ड ज़्यादा से ज़्यादा 128 अक्षरों का हो सकता है',
  mismatch: 'नया पासवर्ड और पुष्टि वाला पासवर्ड मेल नहीं खाते',
  enterEmail: 'कृपया ईमेल लिखें',
  enterValidEmail: 'कृपया सही ईमेल लिखें',
  enterOtp: 'कृपया OTP लिखें',
  otpFormat: 'OTP ईमेल में आया 6 अंकों का कोड है',
  otpSent: 'OTP आपके ईमेल पर भेज दिया गया',
  otpVerified: 'OTP सत्यापित',
  otpVerifiedToast: 'OTP सफलतापूर्वक सत्यापित हुआ',
  resetDone: 'पासवर्ड सफलतापूर्वक बदल दिया गया!',
  sendFailed: 'OTP नहीं भेजा जा सका',
  verifyFailed: 'OTP सत्यापित नहीं हो सका',
  resetFailed: 'पासवर्ड नहीं बदला जा सका',
  changed: 'पासवर्ड सफलतापूर्वक बदल दिया गया!',
  changeFailed: 'पासवर्ड नहीं बदला जा सका',
  invalidOtp: 'OTP गलत है या उसकी अवधि समाप्त हो गई है',
  wrongCurrent: 'मौजूदा पासवर्ड गलत है',
  sameAsCurrent: 'नया पासवर्ड मौजूदा पासवर्ड से अलग होना चाहिए',
  transactionSet: 'लेन-देन पासवर्ड सहेजा गया',
  transactionTooShort: `लेन-देन पासवर्ड कम से कम ${TRANSACTION_PASSWORD_MIN_LENGTH} अक्षरों का होना चाहिए`,
});

export const registrationHi = hindi(registrationMessages, {
  pan: 'PAN ठीक 10 अक्षरों का होना चाहिए',
  gst: 'GST ठीक 15 अक्षरों का होना चाहिए',
  panPattern: 'PAN में 5 अक्षर, 4 अंक और एक अक्षर होने चाहिए, जैसे ABCPS1234K',
  gstPattern: 'GSTIN में राज्य कोड, PAN, इकाई संख्या, Z और एक जाँच अक्षर होना चाहिए',
  gstCheck: 'इस GSTIN का आखिरी अक्षर बाकी से मेल नहीं खाता: कोई अक्षर गलत तो नहीं लिखा, जाँच लें',
  pin: 'PIN 6 अंकों की संख्या होनी चाहिए',
  email: 'सही ईमेल पता लिखें',
  cellNumber: 'सही 10 अंकों का मोबाइल नंबर लिखें',
  tooLong: 'यह जानकारी बहुत लंबी है',
  success: 'पंजीकरण सफल रहा!',
  rejected: 'कुछ गड़बड़ हो गई!',
  callFailed: 'फ़ॉर्म जमा नहीं हो सका। कृपया बाद में फिर कोशिश करें।',
  duplicateEmail: 'इस ईमेल से खाता पहले से बना हुआ है',
});

/** The registration form's labels, as the "Please fill out the {field} field" messages name them. */
export const registrationLabelsHi = hindi(REGISTRATION_LABELS, {
  OrganizationIndividualName: 'संस्था / व्यक्ति का नाम',
  type: 'प्रकार',
  role: 'भूमिका',
  pan: 'PAN',
  gst: 'GST',
  productId: 'उत्पाद',
  category: 'श्रेणी',
  seller_admin: 'विक्रेता एडमिन',
  membertype: 'सदस्यता प्रकार',
  email: 'ईमेल',
  password: 'पासवर्ड',
  firstName: 'पहला नाम',
  lastName: 'उपनाम',
  designation: 'पद',
  cellNumber: 'मोबाइल नंबर',
  faxNumber: 'फ़ैक्स नंबर',
  addressLine1: 'पता पंक्ति 1',
  addressLine2: 'पता पंक्ति 2',
  city: 'शहर',
  state: 'राज्य',
  country: 'देश',
  currency: 'मुद्रा',
  pin: 'PIN',
  uploadedDocuments: 'दस्तावेज़',
});

export const reportHi = hindi(reportMessages, {
  eventRequired: 'कृपया नीलामी चुनें',
  eventInvalid: 'कृपया सही नीलामी चुनें',
  subEventInvalid: 'कृपया सही लॉट चुनें',
  reportIdInvalid: 'रिपोर्ट नंबर 1 (रैंक के अनुसार), 2 (सक्रिय प्रतिभागी), 3 (बोली रजिस्टर) या 4 (रैंक) होना चाहिए',
  eventNotFound: 'नीलामी नहीं मिली',
  subEventNotFound: 'लॉट नहीं मिला',
  subEventNotOfEvent: 'यह लॉट चुनी हुई नीलामी का नहीं है',
  reportDataInvalid: 'रिपोर्ट का डेटा सही तालिका नहीं है',
  downloadFailed: 'रिपोर्ट डाउनलोड नहीं हो सकी। कृपया फिर से कोशिश करें।',
  serverUnreachable: 'सर्वर से संपर्क नहीं हो सका।',
  downloadInterrupted: 'डाउनलोड बीच में रुक गया।',
  loadFailed: 'रिपोर्ट खुल नहीं सकी। कृपया फिर से कोशिश करें।',
  noRecords: 'कोई रिकॉर्ड नहीं मिला।',
});

export const sellerHi = hindi(sellerMessages, {
  notOwner: 'इस लॉट पर फ़ैसला सिर्फ़ लॉट का मालिक कर सकता है।',
  notVerified: 'आपका खाता अभी सत्यापित नहीं हुआ है।',
  notClosed: 'इस लॉट की नीलामी अभी बंद नहीं हुई है।',
  notHighest: 'सिर्फ़ सबसे ऊँची बोली को मंज़ूरी दी या नामंज़ूर की जा सकती है।',
  authorized: 'सबसे ऊँचे बोलीदाता को मंज़ूरी दी गई।',
  unauthorized: 'सबसे ऊँचे बोलीदाता की मंज़ूरी रद्द की गई।',
  accepted: 'बोली स्वीकार की गई।',
  rejected: 'बोली अस्वीकार की गई।',
  cancelled: 'बोली रद्द की गई।',
  alreadyMarked: 'यह बोली पहले ही अस्वीकार या रद्द की जा चुकी है; इसे पलटा नहीं जा सकता।',
  bidNotFound: 'बोली नहीं मिली',
  subEventNotFound: 'लॉट नहीं मिला',
  noLetter: 'इस लॉट का स्वीकृति पत्र अभी नहीं बना है।',
  letterForbidden: 'यह पत्र सिर्फ़ मंज़ूर विजेता, लॉट का मालिक और एडमिन डाउनलोड कर सकते हैं।',
  saleExists:
    'यह लॉट दिया जा चुका है और इसकी बिक्री बन चुकी है: अब यह निर्णय बदला नहीं जा सकता। पहले एडमिन से बिक्री रद्द करवाएँ (यह सिर्फ़ किसी भुगतान की पुष्टि से पहले संभव है)।',
});

export const notificationHi = hindi(notificationMessages, {
  notificationNotFound: 'सूचना नहीं मिली',
  unknownKind: 'सूचनाओं की सूची में से प्रकार चुनें',
  unknownChannel: 'माध्यम ई-मेल, एसएमएस, व्हाट्सऐप और पुश में से चुनें',
  quietHoursTime: 'समय HH:MM (24 घंटे) में लिखें, जैसे 22:00',
  preferencesSaved: 'सूचना की पसंद सहेजी गई',
  pushEndpointHttps: 'पुश सदस्यता का पता https होना चाहिए',
  pushKeys: 'पुश सदस्यता की कुंजियाँ नहीं हैं या base64url में नहीं हैं',
  pushSubscriptionNotFound: 'इस पते पर कोई पुश सदस्यता नहीं है',
  pushOn: 'इस ब्राउज़र में पुश सूचनाएँ चालू हैं',
  pushOff: 'इस ब्राउज़र में पुश सूचनाएँ बंद हैं',
});

export const integrityHi = hindi(integrityMessages, {
  reviewNeeded:
    'यह लॉट सत्यनिष्ठा डेस्क पर चिह्नित है। संकेत देखें, फिर इसे आवंटित करने का कारण लिखें; कारण लॉट के लॉग और बोली-लॉग रिपोर्ट में दर्ज होगा।',
  deskForbidden: 'लॉट का सत्यनिष्ठा डेस्क सिर्फ़ एडमिन, या लॉट बंद होने के बाद उसका मालिक देख सकता है।',
  lotNotFound: 'लॉट नहीं मिला',
  reasonTooLong: 'ज़्यादा से ज़्यादा 500 अक्षर',
});

export const closeHi = hindi(closeMessages, {
  reserveBelowStart: 'आरक्षित मूल्य आरंभिक मूल्य से कम नहीं हो सकता',
  reserveAboveStart: 'रिवर्स नीलामी में आरक्षित मूल्य अधिकतम सीमा है: यह आरंभिक मूल्य से अधिक नहीं हो सकता',
  bandRange: 'अनुमोदन सीमा 0 से 50 तक का प्रतिशत है, अधिकतम दो दशमलव तक',
  hoursRange: 'अनुमोदन के घंटे 1 से 168 तक की पूर्ण संख्या होने चाहिए',
  notPending: 'यह लॉट इस निर्णय की प्रतीक्षा में नहीं है',
  deadlinePassed: 'निर्णय का समय बीत चुका है; लॉट नहीं बिका',
  counterRange: 'प्रति-प्रस्ताव अग्रणी बोली और आरक्षित मूल्य के बीच होना चाहिए',
  counterNeedsAmount: 'अपने प्रति-प्रस्ताव की राशि लिखें',
  notLeader: 'केवल इस लॉट का अग्रणी बोलीदाता ही प्रति-प्रस्ताव का उत्तर दे सकता है',
  lotNotFound: 'लॉट नहीं मिला',
  approved: 'अनुमोदित: लॉट अग्रणी बोलीदाता को आवंटित हुआ',
  rejected: 'अस्वीकृत: लॉट नहीं बिका और हर ईएमडी होल्ड मुक्त कर दिया गया',
  countered: 'प्रति-प्रस्ताव अग्रणी बोलीदाता को भेजा गया',
  accepted: 'प्रति-प्रस्ताव स्वीकार: बिक्री उसी राशि पर हुई',
  declined: 'प्रति-प्रस्ताव अस्वीकार: लॉट नहीं बिका',
  awardNotOpen: 'यह लॉट अपने आरक्षित मूल्य तक नहीं पहुँचा: इसके बजाय अनुमोदन, अस्वीकार या प्रति-प्रस्ताव करें',
  lotUnsold: 'यह लॉट नहीं बिका; इसे आवंटित नहीं किया जा सकता',
  chooseDecision: 'अनुमोदन, अस्वीकार या प्रति-प्रस्ताव में से चुनें',
  acceptTrueOrFalse: 'accept का मान true या false होना चाहिए',
});

export const watchlistHi = hindi(watchlistMessages, {
  watching: 'आपकी निगरानी सूची में जोड़ा गया',
  notWatching: 'आपकी निगरानी सूची से हटाया गया',
  lotNotVisible: 'लॉट नहीं मिला, या आपके लिए खुला नहीं है',
  searchEmpty: 'खोजने के लिए कम से कम एक चीज़ चुनें: शब्द, उत्पाद, स्थान, नीलामी का प्रकार या ईएमडी की सीमा',
  searchSaved: 'खोज सहेजी गई; इससे मिलते नए लॉट की सूचना आपको मिलेगी',
  searchDeleted: 'सहेजी गई खोज हटाई गई',
  searchNotFound: 'सहेजी गई खोज नहीं मिली',
  tooManySearches: 'आप ज़्यादा से ज़्यादा 20 खोजें सहेज सकते हैं; पहले कोई एक हटाएँ',
  maxEmdAmount: 'ईएमडी की सीमा रुपयों में लिखें, दशमलव के बाद ज़्यादा से ज़्यादा दो अंक',
});

export const bankAccountHi = hindi(bankAccountMessages, {
  accountNo: 'खाता संख्या लिखें: 9 से 18 अंक',
  ifsc: 'IFSC लिखें: 11 अक्षर — चार अंग्रेज़ी अक्षर, एक शून्य, फिर छह अक्षर या अंक (जैसे SBIN0001234)',
  upiId: 'UPI आईडी नाम@बैंक के रूप में लिखें, जैसे neelami@okaxis',
  emdAccountSaved: 'प्लेटफ़ॉर्म का EMD खाता सहेज लिया गया।',
  payeeSubmitted: 'भुगतान पाने का खाता सहेज लिया गया। एडमिन के सत्यापन के बाद यह ख़रीदारों को दिखेगा।',
  payeeUnchanged: 'यही भुगतान खाता पहले से दर्ज है; कुछ नहीं बदला।',
  payeeVerified: 'भुगतान खाता सत्यापित',
  payeeRejected: 'भुगतान खाता अस्वीकृत',
  payeeNotFound: 'इस सदस्य ने भुगतान पाने का खाता नहीं दिया है।',
  payeeDecided: 'यह भुगतान खाता पहले ही सत्यापित या अस्वीकृत हो चुका है।',
  payeeChanged: 'आपके खोलने के बाद सदस्य ने भुगतान खाता बदल दिया है: फ़ैसले से पहले नया खाता देखें।',
  payeeSellersOnly: 'भुगतान पाने का खाता सिर्फ़ विक्रेता देते हैं।',
  memberNotFound: 'सदस्य नहीं मिला',
});

export const uploadHi = hindi(uploadMessages, {
  onlyImagesAndPdfs: 'सिर्फ़ तस्वीरें और PDF ही चल सकती हैं।',
  onlyImageAndPdfFiles: 'सिर्फ़ तस्वीर और PDF फ़ाइलें ही चल सकती हैं',
  noFile: 'कृपया सही फ़ाइल चुनें।',
  tooLarge: 'फ़ाइल बहुत बड़ी है (ज़्यादा से ज़्यादा 10 MB)',
  success: 'अपलोड सफल रहा!',
  failed: 'अपलोड नहीं हो सका।',
  errored: 'अपलोड के दौरान गड़बड़ी हुई।',
  adminFailed: 'अपलोड नहीं हो सका',
  badFileName: 'फ़ाइल का नाम गलत है',
  malformed: 'अपलोड पढ़ा नहीं जा सका: फ़ाइल को multipart/form-data में file नाम के फ़ील्ड में भेजें।',
  attachedElsewhere: 'यह फ़ाइल पहले से किसी दूसरी जमा राशि या भुगतान का प्रमाण है: इस ट्रांसफ़र का प्रमाण अपलोड करें।',
});

/**
 * Messages written where their rule lives (schema options, one-off refusals, the bidding engine's
 * fixed refusals), each with its Hindi. The catalogue test finds such literals in the sources and
 * fails for one missing here.
 */
export const literalsHi: Readonly<Record<string, string>> = {
  'Invalid id': 'गलत पहचान संख्या',
  'Invalid user id': 'सदस्य की पहचान गलत है',
  'Invalid sale id': 'बिक्री की पहचान गलत है',
  'Invalid payment id': 'भुगतान की पहचान गलत है',
  'Invalid payee account': 'भुगतान खाते की पहचान गलत है',
  'At most two decimals': 'दशमलव के बाद ज़्यादा से ज़्यादा दो अंक',
  'At most two decimals (paise)': 'दशमलव के बाद ज़्यादा से ज़्यादा दो अंक (पैसे)',
  'At most three decimals': 'दशमलव के बाद ज़्यादा से ज़्यादा तीन अंक',
  'Too large': 'बहुत बड़ा है',
  'Upload the file first': 'पहले फ़ाइल अपलोड करें',
  'Enter the UTR: 6 to 40 letters and digits': 'UTR लिखें: 6 से 40 अक्षर और अंक',
  'Choose confirmed or rejected': 'पुष्टि या अस्वीकार चुनें',
  'Choose accept or decline': 'स्वीकार या अस्वीकार चुनें',
  'The EMD hold cannot be applied': 'रोकी गई बयाना राशि (EMD) समायोजित नहीं की जा सकती',
  'Must be 0 or more': '0 या उससे ज़्यादा होना चाहिए',
  'Choose verified or rejected': 'सत्यापित या अस्वीकार चुनें',
  'Choose paid or rejected': 'भुगतान हुआ या अस्वीकार चुनें',
  'Choose pending, verified or rejected': 'लंबित, सत्यापित या अस्वीकार चुनें',
  'Choose requested, paid or rejected': 'अनुरोधित, भुगतान हुआ या अस्वीकार चुनें',
  'No EMD is held for this lot.': 'इस लॉट के लिए कोई बयाना राशि (EMD) नहीं रोकी गई है।',
  'This hold has already ended.': 'यह रोक पहले ही समाप्त हो चुकी है।',
  'The EMD for this lot is already held.': 'इस लॉट की बयाना राशि (EMD) पहले ही रोकी जा चुकी है।',
  'Demo deposit refused': 'नमूना जमा राशि अस्वीकार',
  'Invalid bid id': 'बोली की पहचान गलत है',
  'Invalid event id': 'नीलामी की पहचान गलत है',
  'Invalid sub-event id': 'लॉट की पहचान गलत है',
  'Invalid lot': 'गलत लॉट',
  'Invalid buyer': 'गलत खरीदार',
  'Invalid owner': 'गलत मालिक',
  'Invalid user': 'गलत सदस्य',
  'Invalid request': 'गलत अनुरोध',
  'Unknown role': 'अनजानी भूमिका',
  'Unknown sub-event': 'यह लॉट नहीं मिला',
  'Lot not found': 'लॉट नहीं मिला',
  'User not found': 'सदस्य नहीं मिला',
  'Image not found': 'तस्वीर नहीं मिली',
  'Image deleted': 'तस्वीर हटा दी गई',
  'Logged out': 'लॉग आउट हो गए',
  'Unsupported content type': 'इस प्रकार का डेटा स्वीकार नहीं है',
  'User updated successfully!': 'सदस्य की जानकारी सफलतापूर्वक अपडेट हुई!',
  'You cannot change your own role or verification': 'आप अपनी ही भूमिका या सत्यापन नहीं बदल सकते',
  'Choose whether the user is verified': 'चुनें कि सदस्य सत्यापित है या नहीं',
  'Choose English or Hindi': 'अंग्रेज़ी या हिन्दी चुनें',
  'Please choose to authorise or unauthorise': 'कृपया मंज़ूरी देना या मंज़ूरी रद्द करना चुनें',
  'Status must be accepted, rejected or cancelled': 'स्थिति स्वीकार, अस्वीकार या रद्द में से एक होनी चाहिए',
  'This quantity is too large': 'यह मात्रा बहुत बड़ी है',
  'At most 3 decimal places': 'दशमलव के बाद ज़्यादा से ज़्यादा 3 अंक',
  'Currency must be INR': 'मुद्रा INR होनी चाहिए',
  'Enter whole minutes': 'पूरे मिनट लिखें',
  'At most 60 minutes': 'ज़्यादा से ज़्यादा 60 मिनट',
  'Must be at least 1': 'कम से कम 1 होना चाहिए',
  'At most 10000 lots': 'ज़्यादा से ज़्यादा 10000 लॉट',
  'format must be pdf, xlsx or json': 'फ़ॉर्मेट pdf, xlsx या json होना चाहिए',
  'Every row must have at most as many cells as the header row': 'हर पंक्ति में शीर्ष पंक्ति से ज़्यादा खाने नहीं हो सकते',
  'columns must describe every header cell': 'कॉलम में हर शीर्ष खाने का विवरण होना चाहिए',
  'Please enter a message': 'कृपया संदेश लिखें',
  'Please select a valid date and time': 'कृपया सही तारीख़ और समय चुनें',
  'Saving the decision failed; nothing was changed. Please try again.':
    'फ़ैसला सहेजा नहीं जा सका; कुछ नहीं बदला। कृपया फिर से कोशिश करें।',
  // The bidding engine's fixed refusals (packages/engine/src/decide.ts).
  'This request is not a command the auction understands.': 'नीलामी यह अनुरोध नहीं समझ पाई।',
  'This request is not a command the auction understands (bids cannot be withdrawn).':
    'नीलामी यह अनुरोध नहीं समझ पाई (बोली वापस नहीं ली जा सकती)।',
  'A bid needs a bidder and a bid id.': 'बोली के लिए बोलीदाता और बोली की पहचान ज़रूरी है।',
  'An auto bid needs a bidder and a bid id.': 'ऑटो बोली के लिए बोलीदाता और बोली की पहचान ज़रूरी है।',
  'You already hold the leading bid, so you cannot outbid yourself. You may set or raise an auto bid instead.':
    'सबसे ऊँची बोली पहले से आपकी है, इसलिए आप अपनी ही बोली से ऊपर नहीं जा सकते। चाहें तो ऑटो बोली लगाएँ या बढ़ाएँ।',
  'Auto bid is not available in a rank auction: place each bid yourself.':
    'रैंक नीलामी में ऑटो बोली नहीं है: हर बोली ख़ुद लगाएँ।',
  'The new closing time is not a valid time.': 'बंद होने का नया समय सही नहीं है।',
  'This lot is closed; its closing time can no longer be changed.':
    'यह लॉट बंद हो चुका है; अब इसका बंद होने का समय नहीं बदला जा सकता।',
  'This lot is already closed.': 'यह लॉट पहले ही बंद हो चुका है।',
  'Active must be true or false.': 'सक्रिय का मान true या false होना चाहिए।',
  'Marking a bid needs the bid id and its bidder.':
    'बोली पर निशान लगाने के लिए बोली की पहचान और बोलीदाता ज़रूरी है।',
  "A bid can only be marked 'accepted', 'rejected' or 'cancelled'.":
    "बोली पर सिर्फ़ 'स्वीकार', 'अस्वीकार' या 'रद्द' का निशान लग सकता है।",
  'This bidder has no bid on this lot that still counts.': 'इस लॉट पर इस बोलीदाता की कोई मान्य बोली नहीं है।',
  'The replacement must be an earlier bid of the same bidder that is not better than the bid being marked.':
    'बदले में उसी बोलीदाता की पहले की ऐसी बोली होनी चाहिए जो निशान लगाई जा रही बोली से बेहतर न हो।',
  'Bidding on this lot is closed.': 'इस लॉट पर बोली बंद हो चुकी है।',
  'This lot is not open for bidding at the moment.': 'इस लॉट पर अभी बोली नहीं लग सकती।',
  'Bidding on this lot has ended.': 'इस लॉट पर बोली का समय समाप्त हो गया है।',
  'Opening the pre-bids needs a bid id.': 'अग्रिम बोलियाँ खोलने के लिए बोली की पहचान ज़रूरी है।',
  'No pre-bid waits for this lot to open.': 'इस लॉट के खुलने की कोई अग्रिम बोली बाक़ी नहीं है।',
  'The quantity must be a whole number of units above zero.': 'मात्रा शून्य से ज़्यादा पूरी इकाइयों में होनी चाहिए।',
  'This lot cannot be closed before its closing time.': 'यह लॉट बंद होने के समय से पहले बंद नहीं किया जा सकता।',
};

/** Messages built from values: the English pattern and its Hindi from the pattern's parts. */
interface Template {
  en: RegExp;
  hi: (...parts: string[]) => string;
}

const labelHi = new Map<string, string>(
  Object.entries(REGISTRATION_LABELS).map(([k, en]) => [
    en,
    registrationLabelsHi[k as keyof typeof REGISTRATION_LABELS],
  ]),
);
const label = (en: string) => labelHi.get(en) ?? en;
const what = (w: string) => (w === 'bid amount' ? 'बोली की राशि' : 'ऑटो बोली की सीमा');
const fromHi = (from: string) => (from === 'the start value' ? 'शुरुआती मूल्य' : 'मौजूदा बोली');

export const recordHi = hindi(recordMessages, {
  memberNotFound: 'सदस्य नहीं मिला',
  notSuspended: 'यह सदस्य निलंबित नहीं है।',
  lifted: 'निलंबन हटा दिया गया।',
  suspendedBid: 'दो बार डिफ़ॉल्ट के बाद आपका खाता निलंबित है: एडमिन के निलंबन हटाने तक आप बोली नहीं लगा सकते।',
  suspendedDeposit:
    'दो बार डिफ़ॉल्ट के बाद आपका खाता निलंबित है: एडमिन के निलंबन हटाने तक आप EMD जमा की सूचना नहीं दे सकते।',
  suspendedAssign: 'दो बार डिफ़ॉल्ट के बाद निलंबित, नियुक्त नहीं किए जा सकते',
  probationLimit:
    'एक डिफ़ॉल्ट के बाद आपका खाता परिवीक्षा (प्रोबेशन) पर है: आप एक साथ ज़्यादा से ज़्यादा दो लॉट में आगे रह सकते हैं। उनमें से किसी एक के बंद होने तक रुकें।',
});

export const templatesHi: readonly Template[] = [
  // The member record (packages/shared/src/member-record.ts): the suspended members named.
  {
    en: /^Suspended after two defaults, cannot be assigned: (.+)$/,
    hi: (names) => `${recordHi.suspendedAssign}: ${names}`,
  },
  { en: /^At most (₹[\d,]+)$/, hi: (amount) => `ज़्यादा से ज़्यादा ${amount}` },
  // Sales (packages/shared/src/sales.ts saleMessages).
  {
    en: /^Not possible while the sale is "(.+)"\.$/,
    hi: (label) => `बिक्री की स्थिति "${statusLabelHi(label)}" में यह संभव नहीं है।`,
  },
  {
    en: /^More than the quantity sold: at most (.+) is left to lift\.$/,
    hi: (left) => `बेची गई मात्रा से ज़्यादा: उठाने के लिए ज़्यादा से ज़्यादा ${left} बाकी है।`,
  },
  {
    en: /^The date cannot be before the award \((.+)\)$/,
    hi: (day) => `तारीख़ लॉट दिए जाने (${dayHi(day)}) से पहले की नहीं हो सकती`,
  },
  {
    en: /^The payment is due until (.+): a sale can be defaulted only after that\.$/,
    hi: (due) => `भुगतान की अंतिम तारीख़ ${dayHi(due)} है: उसके बाद ही बिक्री डिफ़ॉल्ट की जा सकती है।`,
  },
  // EMD (packages/shared/src/emd.ts emdMessages).
  {
    en: /^The refund is more than your available EMD by (₹[\d,.]+)\.$/,
    hi: (amount) => `रिफ़ंड आपकी उपलब्ध बयाना राशि (EMD) से ${amount} ज़्यादा है।`,
  },
  {
    en: /^(.+) does not have enough EMD for this lot: short by (₹[\d,.]+)\.$/,
    hi: (member, amount) => `${member} के पास इस लॉट के लिए पर्याप्त बयाना राशि (EMD) नहीं है: ${amount} कम है।`,
  },
  {
    en: /^This lot needs an EMD of (₹[\d,.]+) held for you\. Please deposit EMD and ask the admin to assign you again\.$/,
    hi: (amount) =>
      `इस लॉट के लिए आपकी ${amount} बयाना राशि (EMD) रोकी होनी चाहिए। कृपया EMD जमा करें और एडमिन से आपको फिर से जोड़ने को कहें।`,
  },
  { en: /^Please fill out the (.+) field$/, hi: (f) => `कृपया ${label(f)} भरें` },
  { en: /^Please select at least one (.+)$/, hi: (f) => `कृपया कम से कम एक ${label(f)} चुनें` },
  { en: /^At most (\d+) characters$/, hi: (n) => `ज़्यादा से ज़्यादा ${n} अक्षर` },
  { en: /^At least (\d+) characters$/, hi: (n) => `कम से कम ${n} अक्षर` },
  { en: /^At most (\d+) rows$/, hi: (n) => `ज़्यादा से ज़्यादा ${n} पंक्तियाँ` },
  { en: /^At most (-?[\d.]+)$/, hi: (n) => `ज़्यादा से ज़्यादा ${n}` },
  { en: /^Must be (-?[\d.]+) or more$/, hi: (n) => `${n} या उससे ज़्यादा होना चाहिए` },
  { en: /^Must be less than (-?[\d.]+)$/, hi: (n) => `${n} से कम होना चाहिए` },
  { en: /^Must be more than (-?[\d.]+)$/, hi: (n) => `${n} से ज़्यादा होना चाहिए` },
  { en: /^Must be a multiple of ([\d.]+)$/, hi: (n) => `${n} का गुणज होना चाहिए` },
  { en: /^At most (\d+) items?$/, hi: (n) => `ज़्यादा से ज़्यादा ${n} ${n === '1' ? 'चीज़' : 'चीज़ें'}` },
  { en: /^At least (\d+) items?$/, hi: (n) => `कम से कम ${n} ${n === '1' ? 'चीज़' : 'चीज़ें'}` },
  { en: /^Unknown fields?: (.+)$/, hi: (keys) => `अनजाने फ़ील्ड: ${keys}` },
  // The bidding engine (packages/engine/src/decide.ts).
  {
    en: /^(Bid|Auto bid) must be at least (₹[\d,]+)( \(the start value\)| \(one step beyond your last bid\))?\.$/,
    hi: (s, amount, note) =>
      `${s === 'Bid' ? 'बोली' : 'ऑटो बोली'} कम से कम ${amount} होनी चाहिए${noteHi(note)}।`,
  },
  {
    en: /^(Bid|Auto bid) must be at most (₹[\d,]+)( \(the start value\)| \(one step beyond your last bid\))?\.$/,
    hi: (s, amount, note) =>
      `${s === 'Bid' ? 'बोली' : 'ऑटो बोली'} ज़्यादा से ज़्यादा ${amount} हो सकती है${noteHi(note)}।`,
  },
  {
    en: /^Bid cannot go higher: the leading bid is at the largest amount allowed\.$/,
    hi: () => 'बोली और ऊपर नहीं जा सकती: सबसे ऊँची बोली अधिकतम सीमा पर है।',
  },
  {
    en: /^Bid cannot go lower: the leading bid is within one decrement of zero\.$/,
    hi: () => 'बोली और नीचे नहीं जा सकती: सबसे कम बोली शून्य से एक घटत के भीतर है।',
  },
  {
    en: /^Auto bid cannot be set below two increments from (the start value|the prevailing bid): set at least (₹[\d,]+)\.$/,
    hi: (from, amount) => `ऑटो बोली ${fromHi(from)} से दो बढ़त से कम नहीं हो सकती: कम से कम ${amount} रखें।`,
  },
  {
    en: /^Auto bid cannot be set above two decrements from (the start value|the prevailing bid): set at most (₹[\d,]+)\.$/,
    hi: (from, amount) => `ऑटो बोली ${fromHi(from)} से दो घटत से ऊपर नहीं हो सकती: ज़्यादा से ज़्यादा ${amount} रखें।`,
  },
  {
    en: /^Auto bid cannot be set: (the start value|the prevailing bid) is too close to zero for two decrements\.$/,
    hi: (from) => `ऑटो बोली नहीं लग सकती: ${fromHi(from)} दो घटत के लिए शून्य के बहुत पास है।`,
  },
  {
    en: /^An auto bid can only be raised: your current ceiling is (₹[\d,]+), so set more than that\.$/,
    hi: (amount) => `ऑटो बोली सिर्फ़ बढ़ाई जा सकती है: आपकी मौजूदा सीमा ${amount} है, इससे ज़्यादा रखें।`,
  },
  {
    en: /^An auto bid floor can only be lowered: your current floor is (₹[\d,]+), so set less than that\.$/,
    hi: (amount) => `ऑटो बोली की निचली सीमा सिर्फ़ घटाई जा सकती है: आपकी मौजूदा सीमा ${amount} है, इससे कम रखें।`,
  },
  {
    en: /^Enter valid bid: the (bid amount|auto bid limit) must be a number\.$/,
    hi: (w) => `सही बोली लिखें: ${what(w)} संख्या होनी चाहिए।`,
  },
  {
    en: /^The (bid amount|auto bid limit) must be more than zero\.$/,
    hi: (w) => `${what(w)} शून्य से ज़्यादा होनी चाहिए।`,
  },
  {
    en: /^The (bid amount|auto bid limit) must be a whole amount, without fractions of a paisa\.$/,
    hi: (w) => `${what(w)} पूरी राशि होनी चाहिए, पैसे के टुकड़ों के बिना।`,
  },
  {
    en: /^(Bid amount|Auto bid limit) cannot be more than (₹[\d,]+)\.$/,
    hi: (w, amount) => `${what(w.toLowerCase())} ${amount} से ज़्यादा नहीं हो सकती।`,
  },
  // Yankee lots (packages/engine/src/yankee-checks.ts, yankee.ts).
  { en: /^The quantity must be a multiple of (\d+)\.$/, hi: (n) => `मात्रा ${n} का गुणज होनी चाहिए।` },
  { en: /^The quantity must be at least (\d+)\.$/, hi: (n) => `मात्रा कम से कम ${n} होनी चाहिए।` },
  {
    en: /^The quantity cannot be more than the lot's (\d+)\.$/,
    hi: (n) => `मात्रा लॉट की कुल ${n} से ज़्यादा नहीं हो सकती।`,
  },
  {
    en: /^Price must be at least (₹[\d,]+) per unit \(the start value\)\.$/,
    hi: (a) => `भाव कम से कम ${a} प्रति इकाई होना चाहिए (शुरुआती मूल्य)।`,
  },
  {
    en: /^Your standing bid is for (\d+); the quantity cannot go down\.$/,
    hi: (q) => `आपकी मौजूदा बोली ${q} की है; मात्रा घटाई नहीं जा सकती।`,
  },
  {
    en: /^Your standing bid is (₹[\d,]+) per unit for (\d+): bid at least (₹[\d,]+) per unit, or more units at (₹[\d,]+)\.$/,
    hi: (a, q, n, same) =>
      `आपकी मौजूदा बोली ${q} के लिए ${a} प्रति इकाई है: कम से कम ${n} प्रति इकाई की बोली लगाएँ, या ${same} पर ज़्यादा इकाइयाँ।`,
  },
  {
    en: /^Your auto bid is (₹[\d,]+) per unit for (\d+): raise the ceiling, keeping at least that quantity\.$/,
    hi: (a, q) => `आपकी ऑटो बोली ${q} के लिए ${a} प्रति इकाई है: सीमा बढ़ाएँ, मात्रा कम से कम उतनी रखें।`,
  },
  {
    en: /^The ceiling must be at least (₹[\d,]+) per unit\.$/,
    hi: (a) => `सीमा कम से कम ${a} प्रति इकाई होनी चाहिए।`,
  },
  // Staggered closing (packages/shared/src/stagger.ts).
  {
    en: /^Serial No (\d+) \((.+)\) would close at (.+), not after its start at (.+)\. Choose a later first close\.$/,
    hi: (serial, name, close, start) =>
      `क्रम संख्या ${serial} (${name}) ${close} पर बंद होगा, जो उसके शुरू होने (${start}) के बाद नहीं है। पहले लॉट के बंद होने का समय और आगे रखें।`,
  },
  { en: /^Bidding on this lot opens at (.+)\.$/, hi: (t) => `इस लॉट पर बोली ${t} पर शुरू होगी।` },
  {
    en: /^The new closing time must be later than now \((.+)\)\.$/,
    hi: (t) => `बंद होने का नया समय अभी (${t}) के बाद का होना चाहिए।`,
  },
  {
    en: /^The new closing time must be after the opening time \((.+)\)\.$/,
    hi: (t) => `बंद होने का नया समय शुरू होने के समय (${t}) के बाद का होना चाहिए।`,
  },
  {
    en: /^This lot closes at (.+); it cannot be closed before then\.$/,
    hi: (t) => `यह लॉट ${t} पर बंद होगा; उससे पहले बंद नहीं किया जा सकता।`,
  },
];

function noteHi(note: string | undefined): string {
  if (note === ' (the start value)') return ' (शुरुआती मूल्य)';
  if (note === ' (one step beyond your last bid)') return ' (आपकी पिछली बोली से एक क़दम आगे)';
  return '';
}

/** Every keyed group: its English and its Hindi side by side. */
export const catalogueGroups = [
  [messages, generalHi],
  [authEn, authHi],
  [bidMessages, bidHi],
  [catalogMessages, catalogHi],
  [emdText, emdHi],
  [saleText, saleHi],
  [saleHistoryNotes, saleHistoryHi],
  [eventMessages, eventHi],
  [passwordMessages, passwordHi],
  [registrationMessages, registrationHi],
  [reportMessages, reportHi],
  [sellerMessages, sellerHi],
  [uploadMessages, uploadHi],
  [bankAccountMessages, bankAccountHi],
  [notificationMessages, notificationHi],
  [watchlistMessages, watchlistHi],
  [closeMessages, closeHi],
  [integrityMessages, integrityHi],
  [recordMessages, recordHi],
  [tenderMessages, tenderHi],
] as const satisfies readonly (readonly [
  Readonly<Record<string, string>>,
  Readonly<Record<string, string>>,
])[];

const exactHi = new Map<string, string>(Object.entries(literalsHi));
for (const [en, hi] of catalogueGroups) {
  for (const [k, text] of Object.entries(en))
    if (!exactHi.has(text)) exactHi.set(text, (hi as Readonly<Record<string, string>>)[k]!);
}

/** The Hindi of an English message, or undefined when the catalogue has none. */
export function hindiOf(message: string): string | undefined {
  const exact = exactHi.get(message);
  if (exact !== undefined) return exact;
  for (const t of templatesHi) {
    const m = t.en.exec(message);
    if (m) return t.hi(...m.slice(1).map((p) => p ?? ''));
  }
  // A validation message joined from several ("a; b"), as some refusals are.
  if (message.includes('\n')) {
    const parts = message.split('\n').map(hindiOf);
    if (parts.every((p) => p !== undefined)) return parts.join('\n');
  }
  return undefined;
}

/** The message in `lang`: English as given (SPEC's texts), Hindi from the catalogue. */
export function translate(message: string, lang: Language): string {
  return lang === 'hi' ? (hindiOf(message) ?? message) : message;
}

/** A field-error map (`errors` of a failure) in `lang`. */
export function translateErrors(errors: Record<string, string>, lang: Language): Record<string, string> {
  if (lang !== 'hi') return errors;
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, translate(v, 'hi')]));
}
