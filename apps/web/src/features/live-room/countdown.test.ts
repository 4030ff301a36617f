import { describe, expect, it } from 'vitest';
import { crossedMilestone, formatHms, isOver, milestoneBand, milestoneText, secondsLeft } from './countdown';

describe('countdown', () => {
  it('counts whole seconds up to the closing time, never below zero', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 99_000)).toBe(0);
    expect(secondsLeft(Number.NaN, 0)).toBe(0);
  });

  it('formats hh:mm:ss without wrapping hours', () => {
    expect(formatHms(0)).toBe('00:00:00');
    expect(formatHms(1)).toBe('00:00:01');
    expect(formatHms(3661)).toBe('01:01:01');
    expect(formatHms(100 * 3600)).toBe('100:00:00');
  });

  it('is over at 00:00:01 or less, or when the server closed the sub-event', () => {
    expect(isOver(2, 'open')).toBe(false);
    expect(isOver(1, 'open')).toBe(true);
    expect(isOver(0, 'open')).toBe(true);
    expect(isOver(500, 'closed')).toBe(true);
  });

  it('announces each milestone once, when it is crossed', () => {
    expect(crossedMilestone(null, 50)).toBeNull();
    expect(crossedMilestone(61, 60)).toBe(60);
    expect(crossedMilestone(60, 59)).toBeNull();
    expect(crossedMilestone(11, 10)).toBe(10);
    expect(crossedMilestone(400, 20)).toBe(30);
    expect(crossedMilestone(10, 400)).toBeNull(); // an extension moves time back up
    expect(milestoneText(300)).toBe('5 minutes left');
  });

  it('reduces the countdown to milestone bands that announce the same milestones', () => {
    expect(milestoneBand(3600)).toBe(Number.MAX_SAFE_INTEGER);
    expect(milestoneBand(600)).toBe(600);
    expect(milestoneBand(301)).toBe(600);
    expect(milestoneBand(61)).toBe(120);
    expect(milestoneBand(60)).toBe(60);
    expect(milestoneBand(1)).toBe(10);
    // Seen only at band changes, a countdown announces exactly what the second-by-second one does.
    for (const [before, after] of [
      [61, 60],
      [400, 20],
      [700, 590],
      [11, 10],
      [60, 59],
      [10, 400],
    ] as const) {
      expect(crossedMilestone(milestoneBand(before), milestoneBand(after)), `${before}→${after}`).toBe(
        crossedMilestone(before, after),
      );
    }
    expect(milestoneText(60)).toBe('1 minute left');
    expect(milestoneText(10)).toBe('10 seconds left');
  });
});
