import { buildCalendarFile, calendarFileName } from '../components/calendar-file';
import { meetingCalendarFile } from '../components/add-to-calendar';
import { meetingFixtures } from '@app/meetings-contract/mocks';

describe('the .ics file', () => {
  const event = {
    uid: 'meeting-7@example.sk',
    title: 'Večer poézie; čaj, koláče',
    description: 'Prvý riadok\nDruhý riadok',
    location: 'Bratislava',
    start: new Date('2026-11-21T17:00:00.000Z'),
    end: new Date('2026-11-21T19:00:00.000Z'),
  };

  it('is a VCALENDAR with one VEVENT, UTC times, escaped text and CRLF lines', () => {
    const ics = buildCalendarFile(event, new Date('2026-11-20T08:00:00.000Z'));
    expect(ics.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Slovencina//Stretnutia//SK',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:meeting-7@example.sk',
      'DTSTAMP:20261120T080000Z',
      'DTSTART:20261121T170000Z',
      'DTEND:20261121T190000Z',
      'SUMMARY:Večer poézie\\; čaj\\, koláče',
      'DESCRIPTION:Prvý riadok\\nDruhý riadok',
      'LOCATION:Bratislava',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('folds long lines at 75 octets without splitting a letter', () => {
    const ics = buildCalendarFile({ ...event, description: 'žltá ďatľová čučoriedka '.repeat(10) });
    const encoder = new TextEncoder();
    for (const line of ics.split('\r\n')) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(`DESCRIPTION:${'žltá ďatľová čučoriedka '.repeat(10)}`);
  });

  it('names the file after the title without diacritics', () => {
    expect(calendarFileName('Večer slovenskej poézie')).toBe('vecer-slovenskej-poezie.ics');
    expect(calendarFileName('???')).toBe('stretnutie.ics');
  });

  it('puts the meeting link into the description and URL of an online meeting', () => {
    const meeting = meetingFixtures().find((m) => m.id === 2)!;
    const ics = meetingCalendarFile(meeting, 'https://meet.google.com/x', 'https://app.example.sk').replace(/\r\n /g, '');
    expect(ics).toContain('URL:https://meet.google.com/x');
    expect(ics).toContain('UID:meeting-2@app.example.sk');
    expect(ics).toContain('\\n\\nhttps://meet.google.com/x');
  });
});
