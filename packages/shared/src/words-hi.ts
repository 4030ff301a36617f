/**
 * Rupees in Hindi words, Indian style (सौ, हज़ार, लाख, करोड़), for amounts a Hindi reader checks
 * before bidding and for documents in Hindi: 1,05,000 → "एक लाख पाँच हज़ार रुपये".
 */
const UPTO_99 = (
  'शून्य एक दो तीन चार पाँच छह सात आठ नौ दस ग्यारह बारह तेरह चौदह पंद्रह सोलह सत्रह अठारह उन्नीस ' +
  'बीस इक्कीस बाईस तेईस चौबीस पच्चीस छब्बीस सत्ताईस अट्ठाईस उनतीस तीस इकतीस बत्तीस तैंतीस चौंतीस ' +
  'पैंतीस छत्तीस सैंतीस अड़तीस उनतालीस चालीस इकतालीस बयालीस तैंतालीस चवालीस पैंतालीस छियालीस ' +
  'सैंतालीस अड़तालीस उनचास पचास इक्यावन बावन तिरपन चौवन पचपन छप्पन सत्तावन अट्ठावन उनसठ साठ ' +
  'इकसठ बासठ तिरसठ चौंसठ पैंसठ छियासठ सड़सठ अड़सठ उनहत्तर सत्तर इकहत्तर बहत्तर तिहत्तर चौहत्तर ' +
  'पचहत्तर छिहत्तर सतहत्तर अठहत्तर उन्यासी अस्सी इक्यासी बयासी तिरासी चौरासी पचासी छियासी सत्तासी ' +
  'अट्ठासी नवासी नब्बे इक्यानवे बानवे तिरानवे चौरानवे पचानवे छियानवे सत्तानवे अट्ठानवे निन्यानवे'
).split(' ');

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${UPTO_99[hundreds]} सौ` : '', rest ? UPTO_99[rest]! : ''].filter(Boolean).join(' ');
}

/** Whole rupees in Hindi words: 105000 → 'एक लाख पाँच हज़ार रुपये'. */
export function rupeesInHindiWords(rupees: number): string {
  if (!Number.isSafeInteger(rupees) || rupees < 0) throw new RangeError('rupees must be a whole number ≥ 0');
  if (rupees === 0) return 'शून्य रुपये';
  const crore = Math.floor(rupees / 1_00_00_000);
  let rest = rupees % 1_00_00_000;
  const lakh = Math.floor(rest / 1_00_000);
  rest %= 1_00_000;
  const thousand = Math.floor(rest / 1000);
  rest %= 1000;
  const parts = [
    crore
      ? `${crore >= 1000 ? rupeesInHindiWords(crore).replace(/ रुपये$/, '') : belowThousand(crore)} करोड़`
      : '',
    lakh ? `${UPTO_99[lakh]} लाख` : '',
    thousand ? `${UPTO_99[thousand]} हज़ार` : '',
    rest ? belowThousand(rest) : '',
  ];
  return `${parts.filter(Boolean).join(' ')} रुपये`;
}
