import type { Ctx, PlayerID } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { defineGame, type MoveContext } from './defineGame';
import {
  newPicks,
  pickedSeats,
  pickMove,
  picksHiddenFrom,
  picksSeenBy,
  pickStages,
  type SecretPicks,
  type SecretPicksView,
  startPicks,
} from './secretPicks';
import { seatsThatMayAct } from './seatsThatMayAct';
import { findLeaks } from './testing/hiddenInformation';

// A toy game of secret picks: three seats each pick a word of their own each round ("0-1-a": seat 0,
// round 1, choice a); the picks are revealed together and kept; after two rounds the match ends.
const CHOICES = ['a', 'b', 'c'];

interface State {
  round: SecretPicks<string>;
  revealed: Array<Record<PlayerID, string>>;
}
type View = Omit<State, 'round'> & { round: SecretPicksView<string> };

const word = (seat: PlayerID, round: number, choice: string) => `${seat}-${round}-${choice}`;
const legalPick = (G: State, seat: PlayerID, pick: unknown) =>
  typeof pick === 'string' && CHOICES.some((choice) => pick === word(seat, G.round.round, choice)) ? pick : null;

const reveal = ({ G, events }: MoveContext<State>, picks: Record<PlayerID, string>) => {
  G.revealed.push({ ...picks });
  G.round = newPicks(Object.keys(picks), G.round);
  if (G.revealed.length === 2) return events.endGame({ draw: true });
  startPicks(events, G.round);
};

const pick = pickMove<State, string>({ picksOf: (G: State) => G.round, legalPick, reveal });

const game = defineGame({
  name: 'secret-picks-test',
  minPlayers: 2,
  maxPlayers: 10,
  setup: ({ ctx }): State => ({ round: newPicks(ctx.playOrder), revealed: [] }),
  moves: { pick },
  turn: {
    onBegin: ({ G, events }) => startPicks(events, G.round),
    stages: pickStages({ pick }),
  },
  playerView: ({ G, playerID }) => ({ ...G, round: picksSeenBy(G.round, playerID ?? null) }),
  secrets: (G: State, _ctx: Ctx, viewer: PlayerID | null) => picksHiddenFrom(G.round, viewer),
  ai: {
    enumerate: (G: State, _ctx: Ctx, seat: PlayerID) =>
      CHOICES.map((choice) => ({ move: 'pick', args: [G.round.round, word(seat, G.round.round, choice)] })),
  },
});

function table() {
  const client = Client({ game, numPlayers: 3 });
  client.start();
  const as = (seat: PlayerID) => {
    client.updatePlayerID(seat);
    return client.moves;
  };
  // The whole state, not the view boardgame.io's client keeps for its player.
  const state = () => client.store.getState();
  const viewOf = (seat: PlayerID | null) => game.playerView!({ G: state().G, ctx: state().ctx, playerID: seat }) as View;
  return { as, state, viewOf };
}

describe('secret picks', () => {
  it('waits on the seats still choosing; a seat that picked goes aside', () => {
    const { as, state } = table();
    expect(seatsThatMayAct(state().ctx)).toEqual(['0', '1', '2']);
    as('1').pick!(1, '1-1-b');
    expect(seatsThatMayAct(state().ctx)).toEqual(['0', '2']);
    expect(pickedSeats(state().G.round)).toEqual(['1']);
  });

  it('shows a seat its own pick and who has picked, never what another picked', () => {
    const { as, viewOf } = table();
    as('0').pick!(1, '0-1-c');
    expect(viewOf('0').round).toEqual({ round: 1, mine: '0-1-c', seats: ['0', '1', '2'], picked: ['0'] });
    expect(viewOf('1').round).toEqual({ round: 1, mine: null, seats: ['0', '1', '2'], picked: ['0'] });
    expect(JSON.stringify(viewOf(null))).not.toContain('0-1-c');
  });

  it('lets a seat change its pick until the last seat picks, then reveals every pick together', () => {
    const { as, state } = table();
    as('0').pick!(1, '0-1-a');
    as('1').pick!(1, '1-1-a');
    as('0').pick!(1, '0-1-b');
    expect(state().G.revealed).toEqual([]);
    as('2').pick!(1, '2-1-c');
    expect(state().G.revealed).toEqual([{ '0': '0-1-b', '1': '1-1-a', '2': '2-1-c' }]);
    // The next round: everyone chooses again, nothing picked.
    expect(state().G.round.round).toBe(2);
    expect(seatsThatMayAct(state().ctx)).toEqual(['0', '1', '2']);
  });

  it('refuses a pick for another round, another seat\u2019s choice, an unknown one or the same again, and changes nothing', () => {
    const { as, state } = table();
    const before = JSON.stringify(state().G);
    const refused = jest.spyOn(console, 'error').mockImplementation(() => {});
    as('0').pick!(2, '0-2-a');
    as('0').pick!(1, '1-1-a');
    as('0').pick!(1, '0-1-z');
    as('0').pick!(1, { toString: () => '0-1-a' });
    expect(refused).toHaveBeenCalledTimes(4);
    expect(JSON.stringify(state().G)).toBe(before);
    // The same pick twice (a packet sent again) counts once.
    as('0').pick!(1, '0-1-a');
    const picked = JSON.stringify(state().G);
    as('0').pick!(1, '0-1-a');
    expect(refused).toHaveBeenCalledTimes(5);
    expect(JSON.stringify(state().G)).toBe(picked);
    refused.mockRestore();
    expect(seatsThatMayAct(state().ctx)).toEqual(['1', '2']);
  });

  it('never lets a seat or a spectator see another seat\u2019s pick before the reveal (seeded random play)', () => {
    const leaks = findLeaks(game, { numPlayers: 3, seeds: [1, 2, 3, 4, 5], secretsFor: game.secrets! });
    expect(leaks).toEqual([]);
  });

  it('declares the pick as a secret answer run by the server alone', () => {
    expect(pick).toMatchObject({ client: false, redact: true, ignoreStaleStateID: true });
  });
});
