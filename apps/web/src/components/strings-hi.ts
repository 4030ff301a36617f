import type { Strings } from '../i18n/en';
import type { adminPartsEn } from './strings';

/**
 * The Hindi of the IST date-time picker and the editable grid the admin's screens share (strings.ts).
 * Typed by the English keys: a key missing or extra does not compile. It loads only when Hindi is
 * chosen, with the rest of the Hindi (i18n/hi.ts).
 */
export const adminPartsHi: Strings<typeof adminPartsEn> = {
  picker: {
    monthLevel: 'महीना चुनें',
    yearLevel: 'साल चुनें',
    nextMonth: 'अगला महीना',
    previousMonth: 'पिछला महीना',
    nextYear: 'अगला साल',
    previousYear: 'पिछला साल',
    nextDecade: 'अगला दशक',
    previousDecade: 'पिछला दशक',
    chooseDay: 'कैलेंडर में दिन चुनें',
    hourRange: '1 से 12 तक घंटा लिखें',
    minuteRange: '00 से 59 तक मिनट लिखें',
    clear: '{{label}} मिटाएँ',
    placeholder: 'माह/दिन/वर्ष घं:मि am',
    hours: 'घंटे',
    hh: 'घं',
    minutes: 'मिनट',
    mm: 'मि',
    amPm: 'am या pm',
    setLabel: 'तारीख़ और समय तय करें',
    set: 'तय करें',
  },
  grid: {
    delete: 'हटाएँ',
    deleteConfirm: '“{{name}}” हटाएँ? यह वापस नहीं होगा।',
    cancel: 'रद्द करें',
    saving: 'सहेजा जा रहा है',
    save: 'सहेजें',
    saveOf: '{{name}} सहेजें',
    cancelOf: '{{name}} का बदलाव रद्द करें',
    edit: 'बदलें',
    editOf: '{{name}} बदलें',
    deleteOf: '{{name}} हटाएँ',
    actions: 'कार्य',
    moreFields: 'और फ़ील्ड',
    showFields: '{{name}} के सारे फ़ील्ड दिखाएँ',
    hideFields: '{{name}} के सारे फ़ील्ड छिपाएँ',
    loading: 'लोड हो रहा है',
  },
};
