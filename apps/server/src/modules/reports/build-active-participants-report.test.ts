import { describe, expect, it } from 'vitest';
import { ipFlags } from './build-active-participants-report';

describe('ipFlags', () => {
  it('flags nothing for a single IP nobody else used', () => {
    expect(ipFlags(['10.0.0.1'], [])).toEqual([]);
    expect(ipFlags([], [])).toEqual([]);
  });

  it('names up to three participants sharing an IP and counts the rest', () => {
    expect(ipFlags(['10.0.0.1'], ['Apex'])).toEqual(['Same IP as Apex']);
    expect(ipFlags(['10.0.0.1'], ['A', 'B', 'C', 'D', 'E'])).toEqual(['Same IP as A, B, C and 2 more']);
  });

  it('flags several IPs for one user', () => {
    expect(ipFlags(['10.0.0.1', '10.0.0.9'], ['Apex'])).toEqual(['Same IP as Apex', '2 different IPs']);
  });
});
