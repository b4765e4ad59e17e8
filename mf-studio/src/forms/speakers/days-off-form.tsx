import { FieldError } from '../../components/field-errors';
import { speakersText as t } from '../../text/speakers';
import { Group, GroupTitle, Row, SmallButton, TextField } from '../fields';

interface Props {
  daysOff: string[];
  onChange: (daysOff: string[]) => void;
  /** The school's today (yyyy-MM-dd): a new day off starts there. */
  today: string;
}

/** The days off, each a date; the server refuses a new one in the past at `days_off.N`. */
export function DaysOffForm({ daysOff, onChange, today }: Props) {
  return (
    <Group role="group" aria-label={t.daysOff}>
      <GroupTitle>{t.daysOff}</GroupTitle>
      <span>{t.daysOffHint}</span>
      <FieldError path="days_off" />
      {daysOff.length === 0 && <span>{t.noDaysOff}</span>}
      {daysOff.map((day, i) => (
        <Row key={i}>
          <TextField
            label={t.dayOff(i)}
            type="date"
            value={day}
            path={`days_off.${i}`}
            onChange={(value) => onChange(daysOff.map((d, j) => (j === i ? value : d)))}
          />
          <SmallButton
            type="button"
            aria-label={`${t.remove}: ${t.dayOff(i)}`}
            onClick={() => onChange(daysOff.filter((_, j) => j !== i))}
          >
            ✕
          </SmallButton>
        </Row>
      ))}
      <SmallButton type="button" onClick={() => onChange([...daysOff, today])}>
        + {t.addDayOff}
      </SmallButton>
    </Group>
  );
}
