import { freeSlots } from '.';

/** A speaker's weekly hours on the nights the clocks change (Europe/Bratislava, 2027). */
describe('freeSlots on a daylight-saving night', () => {
  const slots = (date: string, start: string, end: string) => {
    const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
    return freeSlots({
      windows: [{ weekday: 7, start_minutes: minutes(start), end_minutes: minutes(end) }],
      speakerZone: 'Europe/Bratislava',
      userZone: 'Europe/Bratislava',
      date,
      duration: 30,
      now: new Date(`${date.slice(0, 8)}01T00:00:00Z`),
      busy: [],
    }).map((slot) => `${slot.slot_start}-${slot.slot_end} ${slot.start_dt}`);
  };

  it('a window starting inside the skipped spring hour starts when the clock jumps, never an hour early', () => {
    // 28 March 2027: 02:00 CET is 03:00 CEST; 02:30 exists on no clock in Bratislava.
    expect(slots('2027-03-28', '02:30', '04:00')).toEqual([
      '03:00-03:30 2027-03-28T01:00:00Z',
      '03:30-04:00 2027-03-28T01:30:00Z',
    ]);
  });

  it('a window ending inside the skipped hour ends at the jump', () => {
    expect(slots('2027-03-28', '01:00', '02:30')).toEqual([
      '01:00-01:30 2027-03-28T00:00:00Z',
      '01:30-03:00 2027-03-28T00:30:00Z',
    ]);
  });

  it('an ordinary Sunday keeps its hours', () => {
    expect(slots('2027-04-04', '02:30', '04:00')).toEqual([
      '02:30-03:00 2027-04-04T00:30:00Z',
      '03:00-03:30 2027-04-04T01:00:00Z',
      '03:30-04:00 2027-04-04T01:30:00Z',
    ]);
  });
});
