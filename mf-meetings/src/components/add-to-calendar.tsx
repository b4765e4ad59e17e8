import type { Meeting } from '@app/meetings-contract';
import { downloadBlob } from '@app/shared/telegram';
import { Button } from '@app/shared/ui';
import { text } from '../text';
import { buildCalendarFile, calendarFileName } from './calendar-file';

/** The .ics of a meeting; the link goes in for online meetings, the place is the location. */
export function meetingCalendarFile(meeting: Meeting, meetingLink: string | null, origin: string, now = new Date()): string {
  const start = new Date(meeting.start_time);
  const end = new Date(meeting.end_time);
  return buildCalendarFile(
    {
      uid: `meeting-${meeting.id}@${new URL(origin).host}`,
      title: meeting.title,
      description: [meeting.subtitle, meeting.description, meetingLink].filter(Boolean).join('\n\n'),
      location: meeting.place,
      url: meetingLink ?? `${origin}/meetings/${meeting.id}`,
      start,
      // A meeting without a sensible end gets an hour and a half in the calendar.
      end: end > start ? end : new Date(start.getTime() + 90 * 60_000),
    },
    now,
  );
}

/** 'Pridať do kalendára': an .ics made here, downloaded through the shared Telegram wrapper. */
export function AddToCalendar({ meeting, meetingLink }: { meeting: Meeting; meetingLink: string | null }) {
  const download = () => {
    const ics = meetingCalendarFile(meeting, meetingLink, window.location.origin);
    downloadBlob(new Blob([ics], { type: 'text/calendar;charset=utf-8' }), calendarFileName(meeting.title));
  };
  return (
    <Button block onClick={download}>
      {text.addToCalendar}
    </Button>
  );
}
