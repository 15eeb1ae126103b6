import { describe, expect, it } from 'vitest';
import { mentionsIn, plainText } from '../mentions';
import {
  breaches,
  dueTimes,
  nextCheckAt,
  pauseClock,
  resolutionMinutes,
  resumeClock,
  type SlaClock,
} from '../sla';

const T0 = new Date('2026-11-27T09:00:00Z');
const after = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const targets = { responseMinutes: 30, resolutionMinutes: 240 };
const fresh: SlaClock = {
  raisedAt: T0,
  pausedMinutes: 0,
  pausedAt: null,
  respondedAt: null,
  resolvedAt: null,
};

describe('SLA clocks', () => {
  it('counts the due times from when the ticket was raised', () => {
    expect(dueTimes(fresh, targets)).toEqual({ responseDue: after(30), resolutionDue: after(240) });
  });

  it('pushes both due times back by each pause, and pauses add up', () => {
    let clock = pauseClock(fresh, after(10));
    expect(pauseClock(clock, after(20))).toBe(clock);
    clock = resumeClock(clock, after(70));
    expect(clock).toMatchObject({ pausedAt: null, pausedMinutes: 60 });
    clock = resumeClock(pauseClock(clock, after(100)), after(115));
    expect(clock.pausedMinutes).toBe(75);
    expect(dueTimes(clock, targets)).toEqual({ responseDue: after(105), resolutionDue: after(315) });
    expect(resumeClock(fresh, after(5))).toBe(fresh);
  });

  it('judges a paused clock at the moment it paused', () => {
    const paused = pauseClock(fresh, after(20));
    expect(breaches(paused, targets, after(500))).toEqual({ response: false, resolution: false });
    expect(breaches(fresh, targets, after(500))).toEqual({ response: true, resolution: true });
  });

  it('breaches a target met late, not one met in time', () => {
    const late = { ...fresh, respondedAt: after(31), resolvedAt: after(200) };
    expect(breaches(late, targets, after(1000))).toEqual({ response: true, resolution: false });
    expect(breaches(fresh, targets, after(30))).toEqual({ response: false, resolution: false });
  });

  it('measures the resolution time without the pauses', () => {
    expect(resolutionMinutes(fresh)).toBeNull();
    expect(resolutionMinutes({ ...fresh, pausedMinutes: 45, resolvedAt: after(200) })).toBe(155);
  });

  it('checks next at the earliest due time not met, and not while paused', () => {
    expect(nextCheckAt(fresh, targets)).toEqual(after(30));
    expect(nextCheckAt({ ...fresh, respondedAt: after(5) }, targets)).toEqual(after(240));
    expect(nextCheckAt({ ...fresh, respondedAt: after(5), resolvedAt: after(9) }, targets)).toBeNull();
    expect(nextCheckAt(pauseClock(fresh, after(3)), targets)).toBeNull();
  });
});

describe('mentions', () => {
  it('reads @handles and @e-mails from rich text, each once, without a closing full stop', () => {
    expect(
      mentionsIn('<p>Hi <strong>@Ivan.IT</strong>, ask @hana.hr@atrium.local. cc @ivan.it.</p><p>me@x</p>'),
    ).toEqual({ emails: ['hana.hr@atrium.local'], handles: ['ivan.it'] });
  });

  it('ignores e-mail addresses that are not mentions', () => {
    expect(mentionsIn('<p>write to sam.sales@atrium.local</p>')).toEqual({ emails: [], handles: [] });
  });

  it('turns rich text into plain text', () => {
    expect(plainText('<p>a &amp; b</p><p>c&nbsp;d</p>')).toBe('a & b\n c d');
  });
});
