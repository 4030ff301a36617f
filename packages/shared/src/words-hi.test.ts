import { describe, expect, it } from 'vitest';
import { rupeesInHindiWords } from './words-hi';

describe('rupees in Hindi words', () => {
  it('says amounts as a trader reads them, in lakh and crore', () => {
    expect(rupeesInHindiWords(0)).toBe('शून्य रुपये');
    expect(rupeesInHindiWords(99)).toBe('निन्यानवे रुपये');
    expect(rupeesInHindiWords(105000)).toBe('एक लाख पाँच हज़ार रुपये');
    expect(rupeesInHindiWords(1_02_000)).toBe('एक लाख दो हज़ार रुपये');
    expect(rupeesInHindiWords(3_45_67_891)).toBe('तीन करोड़ पैंतालीस लाख सड़सठ हज़ार आठ सौ इक्यानवे रुपये');
    expect(rupeesInHindiWords(12_00_00_00_000)).toBe('एक हज़ार दो सौ करोड़ रुपये');
    expect(() => rupeesInHindiWords(-1)).toThrow();
  });
});
