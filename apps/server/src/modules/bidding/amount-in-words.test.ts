import { describe, expect, it } from 'vitest';
import { rupeesInWords } from './amount-in-words';

describe('rupeesInWords (Indian numbering)', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [1_00, 'Rupees One Only'],
    [19_00, 'Rupees Nineteen Only'],
    [105_00, 'Rupees One Hundred Five Only'],
    [1_05_000_00, 'Rupees One Lakh Five Thousand Only'],
    [12_34_567_00, 'Rupees Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven Only'],
    [3_00_00_000_00, 'Rupees Three Crore Only'],
    [
      1_23_45_67_890_00,
      'Rupees One Hundred Twenty Three Crore Forty Five Lakh Sixty Seven Thousand Eight Hundred Ninety Only',
    ],
    [
      12_34_56_78_900_00,
      'Rupees One Thousand Two Hundred Thirty Four Crore Fifty Six Lakh Seventy Eight Thousand Nine Hundred Only',
    ],
    [100_50, 'Rupees One Hundred and Fifty Paise Only'],
  ])('%i paise → %s', (paise, words) => {
    expect(rupeesInWords(paise)).toBe(words);
  });

  it('refuses fractions and negatives', () => {
    expect(() => rupeesInWords(1.5)).toThrow(RangeError);
    expect(() => rupeesInWords(-1)).toThrow(RangeError);
  });
});
