import { DayPicker, type DayPickerLocale } from 'react-day-picker';
import 'react-day-picker/style.css';
import styled from 'styled-components';
import { dateLocale, WEEK_STARTS_ON } from '@app/shared/format';
import { text } from '../text';

/**
 * The calendar of the birth date field. It is its own chunk: the profile screen loads it only
 * when the calendar opens (react-day-picker stays out of every other screen).
 */

// date-fns' Slovak locale (weeks from Monday, spec section 9) plus DayPicker's ARIA labels in Slovak.
const locale: DayPickerLocale = {
  ...dateLocale,
  labels: {
    ...text.calendar,
    labelDayButton: (date, modifiers, _options, dateLib) => {
      const label = dateLib ? dateLib.format(date, 'PPPP') : date.toDateString();
      return modifiers.selected ? `${label}, vybraté` : label;
    },
  },
};

const Frame = styled.div`
  display: flex; justify-content: center;
  .rdp-root {
    --rdp-accent-color: ${({ theme }) => theme.colors.button};
    --rdp-accent-background-color: ${({ theme }) => theme.colors.secondaryBg};
    --rdp-day-height: 42px; --rdp-day-width: 42px;
    --rdp-day_button-height: 40px; --rdp-day_button-width: 40px;
    color: ${({ theme }) => theme.colors.text};
  }
  .rdp-dropdown_root { color: ${({ theme }) => theme.colors.text}; }
  .rdp-dropdown { background: ${({ theme }) => theme.colors.bg}; }
`;

const FIRST_MONTH = new Date(1920, 0, 1);
const DEFAULT_MONTH = new Date(2000, 0, 1);

export interface BirthDateCalendarProps {
  selected: Date | null;
  onSelect: (date: Date) => void;
}

export default function BirthDateCalendar({ selected, onSelect }: BirthDateCalendarProps) {
  const today = new Date();
  return (
    <Frame>
      <DayPicker
        mode="single"
        selected={selected ?? undefined}
        onSelect={(date) => date && onSelect(date)}
        defaultMonth={selected ?? DEFAULT_MONTH}
        captionLayout="dropdown"
        startMonth={FIRST_MONTH}
        endMonth={today}
        disabled={{ after: today }}
        locale={locale}
        weekStartsOn={WEEK_STARTS_ON}
      />
    </Frame>
  );
}
