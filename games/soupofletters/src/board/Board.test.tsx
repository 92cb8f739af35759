import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Ctx } from 'boardgame.io';
import type { GameArgs } from '@tabula/game-kit';
import { moveSpies, renderBoard as renderGameBoard, seatArgs, testCtx } from '@tabula/game-kit/testing/board';
import { initialState } from '../game';
import { cellsOf, testGrid } from '../testMatch';
import type { SoupState } from '../types';
import { playerView } from '../view';
import { Board } from './Board';

jest.mock('react-i18next', () => require('./testI18n').reactI18nextMock);

const local = seatArgs('LocalFriend', ['Anna', 'Ben']);
const online = seatArgs('OnlineFriend', ['Anna', 'Ben']);
const againstComputer: GameArgs = {
  mode: 'AI',
  players: [
    { playerID: '0', name: 'You', you: true },
    { playerID: '1', name: 'Computer' },
  ],
  aiSeats: ['1'],
};

function renderBoard(G: SoupState, options: Partial<Ctx> & { playerID?: string | null; gameArgs?: GameArgs } = {}) {
  const { playerID, gameArgs = local, ...fields } = options;
  const ctx = testCtx({ turn: 2, phase: 'play', ...fields });
  const moves = moveSpies(['claim', 'pass', 'timeOut']);
  renderGameBoard(Board, { G: playerView({ G, ctx }), ctx, moves, playerID, gameArgs });
  return moves;
}

const grid = () => testGrid(initialState(2));
const cell = (index: number) => screen.getByTestId(`cell-${index}`);

describe('soupofletters board', () => {
  it('shows the letters upper case, the words to find and whose turn it is', () => {
    renderBoard(grid());
    expect(cell(0)).toHaveTextContent('C');
    expect(cell(0)).toHaveAccessibleName('C, row 1, column 1');
    expect(screen.getByTestId('word-list')).toHaveTextContent('ANTBEECATDOGFOXHENOWLSUN');
    expect(screen.getByTestId('turn-detail')).toHaveTextContent('Find a word in the grid');
  });

  it('claims a word clicked from its first letter to its last', async () => {
    const moves = renderBoard(grid());
    const [first, , last] = cellsOf('FOX');
    await userEvent.click(cell(first!));
    expect(cell(first!)).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(cell(last!));
    expect(moves.claim).toHaveBeenCalledWith({ cells: cellsOf('FOX') });
  });

  it('claims a word dragged across, backwards and diagonally too', () => {
    const moves = renderBoard(grid());
    const dog = cellsOf('DOG');
    fireEvent.pointerDown(cell(dog[0]!), { button: 0 });
    fireEvent.pointerMove(cell(dog[1]!));
    fireEvent.pointerUp(cell(dog[2]!));
    expect(moves.claim).toHaveBeenCalledWith({ cells: dog });
  });

  it('claims a word chosen with the keyboard: arrows, then Enter on the first and last letter', async () => {
    const moves = renderBoard(grid());
    act(() => cell(0).focus());
    await userEvent.keyboard('{Enter}{ArrowRight}{ArrowRight}{Enter}');
    expect(moves.claim).toHaveBeenCalledWith({ cells: cellsOf('CAT') });
  });

  it('sends nothing and says why for letters that are no word of the list, or not in a line', async () => {
    const moves = renderBoard(grid());
    await userEvent.click(cell(1));
    await userEvent.click(cell(3));
    expect(screen.getByTestId('claim-message')).toHaveTextContent('ATZ is not a word of the list still to find.');
    await userEvent.click(cell(0));
    await userEvent.click(cell(15));
    expect(screen.getByTestId('claim-message')).toHaveTextContent('A word runs in a straight line');
    expect(moves.claim).not.toHaveBeenCalled();
  });

  it('lets the player on turn pass', async () => {
    const moves = renderBoard(grid());
    await userEvent.click(screen.getByRole('button', { name: 'Pass' }));
    expect(moves.pass).toHaveBeenCalled();
  });

  it('takes no selection from a player whose turn it is not (online)', async () => {
    const moves = renderBoard(grid(), { currentPlayer: '1', playerID: '0', gameArgs: online });
    await userEvent.click(cell(0));
    await userEvent.click(cell(2));
    expect(moves.claim).not.toHaveBeenCalled();
    expect(screen.queryByTestId('pass-turn')).toBeNull();
    expect(screen.getByTestId('turn-detail')).toHaveTextContent('Ben is searching');
  });

  it('strikes found words through, names the finder and announces the last find', () => {
    const G = grid();
    G.hidden = G.hidden.filter((placement) => placement.word !== 'CAT');
    G.found = [{ word: 'CAT', cells: cellsOf('CAT'), by: '0' }];
    G.scores['0'] = 1;
    G.lastTurn = { kind: 'found', seat: '0', word: 'CAT' };
    renderBoard(G, { currentPlayer: '1' });
    expect(screen.getByTestId('word-CAT')).toHaveAttribute('data-found', '0');
    expect(screen.getByTestId('word-CAT')).toHaveAccessibleName('CAT, found by Anna');
    expect(cell(0)).toHaveAccessibleName('C, row 1, column 1, found by Anna');
    expect(screen.getByTestId('last-turn')).toHaveTextContent('Anna found CAT.');
    expect(screen.getByTestId('score-0')).toHaveTextContent('Anna: 1 word');
  });

  it('marks a found word under its letters, which stay readable, and rings the word found last', () => {
    const G = grid();
    G.hidden = G.hidden.filter((placement) => placement.word !== 'CAT' && placement.word !== 'DOG');
    G.found = [
      { word: 'CAT', cells: cellsOf('CAT'), by: '0' },
      { word: 'DOG', cells: cellsOf('DOG'), by: '1' },
    ];
    G.lastTurn = { kind: 'found', seat: '1', word: 'DOG' };
    renderBoard(G);
    const strokes = screen.getByTestId('word-strokes');
    expect(strokes).toContainElement(screen.getByTestId('stroke-CAT'));
    // The bands come first and the letters are stacked above them: no band is painted over a letter.
    for (const index of [...cellsOf('CAT'), ...cellsOf('DOG')]) {
      expect(strokes.compareDocumentPosition(cell(index)) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(cell(index)).toHaveStyle({ position: 'relative', zIndex: '1' });
    }
    expect(screen.getByTestId('soup-grid').lastElementChild).toHaveAttribute('role', 'row');
    expect(cell(cellsOf('DOG')[0]!)).toHaveTextContent('D');
    expect(screen.getByTestId('ring-DOG')).toBeInTheDocument();
    expect(screen.queryByTestId('ring-CAT')).toBeNull();
  });

  it('shows where the words nobody found were once the game is over', () => {
    renderBoard(grid(), { gameover: { draw: true } });
    expect(screen.getByTestId('word-OWL')).toHaveAccessibleName('OWL, nobody found it');
    expect(screen.getAllByTestId(/^stroke-/)).toHaveLength(8);
  });
});

describe('soupofletters board against the computer', () => {
  it('names the seat named "You" as the finder in the second person', () => {
    const G = grid();
    G.hidden = G.hidden.filter((placement) => placement.word !== 'CAT' && placement.word !== 'DOG');
    G.found = [
      { word: 'CAT', cells: cellsOf('CAT'), by: '0' },
      { word: 'DOG', cells: cellsOf('DOG'), by: '1' },
    ];
    G.lastTurn = { kind: 'found', seat: '1', word: 'DOG' };
    renderBoard(G, { gameArgs: againstComputer });
    expect(screen.getByTestId('word-CAT')).toHaveAccessibleName('CAT, found by you');
    expect(cell(0)).toHaveAccessibleName('C, row 1, column 1, found by you');
    expect(screen.getByTestId('word-DOG')).toHaveAccessibleName('DOG, found by Computer');
    expect(screen.getByTestId('last-turn')).toHaveTextContent('Computer found DOG.');
  });
});
