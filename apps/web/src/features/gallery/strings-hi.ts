import type { Strings } from '../../i18n/en';
import type { galleryEn } from './strings';

/**
 * The Hindi of the gallery (strings.ts). Typed by the English keys: a key missing or extra does not
 * compile. It loads only when Hindi is chosen, with the rest of the Hindi (i18n/hi.ts).
 */
export const galleryHi: Strings<typeof galleryEn> = {
  gallery: {
    title: 'गैलरी',
    intro: 'हमारी नीलामियों के स्क्रैप यार्ड, निरीक्षण और लॉट की तस्वीरें।',
    chooseImage: 'अपलोड के लिए तस्वीर चुनें',
    upload: 'तस्वीर अपलोड करें',
    loadFailed: 'गैलरी खुल नहीं सकी।',
    empty: 'अभी कोई तस्वीर नहीं है।',
    images: 'गैलरी की तस्वीरें',
    open: 'तस्वीर {{n}} खोलें',
    image: 'गैलरी की तस्वीर {{n}}',
    deleteTitle: 'तस्वीर हटाएँ',
    deleteOne: 'तस्वीर {{n}} हटाएँ',
    deleteConfirm: 'गैलरी से तस्वीर {{n}} हटाएँ? यह वापस नहीं होगा।',
    delete: 'हटाएँ',
    cancel: 'रद्द करें',
    failed: 'कुछ गड़बड़ हो गई',
  },
};
