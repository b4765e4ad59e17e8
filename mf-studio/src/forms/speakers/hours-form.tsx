import type { StudioSpeakerRange } from '@app/studio-contract';
import styled from 'styled-components';
import { FieldError } from '../../components/field-errors';
import { speakersText as t, WEEKDAYS } from '../../text/speakers';
import { Box, Group, GroupTitle, Row, SmallButton, TextField } from '../fields';

// A weekday per card: one column on a phone, side by side on a desktop window.
const Days = styled.div`
  display: grid; gap: 12px; grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
`;
const Empty = styled.span`font-size: 14px; opacity: 0.7;`;

const toMinutes = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};
const toTime = (minutes: number) =>
  minutes >= 1440 ? '24:00' : `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A new range after the day's last one (an hour long, up to midnight), or 09:00–10:00. */
export function nextRange(hours: StudioSpeakerRange[], weekday: number): StudioSpeakerRange {
  const ends = hours.filter((h) => h.weekday === weekday).map((h) => toMinutes(h.end));
  const start = Math.min(ends.length ? Math.max(...ends) : 9 * 60, 23 * 60);
  return { weekday, start: toTime(start), end: toTime(Math.min(start + 60, 1440)) };
}

/** A time input cannot show 24:00: midnight at the end of a range reads 00:00 there. */
const endShown = (end: string) => (end === '24:00' ? '00:00' : end);
const endStored = (value: string) => (value === '00:00' ? '24:00' : value);

interface Props {
  hours: StudioSpeakerRange[];
  onChange: (hours: StudioSpeakerRange[]) => void;
  zone: string;
}

/**
 * The weekly hours, one card per weekday with its ranges. The value stays the flat list the server
 * takes, so a 400 naming `hours.3.start` lands at that range whatever weekday it is on.
 */
export function HoursForm({ hours, onChange, zone }: Props) {
  const update = (index: number, change: Partial<StudioSpeakerRange>) =>
    onChange(hours.map((range, i) => (i === index ? { ...range, ...change } : range)));
  return (
    <Group role="group" aria-label={t.hours}>
      <GroupTitle>{t.hours}</GroupTitle>
      <Empty>{t.zone(zone)}</Empty>
      <FieldError path="hours" />
      <Days>
        {WEEKDAYS.slice(1).map((name, at) => {
          const weekday = at + 1;
          const ranges = hours.flatMap((range, index) => (range.weekday === weekday ? [{ range, index }] : []));
          return (
            <Box key={weekday} aria-label={name}>
              <legend>{name}</legend>
              {ranges.length === 0 && <Empty>{t.noHours}</Empty>}
              {ranges.map(({ range, index }, i) => (
                <Row key={index} role="group" aria-label={t.range(name, i)}>
                  <TextField
                    label={t.from}
                    type="time"
                    value={range.start}
                    path={`hours.${index}.start`}
                    onChange={(start) => update(index, { start })}
                  />
                  <TextField
                    label={t.to}
                    type="time"
                    value={endShown(range.end)}
                    path={`hours.${index}.end`}
                    onChange={(end) => update(index, { end: endStored(end) })}
                  />
                  <SmallButton
                    type="button"
                    aria-label={`${t.removeRange}: ${t.range(name, i)}`}
                    onClick={() => onChange(hours.filter((_, j) => j !== index))}
                  >
                    ✕
                  </SmallButton>
                </Row>
              ))}
              <SmallButton type="button" onClick={() => onChange([...hours, nextRange(hours, weekday)])}>
                + {t.addRange(name)}
              </SmallButton>
            </Box>
          );
        })}
      </Days>
    </Group>
  );
}
