import type { Strings } from '../../i18n/en';
import type { integrityEn } from './strings';

/** The Hindi of the integrity desk (strings.ts), typed by its English keys. */
export const integrityHi: Strings<typeof integrityEn> = {
  integrity: {
    title: 'सत्यनिष्ठा डेस्क',
    intro:
      'इस लॉट पर बोली में साँठगाँठ या दिखावटी बोली के संकेत, हर एक के आधार के साथ। संकेत आवंटन से पहले देखने का कारण है, फ़ैसला नहीं।',
    ipNote:
      'एक ही IP सिर्फ़ संकेत है, सबूत नहीं: एक दफ़्तर या इंटरनेट कंपनी का राउटर दस फ़र्मों को सेवा दे सकता है। अकेले यह आवंटन नहीं रोकता।',
    noLot: 'डेस्क किसी लॉट से खोलें: उसके लिंक में लॉट का नाम होता है।',
    loading: 'डेस्क खुल रहा है…',
    none: 'इस लॉट पर कोई संकेत नहीं।',
    flags: 'संकेत',
    bidders: 'बोलीदाता',
    members: 'सदस्य',
    bidsConcerned: 'बोलियाँ (लाइव क्रम)',
    identifier: 'साझा मान का अंत',
    rounds: 'लगातार {{n}} बार ठीक एक क़दम की बढ़त',
    lotsInTurn: 'इस मालिक के {{n}} लॉट बारी-बारी से जीते',
    neverWon: '{{lots}} बंद लॉट पर {{bids}} बोलियाँ, कोई जीत नहीं',
    bidCount: 'बोलियाँ: {{n}}',
    leading: 'सबसे आगे',
    record: 'सदस्य का रिकॉर्ड',
    kind: {
      shared_pan: 'एक ही PAN',
      shared_gst: 'एक ही GSTIN',
      shared_phone: 'एक ही फ़ोन',
      shared_address: 'एक ही पता',
      shared_device: 'एक ही ब्राउज़र (डिवाइस)',
      shared_ip: 'एक ही IP पता',
      step_shadowing: 'क़दम-दर-क़दम पीछा',
      rotation: 'बारी-बारी से जीत',
      never_wins: 'बोलियाँ, पर कभी जीत नहीं',
    },
  },
};
