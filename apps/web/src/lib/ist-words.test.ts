import { describe, expect, it } from 'vitest';
import { istMomentInWords, spanInWords } from './ist-words';

// 24 Nov 2026, 1:28 pm IST
const now = Date.parse('2026-11-24T07:58:00Z');

describe('istMomentInWords', () => {
  it('says when a start is and what IST clock it shows', () => {
    expect(istMomentInWords('2026-11-24T08:00:00Z', now, 'start')).toBe(
      'starts in 2 min, 24 Nov, 1:30 pm IST',
    );
  });

  it('tells 1:19 am from 2:11 am and from 1:19 pm', () => {
    expect(istMomentInWords('2026-11-24T19:49:00Z', now, 'end')).toBe(
      'ends in 11 h 51 min, 25 Nov, 1:19 am IST',
    );
    expect(istMomentInWords('2026-11-24T07:49:00Z', now, 'end')).toBe('ended 9 min ago, 24 Nov, 1:19 pm IST');
  });

  it('names midnight and noon as 12 am and 12 pm', () => {
    expect(istMomentInWords('2026-11-24T18:30:00Z', now)).toMatch(/, 25 Nov, 12:00 am IST$/);
    expect(istMomentInWords('2026-11-24T06:30:00Z', now)).toMatch(/ ago, 24 Nov, 12:00 pm IST$/);
  });

  it('adds the year when it is not this year', () => {
    expect(istMomentInWords('2027-01-02T04:30:00Z', now, 'start')).toBe(
      'starts in 38 days, 2 Jan 2027, 10:00 am IST',
    );
  });

  it('says "now" within half a minute and nothing for no time', () => {
    expect(istMomentInWords('2026-11-24T07:58:20Z', now, 'start')).toBe('starts now, 24 Nov, 1:28 pm IST');
    expect(istMomentInWords('', now)).toBe('');
    expect(istMomentInWords('not a time', now)).toBe('');
  });
});

describe('spanInWords', () => {
  it('rounds to minutes, then hours and minutes, then days', () => {
    expect(spanInWords(89_000)).toBe('1 min');
    expect(spanInWords(3 * 3_600_000)).toBe('3 h');
    expect(spanInWords(50 * 3_600_000)).toBe('2 days 2 h');
    expect(spanInWords(9 * 86_400_000 + 3_600_000)).toBe('9 days');
  });
});

describe('the chosen time in Hindi', () => {
  const now = Date.parse('2026-11-24T08:00:00Z'); // 1:30 pm IST
  it('puts the verb after the span and names the month in Hindi', () => {
    expect(istMomentInWords('2026-11-24T08:02:00Z', now, 'start', 'hi')).toBe(
      '2 मिनट में शुरू, 24 नव॰, 1:32 pm IST',
    );
    expect(istMomentInWords('2026-11-24T05:00:00Z', now, 'end', 'hi')).toBe(
      '3 घंटे पहले ख़त्म हुई, 24 नव॰, 10:30 am IST',
    );
    expect(istMomentInWords('2026-11-24T08:00:10Z', now, 'start', 'hi')).toBe('अभी शुरू, 24 नव॰, 1:30 pm IST');
  });
});
