/**
 * SPEC §3 "States list": the 38 Indian state and union-territory codes (01–38).
 * They are the GST state codes, so the first two digits of a GSTIN name the
 * state it was issued in (SPEC §5: typing a GST sets the state).
 */
export const STATES = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '25', name: 'Daman and Diu' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '28', name: 'Andhra Pradesh (before division)' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
] as const;

/** A 2-digit state code, '01' … '38'. */
export type StateCode = (typeof STATES)[number]['code'];

/** The 38 codes in order. */
export const STATE_CODES = STATES.map((s) => s.code) as unknown as readonly [StateCode, ...StateCode[]];

const byCode = new Map<string, string>(STATES.map((s) => [s.code, s.name]));

/** Whether `code` is one of the 38 state codes. */
export function isStateCode(code: string): code is StateCode {
  return byCode.has(code);
}

/** The state's name for a code, or undefined. */
export function stateName(code: string): string | undefined {
  return byCode.get(code);
}

/**
 * SPEC §5: the state named by the first two digits of a GSTIN, or undefined
 * when they are not one of the 38 codes.
 */
export function stateFromGst(gst: string): StateCode | undefined {
  const prefix = gst.trim().slice(0, 2);
  return /^\d{2}$/.test(prefix) && isStateCode(prefix) ? prefix : undefined;
}

/** The states' names in Hindi (Devanagari), by code: the Hindi tax invoice names the states in them. */
const NAMES_HI: Record<StateCode, string> = {
  '01': 'जम्मू और कश्मीर',
  '02': 'हिमाचल प्रदेश',
  '03': 'पंजाब',
  '04': 'चंडीगढ़',
  '05': 'उत्तराखंड',
  '06': 'हरियाणा',
  '07': 'दिल्ली',
  '08': 'राजस्थान',
  '09': 'उत्तर प्रदेश',
  '10': 'बिहार',
  '11': 'सिक्किम',
  '12': 'अरुणाचल प्रदेश',
  '13': 'नागालैंड',
  '14': 'मणिपुर',
  '15': 'मिज़ोरम',
  '16': 'त्रिपुरा',
  '17': 'मेघालय',
  '18': 'असम',
  '19': 'पश्चिम बंगाल',
  '20': 'झारखंड',
  '21': 'ओडिशा',
  '22': 'छत्तीसगढ़',
  '23': 'मध्य प्रदेश',
  '24': 'गुजरात',
  '25': 'दमन और दीव',
  '26': 'दादरा और नगर हवेली और दमन और दीव',
  '27': 'महाराष्ट्र',
  '28': 'आंध्र प्रदेश (विभाजन से पहले)',
  '29': 'कर्नाटक',
  '30': 'गोवा',
  '31': 'लक्षद्वीप',
  '32': 'केरल',
  '33': 'तमिलनाडु',
  '34': 'पुडुचेरी',
  '35': 'अंडमान और निकोबार द्वीपसमूह',
  '36': 'तेलंगाना',
  '37': 'आंध्र प्रदेश',
  '38': 'लद्दाख',
};

/** The state's name for a code in the language ('hi': Devanagari), or undefined. */
export function stateNameIn(code: string, language: 'en' | 'hi'): string | undefined {
  if (!isStateCode(code)) return undefined;
  return language === 'hi' ? NAMES_HI[code] : stateName(code);
}
