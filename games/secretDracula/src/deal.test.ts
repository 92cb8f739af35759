import { Client } from 'boardgame.io/client';
import { withSeededChance } from '@tabula/game-kit';
import { game } from './game';
import type { SecretDraculaState } from './types';

/** The roles and the policy deck of a new match of five, as the server holds them. */
function dealt(rules: typeof game) {
  const client = Client({ game: { ...rules, seed: 'same seed', playerView: undefined }, numPlayers: 5, debug: false });
  client.start();
  const G = client.getState()!.G as unknown as SecretDraculaState;
  return { roles: G.roles, drawPile: G.drawPile };
}

describe('the deal', () => {
  it('comes from the cryptographic source: the same match seed gives other roles and another deck', () => {
    // From boardgame.io's seeded stream both matches would deal alike, and a seat could compute the roles.
    expect(dealt(game)).not.toEqual(dealt(game));
  });

  it('deals alike with the seeded stand-in tests use, so that the check above can fail', () => {
    expect(dealt(withSeededChance(game))).toEqual(dealt(withSeededChance(game)));
  });
});
