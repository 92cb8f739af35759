import { LAST, at, stateWithBoard } from './testPositions';
import { colourScore, initialState, legalPlacementsFor, problemOf, seatScores } from './rules';
import { ALL_PIECES, orientationsOf } from './pieces';
import type { ColourState } from './types';

const MONOMINO = 0;
const DOMINO = 1;
const V_TROMINO = 3;
const L_PENTOMINO = 11;

describe('cornerus placement rules', () => {
  it('makes a colour first piece cover its own corner', () => {
    const G = initialState();
    expect(problemOf(G, 0, at(L_PENTOMINO, 0, 1, 0))).toBe('startCorner');
    expect(problemOf(G, 0, at(L_PENTOMINO, 0, 0, 0))).toBeNull();
    // Yellow's corner is the top-right one: the L turned to end in (19, 0).
    expect(problemOf(G, 1, at(L_PENTOMINO, 0, 0, 0))).toBe('startCorner');
    expect(problemOf(G, 1, at(L_PENTOMINO, 4, LAST - 3, 0))).toBeNull();
    expect(problemOf(G, 2, at(MONOMINO, 0, LAST, LAST))).toBeNull();
    expect(problemOf(G, 3, at(MONOMINO, 0, 0, LAST))).toBeNull();
  });

  it('refuses squares off the board or on occupied cells', () => {
    const G = stateWithBoard(['B']);
    expect(problemOf(G, 0, at(DOMINO, 0, LAST, 5))).toBe('offBoard');
    expect(problemOf(G, 0, at(DOMINO, 0, -1, 1))).toBe('offBoard');
    expect(problemOf(G, 1, at(DOMINO, 0, 0, 0))).toBe('occupied');
  });

  it('refuses an edge contact with the own colour even with a corner contact', () => {
    // Blue on (0,0) and (1,0); a domino on (2,1)-(3,1) touches (1,0) at a corner only: legal.
    const G = stateWithBoard(['BB']);
    expect(problemOf(G, 0, at(DOMINO, 0, 2, 1))).toBeNull();
    // On (1,1)-(2,1) it touches (1,0) along an edge, though (0,0) is at its corner.
    expect(problemOf(G, 0, at(DOMINO, 0, 1, 1))).toBe('ownEdge');
    // Placed at (2,0)-(3,0) it touches (1,0) along its edge.
    expect(problemOf(G, 0, at(DOMINO, 0, 2, 0))).toBe('ownEdge');
  });

  it('asks a later piece to touch the own colour at a corner', () => {
    const G = stateWithBoard(['B']);
    expect(problemOf(G, 0, at(DOMINO, 0, 3, 3))).toBe('noCorner');
    expect(problemOf(G, 0, at(DOMINO, 0, 1, 1))).toBeNull();
  });

  it('allows edge contact with other colours', () => {
    // Blue on (0,0) and (0,3); Red on (2,1) and (2,2).
    const G = stateWithBoard(['B..', '..R', '..R', 'B..']);
    expect(problemOf(G, 0, at(DOMINO, 1, 1, 1))).toBeNull(); // Blue (1,1)-(1,2) along Red's edge
    expect(problemOf(G, 2, at(MONOMINO, 0, 1, 3))).toBeNull(); // Red (1,3) along Blue's edge, at Red's corner
    expect(problemOf(G, 2, at(V_TROMINO, 0, 3, 1))).toBe('ownEdge');
  });

  it('lists exactly the legal placements', () => {
    const G = stateWithBoard(['B', '.', '..Y']);
    const listed = legalPlacementsFor(G, 0);
    const key = (c: { piece: number; orientation: number; x: number; y: number }) => `${c.piece}/${c.orientation}/${c.x}/${c.y}`;
    const brute = new Set<string>();
    for (const piece of ALL_PIECES)
      orientationsOf(piece).forEach((_, orientation) => {
        for (let y = -1; y <= 20; y += 1)
          for (let x = -1; x <= 20; x += 1)
            if (problemOf(G, 0, { piece, orientation, x, y }) === null) brute.add(key({ piece, orientation, x, y }));
      });
    expect(new Set(listed.map(key))).toEqual(brute);
    expect(listed).toHaveLength(brute.size);
    expect(brute.size).toBeGreaterThan(50);
  });

  it('lists nothing for a colour that stopped playing', () => {
    const G = initialState();
    G.colours[0]!.end = 'ended';
    expect(legalPlacementsFor(G, 0)).toEqual([]);
    expect(legalPlacementsFor(G, 1).length).toBeGreaterThan(0);
  });
});

describe('cornerus scores', () => {
  const colour = (remaining: number[], lastPiece: number | null): ColourState => ({ remaining, end: 'ended', lastPiece });

  it('counts minus the squares left, +15 with all pieces placed, +5 more with the monomino last', () => {
    expect(colourScore(colour([...ALL_PIECES], null))).toBe(-89);
    expect(colourScore(colour([MONOMINO, L_PENTOMINO], 4))).toBe(-6);
    expect(colourScore(colour([], L_PENTOMINO))).toBe(15);
    expect(colourScore(colour([], MONOMINO))).toBe(20);
  });

  it('adds both colours for each of two players', () => {
    const G = initialState();
    G.colours[0]!.remaining = [MONOMINO];
    G.colours[1]!.remaining = [DOMINO];
    G.colours[2]!.remaining = [];
    G.colours[2]!.lastPiece = MONOMINO;
    G.colours[3]!.remaining = [L_PENTOMINO];
    expect(seatScores(G, 2)).toEqual({ '0': -3, '1': 15 });
  });

  it('leaves Green out of the scores with three players', () => {
    const G = initialState();
    for (const state of G.colours) state.remaining = [MONOMINO];
    G.colours[3]!.remaining = [];
    expect(seatScores(G, 3)).toEqual({ '0': -1, '1': -1, '2': -1 });
    expect(seatScores(G, 4)).toEqual({ '0': -1, '1': -1, '2': -1, '3': 15 });
  });
});
