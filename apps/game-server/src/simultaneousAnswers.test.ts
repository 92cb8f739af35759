// Every step in which several seats may act at once (a word each, a fleet each, Contra, "next
// round") must take every seat's answer, in whatever order the packets arrive: answers sent on one
// state id by all the seats are all applied. boardgame.io's master refuses a move made on an older
// state unless the move is declared with game-kit's answerMove; a game whose simultaneous step
// forgets it fails here. Runs over every online game, so a new game joins without touching it.
import type { Game, State } from 'boardgame.io';
import { Master } from 'boardgame.io/master';
import { createSimulator, seededRandom, type SeatAction } from '@tabula/game-kit';
import { loadOnlineGames } from './games';

/** Storage for one match, as boardgame.io's master reads and writes it. */
function oneMatchStorage(initial: State) {
  let state = initial;
  return {
    type: () => 1, // asynchronous
    fetch: async () => ({ state, metadata: { gameName: 'test', players: {}, createdAt: 0, updatedAt: 0 } }),
    setState: async (_matchID: string, next: State) => {
      state = next;
    },
    setMetadata: async () => undefined,
    current: () => state,
  };
}

/** The first states of seeded random play in which two or more seats may act at once. */
function simultaneousSteps(game: Game, numPlayers: number, wanted: number): State[] {
  const simulator = createSimulator(game);
  const found: State[] = [];
  const phasesSeen = new Set<string>();
  for (let seed = 1; seed <= 4 && found.length < wanted; seed += 1) {
    const random = seededRandom(seed);
    let state = simulator.initial(numPlayers, `answers-${seed}`);
    for (let step = 0; step < 600 && found.length < wanted; step += 1) {
      const actions = simulator.actions(state);
      if (actions.length === 0) break;
      const seats = new Set(actions.map((action) => action.playerID));
      const key = `${state.ctx.phase}|${[...seats].sort().join()}`;
      if (seats.size > 1 && !phasesSeen.has(key)) {
        phasesSeen.add(key);
        found.push(state);
      }
      state = simulator.apply(state, actions[Math.floor(random() * actions.length)]!);
    }
  }
  return found;
}

const PLAYER_COUNTS_TRIED = 2;

describe('answers that several seats make in one step', () => {
  it('are all applied when every seat answers on the same state id, in every online game', async () => {
    const games = await loadOnlineGames();
    const stepsChecked: string[] = [];
    for (const game of games) {
      const counts = Array.from(
        { length: Math.min(PLAYER_COUNTS_TRIED, (game.maxPlayers ?? 2) - (game.minPlayers ?? 2) + 1) },
        (_, i) => (game.minPlayers ?? 2) + i,
      );
      for (const numPlayers of counts) {
        for (const state of simultaneousSteps(game, numPlayers, 4)) {
          const simulator = createSimulator(game);
          const seats = [...new Set(simulator.actions(state).map((action) => action.playerID))];
          const answers = seats.map((seat) => simulator.actionsOf(state, seat)[0] as SeatAction);
          const storage = oneMatchStorage(state);
          const master = new Master(game, storage as never, { send: () => undefined, sendAll: () => undefined }, undefined);
          // Every seat answers the state it was shown: the same state id for all of them.
          for (const answer of answers) {
            const action = { type: 'MAKE_MOVE', payload: { type: answer.name, args: answer.args, playerID: answer.playerID } };
            await master.onUpdate(action as never, state._stateID, 'match', answer.playerID);
          }
          const where = `${game.name} (${numPlayers} players, phase ${state.ctx.phase}, seats ${seats.join(', ')})`;
          expect({ where, applied: storage.current()._stateID - state._stateID }).toEqual({ where, applied: answers.length });
          stepsChecked.push(where);
        }
      }
    }
    // The games with such steps today are all found (and any later one joins by itself).
    for (const name of ['hangman', 'seabattle', 'schafkopf', 'skat', 'sixtysix'])
      expect(stepsChecked.some((where) => where.startsWith(`${name} `))).toBe(true);
  }, 120_000);
});
