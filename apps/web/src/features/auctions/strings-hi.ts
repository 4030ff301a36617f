import type { Strings } from '../../i18n/en';
import type { auctionListsEn } from './strings';

/**
 * The Hindi of the live, upcoming and past auction lists, and the stored values (bid kinds, roles,
 * memberships) the lists and the room show (strings.ts). Typed by the English keys: a key missing or
 * extra does not compile. It loads only when Hindi is chosen, with the rest of the Hindi (i18n/hi.ts).
 */
export const auctionListsHi: Strings<typeof auctionListsEn> = {
  values: {
    Manual: 'ख़ुद लगाई',
    'Auto bid': 'ऑटो बोली',
    'Auto bid (reply)': 'ऑटो बोली (जवाब)',
    Admin: 'एडमिन',
    Buyer: 'ख़रीदार',
    Seller: 'विक्रेता',
    'Guest/Client': 'मेहमान/ग्राहक',
    Individual: 'व्यक्ति',
    Organization: 'संस्था',
    'BRONZE MEMBERSHIP': 'ब्रॉन्ज़ सदस्यता',
    'SILVER MEMBERSHIP': 'सिल्वर सदस्यता',
    'GOLD MEMBERSHIP': 'गोल्ड सदस्यता',
    'SUPER GOLD MEMBERSHIP': 'सुपर गोल्ड सदस्यता',
    forward: 'फ़ॉरवर्ड',
    reverse: 'रिवर्स',
    'Timed Auction': 'समयबद्ध नीलामी',
    Duration: 'अवधि',
    Silver: 'सिल्वर',
    Gold: 'गोल्ड',
    Platinum: 'प्लैटिनम',
    'Buyer (User)': 'ख़रीदार (यूज़र)',
    'Guest/Client (Viewer)': 'मेहमान/ग्राहक (दर्शक)',
  },
  lists: {
    emdOnLots: 'इस नीलामी के लॉट पर आपकी EMD',
    name: 'नाम',
    auctionType: 'नीलामी का प्रकार',
    behaviour: 'तरीक़ा',
    address: 'पता',
    titleName: 'शीर्षक',
    start: 'शुरू',
    end: 'समाप्त',
    action: 'कार्रवाई',
    loading: 'लोड हो रहा है…',
    auctions: 'नीलामी',
    auctionsOf: 'नीलामी: {{name}}',
    liveIntro: 'अभी चल रही नीलामियाँ। कोई नीलामी शुरू या ख़त्म होते ही सूची अपने-आप बदल जाती है।',
    updatingLive: 'लाइव अपडेट',
    connecting: 'जुड़ रहा है…',
    liveLabel: 'लाइव नीलामियाँ',
    liveEmpty: 'अभी कोई नीलामी लाइव नहीं है।',
    upcomingIntro: 'जो नीलामियाँ अभी शुरू नहीं हुईं, सबसे पहले वाली ऊपर। समय IST में।',
    upcomingLabel: 'आने वाली नीलामियाँ',
    upcomingEmpty: 'कोई आने वाली नीलामी नहीं।',
    pastIntro: 'जो नीलामियाँ ख़त्म हो चुकीं, सबसे नई ऊपर। समय IST में।',
    pastLabel: 'पिछली नीलामियाँ',
    pastEmpty: 'कोई पिछली नीलामी नहीं।',
  },
};
