import type { Strings } from '../../i18n/en';
import type { watchlistPageEn } from './page-strings';

/** The Hindi of the My Watchlist page (page-strings.ts), typed by its English keys. */
export const watchlistPageHi: Strings<typeof watchlistPageEn> = {
  watchlist: {
    title: 'मेरी निगरानी सूची',
    intro:
      'जिन लॉट पर आप नज़र रखते हैं: उनके खुलने और बंद होने से पहले आपको बताया जाता है। समय IST में है; सबसे ऊँची राशि हर आधे मिनट में ताज़ा होती है।',
    label: 'नज़र में रखे लॉट',
    empty: 'आप किसी लॉट पर नज़र नहीं रख रहे। लाइव या आने वाली सूची में किसी लॉट के पास तारे को दबाएँ।',
    loadFailed: 'निगरानी सूची नहीं आ सकी।',
    event: 'नीलामी',
    lotNo: 'लॉट सं.',
    lot: 'लॉट',
    location: 'स्थान',
    opens: 'खुलता है',
    closes: 'बंद होता है',
    state: 'स्थिति',
    leading: 'सबसे आगे की राशि',
    bids: 'बोलियाँ',
    youLead: 'आप आगे',
    yes: 'हाँ',
    no: 'नहीं',
    noBid: 'अभी कोई बोली नहीं',
    enterRoom: 'कक्ष में जाएँ',
    enterRoomOf: 'कक्ष में जाएँ: {{name}}',
    states: { upcoming: 'आने वाला', live: 'लाइव', closed: 'बंद' },
  },
};
