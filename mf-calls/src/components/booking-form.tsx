import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import type { Call, Slot } from '@app/calls-contract';
import { CALL_BOOKING_WINDOW_DAYS } from '@app/calls-contract/rules';
import { UNPAID_HOLDS_FIELD } from '@app/shared/domain';
import { haptic } from '@app/shared/telegram';
import { Button, EmptyState, Spinner, Stack } from '@app/shared/ui';
import { BottomSheet } from '@app/shared/widgets';
import { useBookCall } from '../api/book-call';
import { callsKey } from '../api/calls-keys';
import { useRate } from '../api/get-rate';
import { slotDaysQuery, useSlotDays } from '../api/get-slot-days';
import { slotsQuery, useSlots } from '../api/get-slots';
import { useSpeakers } from '../api/get-speakers';
import { text } from '../text';
import { BookingDialog, type BookingOutcome } from './booking-dialog';
import { addDays, formatDay, formatEuro, fullName, startOfToday, toIsoDay } from './call-time';
import { Field, FieldHint, Label, Placeholder, PickerButton, Select, TextArea } from './form-field';
import { SpeakerPicker } from './speaker-picker';

// react-day-picker is its own chunk: warmed up when a speaker is chosen, needed when the calendar opens.
const loadCalendar = () => import('@app/shared/calendar');
const Calendar = lazy(loadCalendar);

const Loading = styled.div`display: flex; justify-content: center; padding: 48px 0; color: ${({ theme }) => theme.colors.hint};`;
const Price = styled.span`font-weight: 800;`;

const t = text.booking;

/**
 * The 'Rezervovať' tab (spec sections 2 and 4). Gating, exactly the spec's: the date waits for a
 * speaker; a new speaker clears date and slot; the slot select waits for a date and stays disabled
 * while the day has no slots; a new date reloads the slots and clears the slot; the comment waits
 * for a slot. Books only with speaker, date and slot chosen.
 */
export function BookingForm({ onShowList }: { onShowList: () => void }) {
  const ids = useId();
  const client = useQueryClient();
  const speakers = useSpeakers();
  const [speakerId, setSpeakerId] = useState<number | null>(null);
  const [day, setDay] = useState<Date | null>(null);
  const [slotStart, setSlotStart] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const [calendarOpen, setCalendarOpen] = useState(false);
  const [outcome, setOutcome] = useState<BookingOutcome | null>(null);
  const book = useBookCall();

  const date = day ? toIsoDay(day) : null;
  const slots = useSlots(speakerId, date);
  const slotDays = useSlotDays(speakerId);
  // A slot that vanished from a reload (taken meanwhile, the 409 case) reads as not chosen.
  const slot: Slot | null = slots.data?.find((candidate) => candidate.start_dt === slotStart) ?? null;
  const rate = useRate(speakerId, slot);
  const speaker = speakers.data?.find((candidate) => candidate.id === speakerId) ?? null;
  // The slot the rate found taken ('Prave booked'), kept to say why it was let go.
  const [taken, setTaken] = useState<Slot | null>(null);

  // The slot being booked right now: its rate turns "not available" because of this very booking
  // (the mutation refreshes every calls query before it answers), which is no news to the learner.
  const [booking, setBooking] = useState<string | null>(null);
  // Taken meanwhile: a slot one cannot book is let go and the day's slots are asked again, so the
  // learner picks from what is really free instead of staring at a disabled button.
  const slotTaken = slot !== null && slot.start_dt !== booking && rate.data?.is_available === false && !rate.isFetching;
  useEffect(() => {
    if (!slotTaken || !slot || speakerId === null || !date) return;
    setTaken(slot);
    setSlotStart(null);
    void client.invalidateQueries({ queryKey: slotsQuery(speakerId, date).queryKey });
  }, [slotTaken, slot, speakerId, date, client]);

  const chooseSpeaker = (id: number) => {
    setTaken(null);
    setSpeakerId(id);
    setDay(null);
    setSlotStart(null);
    void loadCalendar();
  };

  const chooseDay = (next: Date) => {
    haptic();
    setCalendarOpen(false);
    setTaken(null);
    setDay(next);
    setSlotStart(null);
    // The same day chosen again keeps its query key: ask the server again all the same.
    if (speakerId !== null) void client.invalidateQueries({ queryKey: slotsQuery(speakerId, toIsoDay(next)).queryKey });
  };

  const submit = async () => {
    if (!speaker || !date || !slot || !rate.data?.is_available) return;
    setOutcome({ kind: 'loading' });
    setBooking(slot.start_dt);
    try {
      const answer = await book.mutateAsync({
        speaker: speaker.id,
        start_dt: slot.start_dt,
        end_dt: slot.end_dt,
        comment: comment.trim() || null,
        expected_price: rate.data.price,
      });
      if (answer.status === 201) {
        setOutcome({ kind: 'success', call: answer.data as Call });
        setSlotStart(null);
        setComment('');
        return;
      }
      console.error('Booking failed', answer.status, answer.data);
      const refusal = answer.data as { message?: string; field?: string } | undefined;
      if (answer.status === 409 && refusal?.field === UNPAID_HOLDS_FIELD && refusal.message) {
        // Too many unpaid bookings: the server's Slovak answer names them.
        setOutcome({ kind: 'error', message: refusal.message, conflict: false, unpaidCap: true });
        return;
      }
      // 409: the slot was taken (or its price changed) meanwhile; the settle above reloaded the slots.
      setOutcome({ kind: 'error', message: t.knownFailure, conflict: answer.status === 409 });
    } catch (error) {
      console.error('Booking failed', error);
      setOutcome({ kind: 'error', message: t.unexpectedFailure, conflict: false });
    } finally {
      // A failed booking whose slot was really taken is let go by the effect above from here on.
      setBooking(null);
    }
  };

  if (speakers.isPending) return <EmptyState role="status">{t.speakersLoading}</EmptyState>;
  if (!speakers.data) {
    return (
      <Stack role="alert">
        <EmptyState>{t.speakersFailed}</EmptyState>
        <Button variant="secondary" onClick={() => void speakers.refetch()}>
          {text.list.retry}
        </Button>
      </Stack>
    );
  }
  if (speakers.data.length === 0) return <EmptyState>{t.speakersEmpty}</EmptyState>;

  const today = startOfToday();
  const lastDay = addDays(today, CALL_BOOKING_WINDOW_DAYS);
  const slotsReady = slots.data !== undefined && !slots.isFetching;
  const noSlots = slotsReady && slots.data!.length === 0;
  const slotDisabled = !date || !slotsReady || noSlots;
  const emptyDays = slotDays.data ? daysWithout(today, lastDay, slotDays.data) : undefined;

  return (
    <Stack $gap={20} as="form" onSubmit={(event) => event.preventDefault()} aria-label={text.tabBook}>
      <Field>
        <Label as="span" id={`${ids}-speaker`}>
          {t.speaker}
        </Label>
        <SpeakerPicker speakers={speakers.data} value={speakerId} onChange={chooseSpeaker} labelledBy={`${ids}-speaker`} />
      </Field>

      <Field>
        <Label htmlFor={`${ids}-date`} id={`${ids}-date-label`}>
          {t.date}
        </Label>
        {/* Named by the label and the value, so a screen reader hears the chosen day too. */}
        <PickerButton
          id={`${ids}-date`}
          type="button"
          aria-labelledby={`${ids}-date-label ${ids}-date-value`}
          disabled={speakerId === null}
          aria-haspopup="dialog"
          aria-describedby={speakerId === null ? `${ids}-date-hint` : undefined}
          onClick={() => {
            haptic();
            setCalendarOpen(true);
            if (speakerId !== null) void client.invalidateQueries({ queryKey: slotDaysQuery(speakerId).queryKey });
          }}
        >
          {day ? (
            <span id={`${ids}-date-value`}>{formatDay(day)}</span>
          ) : (
            <Placeholder id={`${ids}-date-value`}>{t.datePlaceholder}</Placeholder>
          )}
          <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <rect x="3" y="5" width="18" height="16" rx="2" />
            <path d="M3 10h18M8 3v4M16 3v4" />
          </svg>
        </PickerButton>
        {speakerId === null && <FieldHint id={`${ids}-date-hint`}>{t.dateNeedsSpeaker}</FieldHint>}
      </Field>

      <Field>
        <Label htmlFor={`${ids}-slot`}>{t.slot}</Label>
        <Select
          id={`${ids}-slot`}
          value={slot?.start_dt ?? ''}
          disabled={slotDisabled}
          aria-describedby={date ? `${ids}-slot-state` : undefined}
          onChange={(event) => {
            haptic();
            setTaken(null);
            setSlotStart(event.target.value || null);
          }}
        >
          <option value="">{t.slotPlaceholder}</option>
          {slots.data?.map((candidate) => (
            <option key={candidate.start_dt} value={candidate.start_dt}>
              {t.slotLabel(candidate.slot_start, candidate.slot_end)}
            </option>
          ))}
        </Select>
        {date && (
          <div id={`${ids}-slot-state`} role="status">
            {!slotsReady && !slots.isError && <FieldHint>{t.slotsLoading}</FieldHint>}
            {noSlots && <FieldHint>{t.noSlots}</FieldHint>}
          </div>
        )}
        {taken && <FieldHint role="alert">{t.slotGone(t.slotLabel(taken.slot_start, taken.slot_end))}</FieldHint>}
        {date && slots.isError && !slots.isFetching && (
          <FieldHint role="alert">
            {t.slotsFailed}{' '}
            <Button variant="plain" onClick={() => void slots.refetch()}>
              {text.list.retry}
            </Button>
          </FieldHint>
        )}
      </Field>

      <Field>
        <Label htmlFor={`${ids}-comment`}>{t.comment}</Label>
        <TextArea
          id={`${ids}-comment`}
          value={comment}
          placeholder={t.commentPlaceholder}
          disabled={!slot}
          maxLength={1000}
          onChange={(event) => setComment(event.target.value)}
        />
      </Field>

      <BookButton
        rate={rate}
        hasSlot={slot !== null && slot.start_dt !== booking}
        taken={taken !== null}
        onBook={() => void submit()}
      />

      <BottomSheet open={calendarOpen} title={t.calendarTitle} onClose={() => setCalendarOpen(false)}>
        <Suspense
          fallback={
            <Loading role="status" aria-label={t.calendarLoading}>
              <Spinner />
            </Loading>
          }
        >
          <Calendar
            selected={day}
            startMonth={today}
            endMonth={lastDay}
            defaultMonth={today}
            disabled={[{ before: today }, { after: lastDay }]}
            // The window's days with nothing free, once the server said which have something; without
            // that answer (loading, failed) every day stays pickable and the slot select says so.
            unavailable={emptyDays ? { days: emptyDays, reason: t.dayNoSlots } : undefined}
            // Tapping the chosen day again picks it again (and reloads its slots) instead of clearing it.
            required
            onSelect={chooseDay}
          />
        </Suspense>
        {emptyDays && emptyDays.length > 0 && <FieldHint>{t.emptyDaysHint}</FieldHint>}
      </BottomSheet>

      <BookingDialog
        outcome={outcome}
        speakerName={speaker ? fullName(speaker) : ''}
        onClose={() => setOutcome(null)}
        onShowList={() => {
          setOutcome(null);
          onShowList();
        }}
        onPaymentChanged={(paid) => {
          void client.invalidateQueries({ queryKey: callsKey });
          // Paid: the call is confirmed at once, here in the dialog.
          if (paid && outcome?.kind === 'success' && outcome.call.payment) {
            setOutcome({
              kind: 'success',
              call: { ...outcome.call, payment: { ...outcome.call.payment, status: 'paid', expires_at: null } },
            });
          }
        }}
      />
    </Stack>
  );
}

/** The days from `first` to `last` (device days) not among `offered` (yyyy-MM-dd). */
function daysWithout(first: Date, last: Date, offered: string[]): Date[] {
  const free = new Set(offered);
  const empty: Date[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) if (!free.has(toIsoDay(day))) empty.push(day);
  return empty;
}

interface BookButtonProps {
  rate: ReturnType<typeof useRate>;
  hasSlot: boolean;
  /** The chosen slot turned out taken and was let go: the button keeps saying 'Prave booked'. */
  taken: boolean;
  onBook: () => void;
}

/**
 * Spec section 2: the button shows the price in € or 'V SADZBE' when the call is included; when
 * the rate says not available it is disabled and reads 'Prave booked'.
 */
function BookButton({ rate, hasSlot, taken, onBook }: BookButtonProps) {
  if (!hasSlot && taken) {
    return (
      <Button block disabled>
        {t.unavailable}
      </Button>
    );
  }
  if (!hasSlot) {
    return (
      <Button block disabled>
        {t.book}
      </Button>
    );
  }
  if (rate.isPending || (rate.isFetching && !rate.data)) {
    return (
      <Button block loading>
        {t.rateLoading}
      </Button>
    );
  }
  if (!rate.data) {
    return (
      <Button block variant="secondary" onClick={() => void rate.refetch()}>
        {t.rateFailed}
      </Button>
    );
  }
  if (!rate.data.is_available) {
    return (
      <Button block disabled>
        {t.unavailable}
      </Button>
    );
  }
  return (
    <Stack $gap={6}>
      <Button block disabled={rate.isFetching} onClick={onBook}>
        {t.book} · <Price>{rate.data.is_included ? t.included : formatEuro(rate.data.price)}</Price>
      </Button>
      <FieldHint>{rate.data.is_included ? t.includedHint : t.paidHint}</FieldHint>
    </Stack>
  );
}
