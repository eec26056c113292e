import { describe, expectTypeOf, it } from 'vitest';
import type { ParsedRequestOf, RequestOf, ResponseOf } from './core/call';
import type {
  adminCalls,
  authCalls,
  facilitatorCalls,
  gatewayCalls,
  playerCalls,
  portalCalls,
  scenarioCalls,
} from './index';

type Login = typeof authCalls.loginCustomer;

describe('call declarations as types', () => {
  it('types the loginCustomer request as the legacy body', () => {
    expectTypeOf<RequestOf<Login>>().toEqualTypeOf<{ filename: string; password: string }>();
  });

  it('does not compile a loginCustomer request without password', () => {
    // @ts-expect-error password is required
    const missing: RequestOf<Login> = { filename: 'acme' };
    expectTypeOf(missing).toEqualTypeOf<RequestOf<Login>>();
  });

  it('does not compile a number where a string is required', () => {
    // @ts-expect-error filename is a string
    const wrong: RequestOf<Login> = { filename: 42, password: 'secret' };
    expectTypeOf(wrong).toEqualTypeOf<RequestOf<Login>>();
  });

  it('takes the legacy text flags of an event and refuses a boolean team', () => {
    type Save = RequestOf<typeof scenarioCalls.saveSection>;
    type Event = Save['scenario'][number];
    expectTypeOf<Event['team']>().toEqualTypeOf<'true' | 'false' | undefined>();
    // @ts-expect-error team is 'true' | 'false'
    const event: Event = { id: '1', team: true };
    expectTypeOf(event.id).toBeString();
  });

  it('accepts the subscription as the select sends it and parses it to a level', () => {
    type Create = typeof adminCalls.createIndividualAccount;
    expectTypeOf<RequestOf<Create>['subscription']>().toEqualTypeOf<0 | 1 | 2 | '0' | '1' | '2'>();
    expectTypeOf<ParsedRequestOf<Create>['subscription']>().toEqualTypeOf<0 | 1 | 2>();
    expectTypeOf<ParsedRequestOf<Create>['months']>().toEqualTypeOf<number>();
  });

  it("types the facilitator's paused state as '' | 'true' | 'false'", () => {
    type Status = ResponseOf<typeof facilitatorCalls.getFacilitatorEvents>;
    expectTypeOf<Status['paused']>().toEqualTypeOf<'' | 'true' | 'false'>();
  });

  it('does not compile an ad-hoc event of type News', () => {
    type Send = RequestOf<typeof facilitatorCalls.sendFacilitatorEvents>;
    // @ts-expect-error sent events are Alert, Email or Social
    const news: Send = { token: 't', type: 'News' };
    expectTypeOf(news.token).toBeString();
  });

  it('lets one createOrder request carry either documented payload', () => {
    type Order = RequestOf<typeof portalCalls.createOrder>;
    const portal: Order = {
      token: 't',
      scenario: 's',
      username: 'u',
      identifier: 'i',
      date: '2026-1-1',
      private: true,
      count: 3,
    };
    const campaign: Order = { ...portal, branding: 'acme', players: [{ email: 'a@b' }] };
    expectTypeOf(campaign).toEqualTypeOf(portal);
  });

  it('answers loginToken with a session, the expired, not-started or not-found marker', () => {
    type Answer = ResponseOf<typeof playerCalls.loginToken>;
    expectTypeOf<Extract<Answer, { type: 'failed' }>['data']>().toEqualTypeOf<
      'expired' | 'notStarted' | 'Exercise not found'
    >();
  });

  it('declares the gateway delete by its path parameter', () => {
    expectTypeOf<RequestOf<typeof gatewayCalls.deleteClient>>().toEqualTypeOf<{ name: string }>();
  });
});
