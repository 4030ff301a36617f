import type { Strings } from '../../i18n/en';
import type { documentsEn } from './document-strings';

/**
 * The Hindi of the document uploader of registration (document-strings.ts). Typed by the English keys:
 * a key missing or extra does not compile. It loads only when Hindi is chosen, with the rest of the
 * Hindi (i18n/hi.ts).
 */
export const documentsHi: Strings<typeof documentsEn> = {
  docs: {
    hint: 'PAN कार्ड, GST प्रमाणपत्र, रद्द चेक… PDF, JPEG, PNG, GIF या WebP, हर फ़ाइल 10 MB तक।',
    none: 'अभी कोई दस्तावेज़ अपलोड नहीं हुआ।',
    upload: 'दस्तावेज़ अपलोड करें',
    choose: 'अपलोड के लिए दस्तावेज़ चुनें',
  },
};
