import { describe, expect, it } from 'vitest';
import { CAMPAIGN, type ReportsWorld, eachReportsWorld } from '../../testing/reports';

let world: ReportsWorld;
eachReportsWorld((started) => (world = started));

describe('the games reports score', () => {
  it('come from the one scenario cache the player runner uses, built once on the context', async () => {
    expect(world.server.shared.scenarios.size).toBe(0);
    const { status } = await world.server.post('/api/getResponses', {
      token: world.owner,
      group: CAMPAIGN,
    });
    expect(status).toBe(200);
    // No player has entered: only the report compiled the campaign's scenario, in the shared cache.
    expect(world.server.shared.scenarios.size).toBe(1);
  });
});
