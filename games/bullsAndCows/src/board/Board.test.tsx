import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { moveSpies, renderBoard as renderGameBoard, seatArgs } from '@tabula/game-kit/testing/board';
import { initialState } from '../game';
import type { BullsAndCowsState } from '../types';
import { Board } from './Board';

jest.mock('react-i18next', () => require('./testI18n').reactI18nextMock);

const args = seatArgs('AI', ['Ana'], { aiSeats: [] });

function renderBoard(G: BullsAndCowsState, gameover?: unknown) {
  const moves = moveSpies(['placeSymbol', 'guess']);
  renderGameBoard(Board, { G, ctx: { numPlayers: 1, phase: 'play', gameover }, moves, playerID: '0', gameArgs: args });
  return moves;
}

describe('bullsAndCows board', () => {
  it('puts a tapped colour into the selected slot and moves on to the next slot', async () => {
    const moves = renderBoard(initialState());
    await userEvent.click(screen.getByRole('button', { name: 'Slot 3: empty' }));
    await userEvent.click(screen.getByRole('button', { name: 'Put C, red in slot 3' }));
    expect(moves.placeSymbol).toHaveBeenCalledWith(2, 2);
    expect(screen.getByRole('button', { name: 'Put A, black in slot 4' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guess' })).toBeDisabled();
  });

  it('sends the guess once every slot is filled, and shows the attempts left', async () => {
    const moves = renderBoard({ ...initialState(), draft: [0, 1, 2, 3] });
    expect(screen.getByTestId('status')).toHaveTextContent('10 attempts left');
    await userEvent.click(screen.getByRole('button', { name: 'Guess' }));
    expect(moves.guess).toHaveBeenCalledWith();
  });

  it('lists earlier guesses newest first with their hints, and reveals the code only at the end', () => {
    const attempts = [
      { guess: [0, 1, 2, 3], hints: { bulls: 1, cows: 2, misses: 1 } },
      { guess: [3, 2, 1, 0], hints: { bulls: 0, cows: 4, misses: 0 } },
    ];
    renderBoard({ ...initialState({ limitOfAttempts: 4 }), attempts });
    const rows = screen.getAllByTestId('attempt');
    expect(rows[0]).toHaveTextContent('02');
    expect(rows[1]).toHaveAccessibleName(/^Attempt 1: A, black; B, brown; C, red; D, light blue; 1 bulls, 2 cows, 1 misses$/);
    expect(screen.queryByTestId('revealed-code')).not.toBeInTheDocument();
  });

  it('draws a bull as a filled peg and a cow as a ring, never a cross, and explains them', () => {
    const attempts = [{ guess: [0, 1, 2, 3], hints: { bulls: 1, cows: 2, misses: 1 } }];
    renderBoard({ ...initialState(), attempts, draft: [0, 1, 2, 4] });
    const [row] = screen.getAllByTestId('attempt');
    const kinds = [...row!.querySelectorAll('[data-hint]')].map((peg) => peg.getAttribute('data-hint'));
    expect(kinds).toEqual(['bulls', 'cows', 'cows', 'misses']);
    expect(row).not.toHaveTextContent(/[✓✗∅]/);
    // The draft differs from every earlier guess by a colour: it may be checked.
    expect(screen.getByRole('button', { name: 'Guess' })).toBeEnabled();
    expect(screen.getByTestId('guess-note')).toBeEmptyDOMElement();
    const legend = screen.getByRole('list', { name: 'What the hints mean' });
    expect(legend).toHaveTextContent('Bull: right colour, right place');
    expect(legend).toHaveTextContent('Cow: right colour, wrong place');
    expect(legend).toHaveTextContent('Not in the code');
  });

  it('keeps the legend out until there is a hint to read', () => {
    renderBoard(initialState());
    expect(screen.queryByTestId('hint-legend')).toBeNull();
  });

  it('refuses a guess already tried, saying which attempt it repeats', () => {
    const attempts = [
      { guess: [0, 1, 2, 3], hints: { bulls: 1, cows: 2, misses: 1 } },
      { guess: [3, 2, 1, 0], hints: { bulls: 0, cows: 4, misses: 0 } },
    ];
    const moves = renderBoard({ ...initialState(), attempts, draft: [0, 1, 2, 3] });
    const guess = screen.getByRole('button', { name: 'Guess' });
    expect(guess).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('You already tried this guess (attempt 1): change a colour first.');
    expect(guess).toHaveAccessibleDescription('You already tried this guess (attempt 1): change a colour first.');
    expect(moves.guess).not.toHaveBeenCalled();
  });

  it('gives the black and brown pegs a light rim, so they show on the dark page', () => {
    renderBoard({ ...initialState(), draft: [0, 1, null, null] });
    const blackPeg = screen.getByRole('button', { name: 'Slot 1: A, black' }).firstElementChild;
    expect(blackPeg).toHaveStyle({ border: '2px solid #b0bec5' });
  });

  it('shows the lost game with the code and no guess controls', () => {
    const attempts = [
      [3, 2, 1, 0],
      [2, 3, 1, 0],
      [1, 2, 3, 0],
      [3, 2, 0, 1],
    ].map((guess) => ({ guess, hints: { bulls: 0, cows: 4, misses: 0 } }));
    renderBoard({ ...initialState({ limitOfAttempts: 4 }), attempts, secret: 'code:0123' }, { winners: [] });
    expect(screen.getByTestId('status')).toHaveTextContent('Out of attempts');
    expect(screen.getByTestId('revealed-code')).toHaveAccessibleName('The code: A, black; B, brown; C, red; D, light blue');
    expect(screen.queryByRole('button', { name: 'Guess' })).not.toBeInTheDocument();
  });
});
