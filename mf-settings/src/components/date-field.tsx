import { lazy, Suspense, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { parseIsoDate, toIsoDate } from '@app/shared/format';
import { Spinner } from '@app/shared/ui';
import { BottomSheet } from '@app/shared/widgets';
import { haptic } from '@app/shared/telegram';
import { text } from '../text';
import { Input } from './text-field';

// react-day-picker is fetched only when the calendar opens (the sheet renders nothing while closed).
const Calendar = lazy(() => import('@app/shared/calendar'));

const FIRST_MONTH = new Date(1920, 0, 1);
const DEFAULT_MONTH = new Date(2000, 0, 1);

const Row = styled.div`display: flex; gap: 8px;`;
const IconButton = styled.button`
  flex: none; width: 44px; height: 44px; border: 0; border-radius: ${({ theme }) => theme.radius.m};
  display: inline-flex; align-items: center; justify-content: center; cursor: pointer;
  background: ${({ theme }) => theme.colors.sectionBg}; color: ${({ theme }) => theme.colors.link};
`;
const Loading = styled.div`display: flex; justify-content: center; padding: 48px 0; color: ${({ theme }) => theme.colors.hint};`;

/** Spec section 5: a date is yyyy-MM-dd; an unparseable value becomes empty. */
export const normalizeDate = (value: string): string => {
  const trimmed = value.trim();
  return parseIsoDate(trimmed) ? trimmed : '';
};

/**
 * The typed date as yyyy-MM-dd from its digits alone: the hyphens come by themselves. iOS shows a
 * number pad for inputMode="numeric", which has no '-' key, so the user types only digits; a pasted
 * '2000-01-01' or '20000101' both become '2000-01-01'. At most 8 digits.
 */
export const formatDateDigits = (value: string): string => {
  const digits = value.replace(/\D/g, '').slice(0, 8);
  return (
    digits.slice(0, 4) + (digits.length > 4 ? `-${digits.slice(4, 6)}` : '') + (digits.length > 6 ? `-${digits.slice(6, 8)}` : '')
  );
};

/** Where the caret goes in the formatted value: after the same number of digits as before. */
const caretAfterDigits = (formatted: string, digits: number): number => {
  if (digits === 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted[index]!) && ++seen === digits) return index + 1;
  }
  return formatted.length;
};

const countDigits = (value: string) => value.replace(/\D/g, '').length;

export interface DateFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  /** The id of the text that says why the value was refused. */
  describedBy?: string;
}

/** The birth date: typed (checked when the field is left) or picked from a Slovak calendar. */
export function DateField({ id, value, onChange, invalid, describedBy }: DateFieldProps) {
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);

  // Formatting rewrites the value, which would throw the caret to the end: put it back after the
  // digits it followed, so editing in the middle works like in any text field.
  useLayoutEffect(() => {
    if (caret.current === null || document.activeElement !== input.current) return;
    input.current?.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const type = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const position = event.target.selectionStart ?? raw.length;
    let digitsBefore = countDigits(raw.slice(0, position));
    let digits = raw.replace(/\D/g, '');
    // Deleting a hyphen alone changes nothing once the formatting puts it back: delete the digit
    // beyond it instead (before it for backspace, after it for delete), as the user meant.
    const removedOnlyAHyphen = raw.length < value.length && digits === value.replace(/\D/g, '');
    if (removedOnlyAHyphen) {
      const forward = (event.nativeEvent as InputEvent).inputType === 'deleteContentForward';
      if (forward) digits = digits.slice(0, digitsBefore) + digits.slice(digitsBefore + 1);
      else if (digitsBefore > 0) {
        digits = digits.slice(0, digitsBefore - 1) + digits.slice(digitsBefore);
        digitsBefore -= 1;
      }
    }
    const formatted = formatDateDigits(digits);
    caret.current = caretAfterDigits(formatted, Math.min(digitsBefore, countDigits(formatted)));
    onChange(formatted);
  };

  return (
    <Row>
      <Input
        ref={input}
        id={id}
        value={value}
        placeholder={text.profile.birthDatePlaceholder}
        inputMode="numeric"
        autoComplete="bday"
        maxLength={10}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={type}
        // Only spaces go: an impossible date stays as typed, so the save can say what is wrong with it.
        onBlur={() => value.trim() !== value && onChange(value.trim())}
      />
      <IconButton
        type="button"
        aria-label={text.profile.openCalendar}
        onClick={() => {
          haptic();
          setOpen(true);
        }}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <rect x="3" y="5" width="18" height="16" rx="2" />
          <path d="M3 10h18M8 3v4M16 3v4" />
        </svg>
      </IconButton>
      <BottomSheet open={open} title={text.profile.calendarTitle} onClose={() => setOpen(false)}>
        <Suspense
          fallback={
            <Loading role="status" aria-label={text.profile.calendarLoading}>
              <Spinner />
            </Loading>
          }
        >
          <Calendar
            selected={parseIsoDate(value.trim())}
            startMonth={FIRST_MONTH}
            endMonth={new Date()}
            defaultMonth={DEFAULT_MONTH}
            disabled={{ after: new Date() }}
            dropdowns
            onSelect={(date) => {
              onChange(toIsoDate(date));
              setOpen(false);
            }}
          />
        </Suspense>
      </BottomSheet>
    </Row>
  );
}
