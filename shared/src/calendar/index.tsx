import { useMemo } from 'react';
import { DayPicker, type DateLib, type DayPickerLocale, type Matcher, type Modifiers } from 'react-day-picker';
import 'react-day-picker/style.css';
import styled from 'styled-components';
import { dateLocale, WEEK_STARTS_ON } from '@app/shared/format';

/**
 * The app's date picker: react-day-picker in the Telegram theme, in Slovak (weeks from Monday,
 * spec section 9; its ARIA labels too), one day at a time. A shared module of its own, not part
 * of widgets: the library (~15 KB gzip with its styles) loads only when a screen opens a
 * calendar, and once per page whichever remote opens it. Import it lazily:
 * `lazy(() => import('@app/shared/calendar'))`.
 */

const dayLabel = (date: Date, modifiers: Modifiers, dateLib: DateLib | undefined) => {
  const label = dateLib ? dateLib.format(date, 'PPPP') : date.toDateString();
  return modifiers.selected ? `${label}, vybraté` : label;
};

const locale: DayPickerLocale = {
  ...dateLocale,
  labels: {
    labelNext: 'Prejsť na ďalší mesiac',
    labelPrevious: 'Prejsť na predchádzajúci mesiac',
    labelMonthDropdown: 'Vyberte mesiac',
    labelYearDropdown: 'Vyberte rok',
    labelNav: 'Navigačný panel',
    labelDayButton: (date, modifiers, _options, dateLib) => dayLabel(date, modifiers, dateLib),
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
    /* Today in the accent (legible on the backgrounds), not the button fill (legible only under
       its own text); days one cannot pick in the hint colour rather than faded to illegible. */
    --rdp-today-color: ${({ theme }) => theme.colors.accent};
    --rdp-disabled-opacity: 1;
    --rdp-outside-opacity: 1;
  }
  .rdp-disabled, .rdp-outside { color: ${({ theme }) => theme.colors.hint}; }
  .rdp-dropdown_root { color: ${({ theme }) => theme.colors.text}; }
  .rdp-dropdown { background: ${({ theme }) => theme.colors.bg}; }
`;

export interface CalendarProps {
  selected: Date | null;
  onSelect: (date: Date) => void;
  /** The first and last months one can go to. */
  startMonth: Date;
  endMonth: Date;
  /** The month shown first when no day is selected. */
  defaultMonth: Date;
  /** Days that cannot be picked. */
  disabled?: Matcher | Matcher[];
  /** Month and year dropdowns in the caption (a date years back), not only the arrows. */
  dropdowns?: boolean;
  /** Tapping the selected day picks it again instead of clearing the selection. */
  required?: boolean;
  /**
   * Days that cannot be picked for a reason worth saying (e.g. nothing free that day): disabled
   * too, and their button's accessible name ends with `reason`.
   */
  unavailable?: { days: Matcher | Matcher[]; reason: string };
}

export default function Calendar({
  selected,
  onSelect,
  startMonth,
  endMonth,
  defaultMonth,
  disabled,
  dropdowns,
  required,
  unavailable,
}: CalendarProps) {
  const reason = unavailable?.reason;
  const dayLocale = useMemo<DayPickerLocale>(() => {
    if (!reason) return locale;
    return {
      ...locale,
      labels: {
        ...locale.labels,
        labelDayButton: (date, modifiers, _options, dateLib) => {
          const label = dayLabel(date, modifiers, dateLib);
          return modifiers.unavailable ? `${label}, ${reason}` : label;
        },
      },
    };
  }, [reason]);
  const unavailableDays = unavailable ? ([] as Matcher[]).concat(unavailable.days) : [];
  return (
    <Frame>
      <DayPicker
        mode="single"
        required={required === true}
        selected={selected ?? undefined}
        onSelect={(date: Date | undefined) => date && onSelect(date)}
        defaultMonth={selected ?? defaultMonth}
        startMonth={startMonth}
        endMonth={endMonth}
        disabled={unavailable ? [...([] as Matcher[]).concat(disabled ?? []), ...unavailableDays] : disabled}
        modifiers={unavailable ? { unavailable: unavailableDays } : undefined}
        captionLayout={dropdowns ? 'dropdown' : 'label'}
        locale={dayLocale}
        weekStartsOn={WEEK_STARTS_ON}
      />
    </Frame>
  );
}
