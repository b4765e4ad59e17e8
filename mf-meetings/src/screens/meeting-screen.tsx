import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import type { Meeting } from '@app/meetings-contract';
import { UNPAID_HOLDS_FIELD } from '@app/shared/domain';
import { errorField, errorMessage, errorStatus } from '@app/shared/http';
import { Badge, Card, ErrorScreen, Hint, Page, QueryView } from '@app/shared/ui';
import { PaymentBox, paymentText } from '@app/shared/widgets';
import { useUser } from '@app/shared/user';
import { useMeeting } from '../api/get-meeting';
import { useParticipation } from '../api/get-participation';
import { useRate } from '../api/get-rate';
import { meetingsKey } from '../api/meetings-keys';
import { useRegister } from '../api/register';
import { ACTION_BAR_HEIGHT, ActionBar, actionFor } from '../components/action-bar';
import { MeetingDetails } from '../components/meeting-details';
import { parseMeetingId } from '../components/meeting-id';
import { RegistrationFailed } from '../components/registration-failed';
import {
  RegistrationForm,
  valuesFromUser,
  type RegistrationField,
  type RegistrationValues,
} from '../components/registration-form';
import { text } from '../text';

const Subtitle = styled.p`margin: -8px 0 0; font-size: 17px; color: ${({ theme }) => theme.colors.hint};`;
const StateLine = styled.p`margin: 0;`;
const Spacer = styled.div`height: ${ACTION_BAR_HEIGHT}px; flex: none;`;

const fieldLabels: Record<RegistrationField, string> = {
  first_name: text.firstName,
  last_name: text.lastName,
  email: text.email,
};

/** The field a 400 named (the server answers { message, field }). */
const fieldAtFault = (error: unknown): RegistrationField | undefined => {
  const field = errorField(error);
  return field && field in fieldLabels ? (field as RegistrationField) : undefined;
};

type Phase = 'details' | 'form' | 'failed';

function MeetingView({ meeting }: { meeting: Meeting }) {
  const user = useUser();
  const rate = useRate(meeting.id);
  const registration = useRegister(meeting.id);
  const formId = useId();
  const [phase, setPhase] = useState<Phase>('details');
  // Kept across closing the form and a failed attempt: what the user typed is never lost.
  const [values, setValues] = useState<RegistrationValues>(() => valuesFromUser(user));
  const [invalid, setInvalid] = useState<RegistrationField | undefined>();
  const navigate = useNavigate();
  const client = useQueryClient();
  // A registration waiting for payment holds its seat: its payment offers 'Zaplatiť'.
  const awaitingPayment = rate.data?.status === 'pending';
  // A cancelled registration may be a hold that ran out unpaid: the page says so.
  const participation = useParticipation(meeting.id, awaitingPayment || rate.data?.status === 'cancelled');
  const payment = awaitingPayment ? participation.data?.payment : null;
  const holdExpired = rate.data?.status === 'cancelled' && participation.data?.payment?.status === 'expired';
  const refreshAll = () => client.invalidateQueries({ queryKey: meetingsKey });

  const show = (next: Phase) => {
    setPhase(next);
    window.scrollTo({ top: 0 });
  };

  const submit = () => {
    registration.mutate(
      {
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        email: values.email.trim(),
        // What the page showed: 0 with 'V sadzbe'. A changed price answers 409, never a charge.
        expected_price: rate.data ? (rate.data.is_included ? 0 : rate.data.price) : undefined,
      },
      {
        // Spec section 4: success closes the form; the rate (and with it the status) has reloaded.
        onSuccess: () => {
          setInvalid(undefined);
          show('details');
        },
        onError: (error) => {
          setInvalid(fieldAtFault(error));
          show('failed');
        },
      },
    );
  };

  const changeValues = (next: RegistrationValues) => {
    // Editing the refused field takes its mark away: the new value has not been judged yet.
    if (invalid && next[invalid] !== values[invalid]) setInvalid(undefined);
    setValues(next);
  };

  if (phase === 'failed') {
    // The failure refreshed the rate and the meeting (see useRegister): if the user is registered
    // after all, or the meeting has filled up, back shows the meeting with its button; otherwise the
    // form with what they typed.
    // A changed price (409 on expected_price): back to the meeting, whose button now shows the new rate.
    const priceChanged = errorField(registration.error) === 'expected_price';
    // Too many unpaid bookings: the server's Slovak 409 names them.
    const capReached = errorField(registration.error) === UNPAID_HOLDS_FIELD;
    const stillOpen = !priceChanged && (!rate.data || actionFor(rate.data.status, meeting).kind === 'register');
    return (
      <RegistrationFailed
        reason={
          invalid
            ? text.checkField(fieldLabels[invalid])
            : priceChanged
              ? text.priceChanged
              : capReached
                ? errorMessage(registration.error)
                : undefined
        }
        retrying={registration.isPending}
        onRetry={priceChanged ? undefined : submit}
        onBack={() => show(stillOpen ? 'form' : 'details')}
      />
    );
  }

  const formOpen = phase === 'form';
  return (
    <>
      <Subtitle>{formOpen ? text.formSubtitle : meeting.subtitle}</Subtitle>
      <MeetingState meeting={meeting} />
      {formOpen ? (
        <RegistrationForm
          id={formId}
          values={values}
          onChange={changeValues}
          onSubmit={submit}
          invalid={invalid}
          paid={rate.data ? !rate.data.is_included : false}
          disabled={registration.isPending}
        />
      ) : (
        <>
          {holdExpired && (
            <Card role="status">
              <Hint>{paymentText.status.expired}</Hint>
            </Card>
          )}
          {payment && (
            <Card>
              <PaymentBox
                payment={payment}
                // Paid: the ticket at once (its QR code and the meeting link).
                onPaid={() => void refreshAll().then(() => navigate(`/meetings/${meeting.id}/ticket`))}
                onChanged={() => void refreshAll()}
              />
            </Card>
          )}
          <MeetingDetails meeting={meeting} />
        </>
      )}
      <Spacer />
      <ActionBar
        meeting={meeting}
        rate={rate}
        form={formOpen ? { id: formId, submitting: registration.isPending } : null}
        onRegister={() => show('form')}
        onToggleForm={() => show(formOpen ? 'details' : 'form')}
        payment={payment}
      />
    </>
  );
}

// Spec section 8: an unknown meeting and a failed load read differently; only the latter retries.
const notFound = (error: unknown) => errorStatus(error) === 404;

/** /meetings/{id} (spec section 2, Meeting detail); back to /meetings. */
export function MeetingScreen() {
  const { id: rawId } = useParams();
  const id = parseMeetingId(rawId);
  const query = useMeeting(id ?? 0, id !== null);
  // Asked together with the meeting, not after it: the bottom bar is ready when the page is.
  useRate(id ?? 0, id !== null);
  return (
    <Page back="/meetings" title={query.data?.title}>
      {id === null ? (
        <ErrorScreen title={text.meetingNotFound} />
      ) : (
        <QueryView
          query={query}
          loading={text.meetingLoading}
          errorTitle={(error) => (notFound(error) ? text.meetingNotFound : text.meetingLoadFailed)}
          canRetry={(error) => !notFound(error)}
          retryLabel={text.retry}
        >
          {(meeting) => <MeetingView meeting={meeting} />}
        </QueryView>
      )}
    </Page>
  );
}

/**
 * Why the meeting cannot be joined, said beside the spec's 'Lístky? Už len vo sne' (which alone did
 * not tell an ended meeting from a sold-out one): ended, sold out, or registration closed.
 */
function MeetingState({ meeting }: { meeting: Meeting }) {
  if (meeting.is_cancelled)
    return (
      <StateLine>
        <Badge $tone="danger">{text.meetingCancelled}</Badge> {text.meetingCancelledHint}
      </StateLine>
    );
  const state =
    Date.parse(meeting.end_time) <= Date.now()
      ? { label: text.pastMeeting, tone: 'neutral' as const }
      : meeting.seats_left === 0
        ? { label: text.soldOut, tone: 'danger' as const }
        : !meeting.is_joinable
          ? { label: text.registrationClosed, tone: 'neutral' as const }
          : null;
  return state ? (
    <StateLine>
      <Badge $tone={state.tone}>{state.label}</Badge>
    </StateLine>
  ) : null;
}
