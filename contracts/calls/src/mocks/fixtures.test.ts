import { callCancellation, callList, callRate, callReview, call, cancellationInfo, slotList, speakerList } from '..';
import { server } from '@app/shared/testing';
import { callFixtures, speakerFixtures } from './fixtures';
import { callsHandlers, createCallsMockState } from './handlers';

// The mocks must answer what the real server answers: the contract is the judge.
describe('calls mocks conform to the contract', () => {
  it('speakers and calls', () => {
    expect(speakerList.safeParse(speakerFixtures).success).toBe(true);
    expect(callList.safeParse(callFixtures()).success).toBe(true);
  });

  it('rejects a call without its review field, so the check above can fail', () => {
    const { review: _review, ...broken } = callFixtures()[0]!;
    expect(call.safeParse(broken).success).toBe(false);
  });

  it('every answer of the handlers, through a booking, a cancel and a review', async () => {
    const state = createCallsMockState();
    server.use(...callsHandlers(state));
    const api = async (path: string, init?: RequestInit) => {
      const response = await fetch(`http://localhost/api${path}`, { headers: { 'Content-Type': 'application/json' }, ...init });
      return { status: response.status, body: await response.json() };
    };
    // Two days ahead: every slot is more than 24 h away, so cancelling it is refunded.
    const later = new Date(Date.now() + 2 * 86_400_000);
    const date = `${later.getFullYear()}-${String(later.getMonth() + 1).padStart(2, '0')}-${String(later.getDate()).padStart(2, '0')}`;

    expect(speakerList.parse((await api('/calls/speakers')).body)).toHaveLength(3);
    const slots = slotList.parse((await api(`/calls/slots?speaker_id=1&date=${date}&tz=Europe/Bratislava`)).body);
    expect(slots.length).toBeGreaterThan(0);
    const [slot] = slots;
    const rate = callRate.parse(
      (await api(`/calls/rate?speaker_id=1&start_datetime=${slot!.start_dt}&end_datetime=${slot!.end_dt}`)).body,
    );
    expect(rate).toEqual({ price: 0, is_included: true, is_available: true });

    const booking = { speaker: 1, start_dt: slot!.start_dt, end_dt: slot!.end_dt, comment: 'Ahoj', expected_price: 0 };
    const booked = await api('/calls', { method: 'POST', body: JSON.stringify(booking) });
    expect(booked.status).toBe(201);
    const id = call.parse(booked.body).id;
    expect((await api('/calls', { method: 'POST', body: JSON.stringify(booking) })).status).toBe(409);
    expect(callList.parse((await api('/calls')).body)[0]!.id).toBe(id);

    expect(cancellationInfo.parse((await api(`/calls/${id}/cancel`)).body)).toMatchObject({
      is_cancellable: true,
      is_refunded: true,
    });
    const cancelled = await api(`/calls/${id}/cancel`, { method: 'POST' });
    expect(callCancellation.parse(cancelled.body).call.status).toBe('cancelled');
    expect((await api(`/calls/${id}/cancel`, { method: 'POST' })).status).toBe(409);

    const review = await api('/calls/2/review', { method: 'POST', body: JSON.stringify({ rating: 5, comment: 'Super' }) });
    expect(review.status).toBe(201);
    expect(callReview.parse(review.body).rating).toBe(5);
    expect((await api('/calls/2/review', { method: 'POST', body: JSON.stringify({ rating: 5 }) })).status).toBe(409);
    expect((await api('/calls/2/review', { method: 'POST', body: JSON.stringify({ rating: 6 }) })).body.field).toBe('rating');
    expect((await api('/calls/x/cancel')).body.field).toBe('id');
  });
});
