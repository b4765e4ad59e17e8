import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { parseIsoDate, toIsoDate } from '@app/shared/format';
import { BottomSheet, Spinner } from '@app/shared/ui';
import { haptic } from '@app/shared/telegram';
import { text } from '../text';
import { Input } from './text-field';

// react-day-picker is fetched only when the calendar opens (the sheet renders nothing while closed).
const BirthDateCalendar = lazy(() => import('./birth-date-calendar'));

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

export interface DateFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
}

/** The birth date: typed (checked when the field is left) or picked from a Slovak calendar. */
export function DateField({ id, value, onChange, invalid }: DateFieldProps) {
  const [open, setOpen] = useState(false);
  return (
    <Row>
      <Input
        id={id}
        value={value}
        placeholder={text.profile.birthDatePlaceholder}
        inputMode="numeric"
        autoComplete="bday"
        maxLength={10}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => normalizeDate(value) !== value && onChange(normalizeDate(value))}
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
          <BirthDateCalendar
            selected={parseIsoDate(value.trim())}
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
