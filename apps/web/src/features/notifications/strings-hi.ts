import type { Strings } from '../../i18n/en';
import type { alertsEn } from './strings';

/**
 * The Hindi of the full list of alerts and the alert settings (strings.ts). Typed by the English
 * keys: a key missing or extra does not compile. It loads only when Hindi is chosen (i18n/hi.ts).
 */
export const alertsHi: Strings<typeof alertsEn> = {
  alerts: {
    title: 'सूचनाएँ',
    intro: 'आपकी बोलियों, लॉट, जमा और भुगतान की सूचनाएँ।',
    unreadOnly: 'सिर्फ़ बिना पढ़ी',
    loadMore: 'और दिखाएँ',
    noneUnread: 'कोई बिना पढ़ी सूचना नहीं।',
    settingsLink: 'वे आप तक कैसे पहुँचें, चुनें',
    kinds: {
      outbid: 'आपसे ऊँची बोली लगी',
      lot_opening: 'लॉट खुल रहा है',
      closing_soon: 'लॉट जल्द बंद होगा',
      lot_result: 'लॉट का नतीजा',
      lot_closed: 'आपका लॉट बंद हुआ (मालिक)',
      lot_decision: 'आरक्षित मूल्य के निर्णय',
      award: 'लॉट आवंटित',
      payment_due: 'भुगतान बाकी',
      payment_decided: 'भुगतान की जाँच',
      delivery_order: 'डिलीवरी ऑर्डर',
      lifting: 'माल उठान',
      sale_completed: 'बिक्री पूरी हुई',
      deposit_decided: 'ईएमडी जमा पर फ़ैसला',
      refund_paid: 'ईएमडी रिफ़ंड भेजा गया',
      event_changed: 'इवेंट में बदलाव',
      saved_search: 'सहेजी खोज से मेल',
      account: 'आपका खाता (पंजीकरण, सत्यापन)',
    },
    channels: {
      email: 'ईमेल',
      sms: 'एसएमएस',
      whatsapp: 'व्हाट्सऐप',
      push: 'पुश',
    },
    settings: {
      title: 'सूचना सेटिंग',
      intro: 'हर सूचना ऐप में हमेशा दिखती है। और किन तरीकों से वह आप तक पहुँचे, यह चुनें।',
      form: 'सूचना सेटिंग का फ़ॉर्म',
      loadFailed: 'आपकी सूचना सेटिंग खुल नहीं सकी। कृपया फिर से कोशिश करें।',
      channelsTitle: 'माध्यम',
      channelsHint: 'बंद किया गया माध्यम कुछ नहीं भेजता, नीचे की सूचनाओं में कुछ भी चुना हो।',
      kindsTitle: 'सूचनाएँ',
      kind: 'सूचना',
      kindChannel: '{{kind}}: {{channel}} से',
      quietTitle: 'शांत समय',
      quietHint: 'इस समय (IST) के बीच कोई एसएमएस, व्हाट्सऐप या पुश नहीं; शांत समय खत्म होने पर भेजे जाते हैं।',
      quietOn: 'शांत समय रखें',
      from: 'से',
      to: 'तक',
      save: 'सूचना सेटिंग सहेजें',
    },
    push: {
      title: 'इस ब्राउज़र पर पुश सूचनाएँ',
      hint: 'Neelami खुला न हो तब भी सूचनाएँ इस डिवाइस पर दिखेंगी।',
      on: 'पुश सूचनाएँ चालू करें',
      off: 'पुश सूचनाएँ बंद करें',
      isOn: 'इस ब्राउज़र पर चालू',
      isOff: 'इस ब्राउज़र पर बंद',
      denied: 'यह ब्राउज़र Neelami की सूचनाएँ रोक रहा है। ब्राउज़र की साइट सेटिंग में इन्हें अनुमति दें।',
      failed: 'पुश सूचनाएँ चालू नहीं हो सकीं। कृपया फिर से कोशिश करें।',
    },
  },
};
