import styled from 'styled-components';
import type { SpeakerCallList } from '@app/staff-contract';
import { Card, Hint, Title } from '@app/shared/ui';

/** Slovak strings of the speaker's own hours (apart from text.ts: one area, one file). */
export const hoursText = {
  title: 'Moje hodiny',
  none: 'Zatiaľ nemáte žiadne hodiny: študenti si hovor s Vami nemôžu rezervovať.',
  daysOff: 'Voľné dni',
  editedBy: 'Hodiny a voľné dni upravuje editor v časti Obsah. Rezervované hovory zmena nezruší.',
  weekdays: ['', 'Pondelok', 'Utorok', 'Streda', 'Štvrtok', 'Piatok', 'Sobota', 'Nedeľa'],
};

const Rows = styled.dl`
  margin: 0; display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px;
  > dt { font-weight: 600; } > dd { margin: 0; }
`;

const dayOf = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return `${d}. ${m}. ${y}`;
};

/**
 * The speaker's weekly hours and days off as the studio wrote them, read-only: the speaker sees
 * what learners are offered beside the calls they booked (GET /staff/calls carries both).
 */
export function SpeakerHours({ list }: { list: SpeakerCallList }) {
  if (!list.hours) return null;
  const days = hoursText.weekdays.flatMap((name, weekday) => {
    const ranges = list.hours!.filter((h) => h.weekday === weekday);
    return ranges.length ? [{ name, ranges: ranges.map((r) => `${r.start}–${r.end}`).join(', ') }] : [];
  });
  return (
    <Card role="region" aria-label={hoursText.title}>
      <Title>{hoursText.title}</Title>
      {days.length === 0 ? (
        <Hint>{hoursText.none}</Hint>
      ) : (
        <Rows>
          {days.map((day) => (
            <div key={day.name} style={{ display: 'contents' }}>
              <dt>{day.name}</dt>
              <dd>{day.ranges}</dd>
            </div>
          ))}
        </Rows>
      )}
      {list.days_off && list.days_off.length > 0 && (
        <Hint>
          {hoursText.daysOff}: {list.days_off.map(dayOf).join(', ')}
        </Hint>
      )}
      <Hint>{hoursText.editedBy}</Hint>
    </Card>
  );
}
