import { findLeaks } from '@tabula/game-kit/testing';
import { game } from './game';
import { secretsFor } from './secrets';
import { actors, cardOf, startedFour, testMatch } from './testMatch';
import { playerView } from './view';

const viewOf = (match: ReturnType<typeof testMatch>, seat: string | null) =>
  playerView({ G: match.state().G, ctx: match.state().ctx, playerID: seat });

describe('who sees the key', () => {
  it('shows it to both spymasters, never to a guesser or a spectator, and to everyone at the end', () => {
    const match = startedFour();
    const { G } = match.state();
    expect(viewOf(match, G.spymasters.blue!).key).toEqual(G.key);
    expect(viewOf(match, G.spymasters.red!).key).toEqual(G.key);
    for (const seat of ['1', '3', null]) expect(viewOf(match, seat).key).toBeNull();
    const { spymaster, guesser } = actors(G);
    match.as(spymaster)('giveClue', 'Zebrafish', 1);
    match.as(guesser)('guess', cardOf(match.state().G, 'assassin'));
    for (const seat of ['1', '3', null]) expect(viewOf(match, seat).key).toEqual(G.key);
  });

  it('at two seats, shows a seat the key while it thinks of its clue, not while it guesses', () => {
    const match = testMatch(2);
    match.as('0')('startPlay');
    const { spymaster } = { spymaster: match.state().G.spymasters[match.state().G.turn!.team]! };
    const other = spymaster === '0' ? '1' : '0';
    expect(viewOf(match, spymaster).key).not.toBeNull();
    expect(viewOf(match, other).key).not.toBeNull();
    match.as(spymaster)('giveClue', 'Zebrafish', 1);
    expect(viewOf(match, spymaster).key).toBeNull();
    expect(viewOf(match, null).key).toBeNull();
  });
});

describe('the leak harness', () => {
  it('finds a leak when guessers are sent the key (it can fail)', () => {
    const leaky = { ...game, playerView: ({ G }: { G: unknown }) => G };
    const leaks = findLeaks(leaky as typeof game, { numPlayers: 4, seeds: [1], secretsFor, maxMoves: 400 });
    expect(leaks.some((leak) => leak.viewer === null)).toBe(true);
    expect(leaks.some((leak) => leak.viewer !== null)).toBe(true);
  });
});
