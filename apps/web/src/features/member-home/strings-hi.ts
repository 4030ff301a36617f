import type { Strings } from '../../i18n/en';
import type { memberHomeEn } from './strings';

/**
 * The Hindi of "Needs you now" (strings.ts). Typed by the English keys: a key missing or extra does
 * not compile. It loads only when Hindi is chosen, with the rest of the Hindi (i18n/hi.ts).
 */
export const memberHomeHi: Strings<typeof memberHomeEn> = {
  needs: {
    title: 'अभी ज़रूरी',
    intro: 'जो आपका इंतज़ार कर रहा है: बकाया भुगतान और उनकी तारीख़ें, आपके फ़ैसले, आज खुलने वाले लॉट और जाँच में जमा राशि।',
    loadFailed: 'आपके ज़रूरी काम नहीं खुल सके।',
    allClear: 'अभी आपके लिए कोई काम बाकी नहीं है।',
    allClearHint:
      'कोई भुगतान बाकी नहीं, कोई फ़ैसला आपका इंतज़ार नहीं कर रहा, आज आपका कोई लॉट नहीं खुल रहा और कोई जमा राशि जाँच में नहीं है।',
    seeLive: 'लाइव नीलामियाँ',
    seeUpcoming: 'आने वाली नीलामियाँ',
    seeWatchlist: 'मेरी निगरानी सूची',
    lot: 'लॉट {{no}} {{name}}',
    dues: {
      title: 'बकाया भुगतान',
      balance: 'बकाया राशि {{amount}}, {{date}} तक चुकाएँ',
      overdue: 'समय निकल गया: {{date}} तक चुकाना था',
      confirmed: '{{amount}} चुकाया और पुष्टि हुई',
      reported: '{{amount}} की सूचना दी, पुष्टि का इंतज़ार',
      toPay: 'अभी चुकाना है: {{amount}}',
      nothingToPay: 'अभी और कुछ नहीं चुकाना: मालिक आपकी बताई राशि जाँच रहे हैं।',
      act: 'मेरी ख़रीद में भुगतान करें',
    },
    decisions: {
      title: 'आपके फ़ैसले का इंतज़ार',
      authorise: '{{at}} को {{amount}} की सबसे आगे की बोली पर बंद हुआ: विजेता को अधिकृत करें या मना करें।',
      authoriseAct: 'मेरे लॉट में फ़ैसला करें',
      confirm: '{{buyer}} ने {{at}} को {{amount}} के भुगतान की सूचना दी: राशि खाते में आने पर पुष्टि करें।',
      confirmAct: 'मेरी बिक्री में पुष्टि करें',
      offer: 'आपकी अपनी सबसे अच्छी बोली पर आपको पेशकश, कुल {{amount}}: {{date}} तक जवाब दें।',
      offerAct: 'मेरी ख़रीद में जवाब दें',
    },
    opening: {
      title: 'आज खुलने वाले',
      times: '{{opens}} से {{closes}} तक',
      live: 'अभी लाइव',
      later: 'आज बाद में खुलेगा',
      assigned: 'आपको सौंपा गया',
      watched: 'आपकी निगरानी सूची में',
      act: 'नीलामी कक्ष में जाएँ',
    },
    deposits: {
      title: 'जाँच में बयाना राशि (EMD) जमा',
      line: '{{amount}} · UTR {{utr}} · {{date}} को भुगतान',
      waiting: '{{at}} को सूचना दी; गिने जाने से पहले एडमिन बैंक से मिलान करते हैं।',
      act: 'मेरा EMD देखें',
    },
  },
};
