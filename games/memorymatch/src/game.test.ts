import { Client } from 'boardgame.io/client';
import { withSeededChance } from '@tabula/game-kit';
import type { PlayerID } from 'boardgame.io';
import { game } from './game';
import { CENTRE } from './grid';
import { PICTURES, pictureOf } from './pictures';
import { cardCell, startWith } from './testTable';
import type { MemoryState } from './types';

type TestClient = ReturnType<typeof startWith>;

/** Turns over cards by their numbers (1-24) as whoever is to move. */
function flip(client: TestClient, ...cards: number[]) {
  for (const card of cards) {
    client.updatePlayerID(client.getState()!.ctx.currentPlayer);
    client.moves.flipCard!(cardCell(card));
  }
}

function flipAs(client: TestClient, seat: PlayerID, cell: unknown) {
  client.updatePlayerID(seat);
  client.moves.flipCard!(cell);
}

const state = (client: TestClient) => client.getState()!;

describe('memorymatch deal', () => {
  it('sets up no card at all: the deal happens as the second phase begins', () => {
    const setup = game.setup!({} as never);
    expect(setup.cells).toEqual([]);
    const client = Client<MemoryState>({ game: { ...game, playerView: ({ G }) => G }, numPlayers: 2, debug: false });
    client.start();
    const { G, ctx } = client.getState()!;
    expect(ctx.phase).toBe('play');
    expect(G.cells).toHaveLength(25);
    expect(G.cells[CENTRE]).toBeNull();
    const faces = G.cells.flatMap((card) => (card ? [card.face!] : []));
    expect(faces).toHaveLength(24);
    expect(new Set(faces).size).toBe(24);
    const pictures = faces.map(pictureOf);
    expect(new Set(pictures).size).toBe(12);
    for (const picture of new Set(pictures)) expect(pictures.filter((p) => p === picture)).toHaveLength(2);
    for (const picture of pictures) expect(PICTURES).toContain(picture);
  });

  it('deals from the cryptographic source: two matches with the same seed get different layouts', () => {
    const layout = (rules: typeof game, seed: string) => {
      const client = Client<MemoryState>({ game: { ...rules, seed, playerView: ({ G }) => G }, numPlayers: 2, debug: false });
      client.start();
      return client.getState()!.G.cells.map((card) => card?.face ?? null);
    };
    expect(layout(game, 'a')).not.toEqual(layout(game, 'a'));
    // Only the source differs: a seeded stand-in gives the same seed the same layout.
    const seeded = withSeededChance(game);
    expect(layout(seeded, 'a')).toEqual(layout(seeded, 'a'));
  });
});

describe('memorymatch rules', () => {
  // boardgame.io logs every refused move; the tests assert the refusals themselves.
  beforeAll(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterAll(() => jest.restoreAllMocks());

  it('starts with every card face down and Player 1 to move', () => {
    const { G, ctx } = state(startWith());
    expect(G.faceUp).toEqual([]);
    expect(G.cells.every((card) => card === null || card.matchedBy === null)).toBe(true);
    expect(ctx.currentPlayer).toBe('0');
  });

  it('keeps the first card of a try face up and the same player on turn', () => {
    const client = startWith();
    flip(client, 1);
    expect(state(client).G.faceUp).toEqual([cardCell(1)]);
    expect(state(client).ctx.currentPlayer).toBe('0');
  });

  it('scores a pair and, with "stay in turn on a match" (the default), lets the same player go on', () => {
    const client = startWith();
    flip(client, 1, 2);
    const { G, ctx } = state(client);
    expect(G.pairs).toEqual({ '0': 1, '1': 0 });
    expect(G.cells[cardCell(1)]!.matchedBy).toBe('0');
    expect(G.cells[cardCell(2)]!.matchedBy).toBe('0');
    expect(G.faceUp).toEqual([]);
    expect(G.lastTry).toEqual({ seat: '0', cells: [cardCell(1), cardCell(2)], matched: true, number: 1 });
    expect(ctx.currentPlayer).toBe('0');
  });

  it('passes the turn after a pair when "stay in turn on a match" is off', () => {
    const client = startWith(undefined, { stayOnMatch: false });
    flip(client, 1, 2);
    expect(state(client).G.pairs['0']).toBe(1);
    expect(state(client).ctx.currentPlayer).toBe('1');
  });

  it('leaves a mismatch face up, passes the turn, and turns it back with the next player’s first card', () => {
    const client = startWith();
    flip(client, 1, 3);
    let { G, ctx } = state(client);
    expect(G.faceUp).toEqual([cardCell(1), cardCell(3)]);
    expect(G.lastTry).toMatchObject({ seat: '0', matched: false });
    expect(G.pairs).toEqual({ '0': 0, '1': 0 });
    expect(ctx.currentPlayer).toBe('1');
    flip(client, 5);
    ({ G, ctx } = state(client));
    expect(G.faceUp).toEqual([cardCell(5)]);
    expect(ctx.currentPlayer).toBe('1');
  });

  it('logs each try by card numbers (1-24) and whether it made a pair, and nothing for a refused card', () => {
    const client = startWith();
    flip(client, 1, 3);
    flipAs(client, '0', cardCell(5));
    flip(client, 5, 6);
    expect(state(client).G.log).toEqual([
      { key: 'miss', seat: '0', values: { first: 1, second: 3 } },
      { key: 'pair', seat: '1', values: { first: 5, second: 6 } },
    ]);
  });

  it('refuses a third card from the player who just missed', () => {
    const client = startWith();
    flip(client, 1, 3);
    const before = state(client);
    flipAs(client, '0', cardCell(5));
    expect(state(client).G).toEqual(before.G);
    expect(state(client).ctx.currentPlayer).toBe('1');
  });

  it('counts a pair only within one try by one player: a card left up by the other player turns back first', () => {
    const client = startWith();
    // Player 1 misses with the owl (card 1) and the lion (card 3); both stay up.
    flip(client, 1, 3);
    // Player 2 turns the other lion (card 4): the first player's cards turn back, no pair yet.
    flip(client, 4);
    expect(state(client).G.faceUp).toEqual([cardCell(4)]);
    expect(state(client).G.pairs['1']).toBe(0);
    // Having seen it, Player 2 turns card 3 again and makes the pair in their own try.
    flip(client, 3);
    expect(state(client).G.pairs).toEqual({ '0': 0, '1': 1 });
    expect(state(client).G.cells[cardCell(3)]!.matchedBy).toBe('1');
  });

  it.each([
    ['the face-up first card of the try', [1], () => cardCell(1)],
    ['a matched card', [1, 2], () => cardCell(1)],
    ['the empty centre', [], () => CENTRE],
    ['a cell off the grid', [], () => 25],
    ['a negative cell', [], () => -1],
    ['a cell that is not whole', [], () => 2.5],
    ['a string', [], () => '3'],
    ['nothing', [], () => undefined],
  ])('refuses %s without changing anything', (_name, before, target) => {
    const client = startWith();
    flip(client, ...before);
    const { G, ctx } = state(client);
    flipAs(client, ctx.currentPlayer, target());
    expect(state(client).G).toEqual(G);
    expect(state(client).ctx.turn).toBe(ctx.turn);
  });

  it('refuses a card from the seat that is not on turn', () => {
    const client = startWith();
    const before = state(client).G;
    flipAs(client, '1', cardCell(1));
    expect(state(client).G).toEqual(before);
  });

  it('ends after the 12th pair, the player with more pairs winning', () => {
    const client = startWith();
    // Player 1 finds the first 7 pairs, then misses; Player 2 finds the other 5.
    for (let pair = 0; pair < 7; pair += 1) flip(client, 2 * pair + 1, 2 * pair + 2);
    flip(client, 15, 17);
    for (let pair = 7; pair < 12; pair += 1) flip(client, 2 * pair + 1, 2 * pair + 2);
    expect(state(client).ctx.gameover).toEqual({ winner: '0', scores: { '0': 7, '1': 5 }, placings: { '0': 1, '1': 2 } });
    const over = state(client).G;
    flipAs(client, '1', cardCell(1));
    expect(state(client).G).toEqual(over);
  });

  it('ends 6-6 as a draw', () => {
    const client = startWith();
    for (let pair = 0; pair < 6; pair += 1) flip(client, 2 * pair + 1, 2 * pair + 2);
    flip(client, 13, 15);
    expect(state(client).ctx.gameover).toBeUndefined();
    for (let pair = 6; pair < 12; pair += 1) flip(client, 2 * pair + 1, 2 * pair + 2);
    expect(state(client).ctx.gameover).toEqual({ draw: true, scores: { '0': 6, '1': 6 }, placings: { '0': 1, '1': 1 } });
  });

  it('enumerates exactly the face-down cards for the seat to move, and nothing for the other', () => {
    const client = startWith();
    flip(client, 1, 2, 3);
    const { G, ctx } = state(client);
    const cells = (game.ai!.enumerate(G, ctx, '0') as Array<{ args: number[] }>).map((m) => m.args[0]);
    expect(cells).toHaveLength(21);
    expect(cells).not.toContain(cardCell(1));
    expect(cells).not.toContain(cardCell(3));
    expect(cells).not.toContain(CENTRE);
    expect(game.ai!.enumerate(G, ctx, '1')).toEqual([]);
    // After a miss the next player may turn either of the missed cards (they turn back first).
    flip(client, 5);
    const next = state(client);
    const offered = (game.ai!.enumerate(next.G, next.ctx, '1') as Array<{ args: number[] }>).map((m) => m.args[0]);
    expect(offered).toContain(cardCell(3));
    expect(offered).toContain(cardCell(5));
    expect(offered).toHaveLength(22);
  });

  it('checks the settings it is given', () => {
    expect(game.validateSetupData!({ stayOnMatch: false }, 2)).toBeUndefined();
    expect(game.validateSetupData!(undefined, 2)).toBeUndefined();
    expect(game.validateSetupData!({ stayOnMatch: 'yes' }, 2)).toBeDefined();
    expect(game.validateSetupData!({ pairs: 30 }, 2)).toBeDefined();
  });
});
