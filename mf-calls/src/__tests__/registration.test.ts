import type { Call } from '@app/calls-contract';
import { callFixtures, callsHandlers, createCallsMockState, toInstant } from '@app/calls-contract/mocks';
import { server, testRuntime } from '@app/shared/testing';
import { callsSubtitle } from '../home-row';
import { register } from '../registration';

/** A scheduled call starting `days` days after `now` at `hour` local time. */
function scheduledOn(days: number, hour = 18, now = new Date()): Call {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days, hour, 0);
  return { ...callFixtures()[0]!, start_dt: toInstant(start), end_dt: toInstant(new Date(start.getTime() + 600_000)) };
}

describe("mf-calls' home row", () => {
  it('names the next booked call, its day and time on the device clock', async () => {
    const sooner = scheduledOn(3);
    const calls = [scheduledOn(5), { ...sooner, id: 9 }, { ...scheduledOn(2), id: 10, status: 'cancelled' as const }];
    server.use(...callsHandlers(createCallsMockState({ calls })));
    const { query } = register(testRuntime).homeRow!;
    const day = new Intl.DateTimeFormat('sk-SK', { weekday: 'long', day: 'numeric', month: 'long' }).format(
      new Date(sooner.start_dt),
    );
    const time = new Intl.DateTimeFormat('sk-SK', { hour: '2-digit', minute: '2-digit' }).format(new Date(sooner.start_dt));
    expect(query!.subtitle(await query!.queryFn(testRuntime))).toBe(`Najbližší hovor: ${day} o ${time}`);
  });

  it('says dnes and zajtra', () => {
    // A clock of the test's own (local 09:00 on the last day of a month): 'today 23:00' is still ahead.
    const now = new Date(2026, 10, 30, 9, 0);
    expect(callsSubtitle([scheduledOn(1, 18, now)], now)).toBe('Najbližší hovor: zajtra o 18:00');
    expect(callsSubtitle([scheduledOn(0, 23, now)], now)).toBe('Najbližší hovor: dnes o 23:00');
  });

  it('keeps the spec text (neutral) when only past or cancelled calls exist', () => {
    expect(callsSubtitle(callFixtures().filter((call) => call.status !== 'scheduled'))).toBeNull();
    expect(register(testRuntime).homeRow!.subtitle).toBe('Zatiaľ nemáte rezervovaný žiadny hovor');
  });

  it("shares the list screen's query key, so a booking there updates home", () => {
    expect(register(testRuntime).homeRow!.query!.queryKey).toEqual(['calls', 'list']);
  });
});
