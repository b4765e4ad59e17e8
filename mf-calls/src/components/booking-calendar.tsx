import { DayPicker, type DayPickerLocale, type Matcher } from 'react-day-picker';
import 'react-day-picker/style.css';
import styled from 'styled-components';
import { dateLocale, WEEK_STARTS_ON } from '@app/shared/format';

/**
 * The booking date picker. It is its own chunk, fetched when a speaker is chosen (warm-up) or
 * at the latest when the calendar opens: react-day-picker stays out of the list tab and /main.
 */

// date-fns' Slovak locale (weeks from Monday, spec section 9) plus DayPicker's ARIA labels in Slovak.
const locale: DayPickerLocale = {
  ...dateLocale,
  labels: {
    labelNext: 'Prejsť na ďalší mesiac',
    labelPrevious: 'Prejsť na predchádzajúci mesiac',
    labelNav: 'Navigačný panel',
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
`;

export interface BookingCalendarProps {
  selected: Date | null;
  /** The first and last bookable days (local calendar days). */
  first: Date;
  last: Date;
  /** Further days to refuse (weekdays the speaker never works). */
  disabled?: Matcher;
  onSelect: (date: Date) => void;
}

export default function BookingCalendar({ selected, first, last, disabled, onSelect }: BookingCalendarProps) {
  const refused: Matcher[] = [{ before: first }, { after: last }];
  if (disabled) refused.push(disabled);
  return (
    <Frame>
      <DayPicker
        mode="single"
        // Tapping the chosen day again picks it again (and reloads its slots) instead of clearing it.
        required
        selected={selected ?? undefined}
        onSelect={(date) => date && onSelect(date)}
        defaultMonth={selected ?? first}
        startMonth={first}
        endMonth={last}
        disabled={refused}
        locale={locale}
        weekStartsOn={WEEK_STARTS_ON}
      />
    </Frame>
  );
}
