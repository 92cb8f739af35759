import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Ctx } from 'boardgame.io';
import type { LogLine, PlayerInfo } from '@tabula/game-kit';
import { GameLogList } from '@tabula/game-kit/ui';
import { moveSpies, renderBoard as renderGameBoard, seatArgs } from '@tabula/game-kit/testing/board';
import type { HangmanState, Puzzle } from '../types';
import { Board } from './Board';

jest.mock('react-i18next', () => require('./testI18n').reactI18nextMock);

const online = seatArgs('OnlineFriend', ['Ana', 'Bruno']);

const hidden = (revealed: Array<string | null>, extra: Partial<Puzzle> = {}): Puzzle => ({
  word: null,
  hint: 'A fruit',
  revealed,
  guessed: [],
  mistakes: 0,
  ...extra,
});

function renderBoard(G: HangmanState, ctxFields: Partial<Ctx>, playerID: string | null = '0') {
  const moves = moveSpies(['setWord', 'guessLetter']);
  renderGameBoard(Board, { G, ctx: { phase: 'guess', ...ctxFields }, moves, playerID, gameArgs: online });
  return moves;
}

describe('hangman board', () => {
  it('asks for a secret word with its limits and sends it with the hint', async () => {
    const { setWord } = renderBoard(
      { puzzles: { '0': null, '1': null }, log: [] },
      { phase: 'setWords', activePlayers: { '0': null, '1': null } as never },
    );
    expect(screen.getByText('Letters only, 1 to 16; accents allowed')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Set word' });
    await userEvent.type(screen.getByTestId('word-input'), 'ice cream');
    expect(screen.getByText('Use 1 to 16 letters, with no spaces, digits or signs')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await userEvent.clear(screen.getByTestId('word-input'));
    await userEvent.type(screen.getByTestId('word-input'), 'Pêche');
    await userEvent.type(screen.getByTestId('hint-input'), 'A fruit');
    await userEvent.click(submit);
    expect(setWord).toHaveBeenCalledWith({ word: 'Pêche', hint: 'A fruit' });
  });

  it('after setting, shows the own word and waits for the other player', () => {
    const G: HangmanState = { puzzles: { '0': { ...hidden([null, null]), word: 'ok', hint: '' }, '1': null }, log: [] };
    renderBoard(G, { phase: 'setWords', activePlayers: { '1': null } as never });
    expect(screen.queryByTestId('word-input')).toBeNull();
    expect(screen.getByTestId('own-word')).toHaveTextContent('Your word: OK');
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent('Waiting for Bruno');
  });

  it('shows the guesser the blanks, hint, wrong letters and gallows, and guesses by tap and keyboard', async () => {
    const G: HangmanState = {
      puzzles: {
        '0': { word: 'kiwi', hint: '', revealed: [null, null, null, null], guessed: [], mistakes: 0 },
        '1': hidden([null, 'e', null, null, null], { guessed: ['e', 'z', 'q'], mistakes: 2 }),
      },
      log: [],
    };
    const { guessLetter } = renderBoard(G, {});
    expect(screen.getAllByTestId('word')[0]).toHaveAccessibleName('Word of 5 letters: _ E _ _ _');
    expect(screen.getByTestId('puzzle-0-hint')).toHaveTextContent('Hint: A fruit');
    expect(screen.getByTestId('puzzle-0-missed')).toHaveTextContent('Wrong letters: Z Q');
    expect(screen.getByTestId('puzzle-0-mistakes')).toHaveTextContent('Mistakes: 2/10');
    expect(screen.getAllByTestId('gallows')[0]).toHaveAttribute('data-parts', '2');
    await userEvent.click(screen.getByTestId('key-p'));
    expect(guessLetter).toHaveBeenLastCalledWith('p');
    await userEvent.click(screen.getByTestId('key-e'));
    expect(guessLetter).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(window, { key: 'É' });
    expect(guessLetter).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(window, { key: 'R' });
    expect(guessLetter).toHaveBeenLastCalledWith('r');
  });

  it('does not let the other seat guess, by tap or keyboard', () => {
    const G: HangmanState = {
      puzzles: {
        '0': { word: 'kiwi', hint: '', revealed: [null, null, null, null], guessed: [], mistakes: 0 },
        '1': hidden([null, null]),
      },
      log: [],
    };
    const { guessLetter } = renderBoard(G, {}, '1');
    expect(screen.getByTestId('key-a')).toBeDisabled();
    fireEvent.click(screen.getByTestId('key-a'));
    fireEvent.keyDown(window, { key: 'a' });
    expect(guessLetter).not.toHaveBeenCalled();
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent('Waiting for Ana');
  });

  it('at the end shows both words and each result', () => {
    const G: HangmanState = {
      puzzles: {
        '0': { word: 'kiwi', hint: '', revealed: ['k', 'i', 'w', 'i'], guessed: ['k', 'i', 'w'], mistakes: 0 },
        '1': { word: 'fig', hint: 'A fruit', revealed: [null, 'i', null], guessed: 'iabcdehjklm'.split(''), mistakes: 10 },
      },
      log: [],
    };
    renderBoard(G, { gameover: { winner: '1' } });
    expect(screen.getByTestId('puzzle-0-result')).toHaveTextContent('Ana made 10 mistakes: 0 points');
    expect(screen.getByTestId('puzzle-1-result')).toHaveTextContent('Bruno found the word: 100 points');
    expect(screen.getAllByTestId('word')[0]).toHaveAccessibleName('Word of 3 letters: F I G');
    expect(screen.queryByTestId('key-a')).toBeNull();
  });
});

describe('hangman log with the human named "You"', () => {
  const youAndComputer: PlayerInfo[] = [
    { playerID: '0', name: 'You', you: true },
    { playerID: '1', name: 'Computer' },
  ];

  it("words the lines about your own moves in the second person, the computer's in the third", () => {
    const lines: LogLine[] = [
      { key: 'wordChosen', seat: '1' },
      { key: 'letterFound', seat: '0', values: { letter: 'E', count: 2 } },
      { key: 'letterFound', seat: '0', values: { letter: 'T', count: 1 } },
      { key: 'letterMissed', seat: '0', values: { letter: 'Z' } },
      { key: 'solved', seat: '0', values: { word: 'TABLE' } },
    ];
    render(<GameLogList lines={lines} gameNamespace="hangman" players={youAndComputer} />);
    expect(screen.getAllByRole('listitem').map((line) => line.textContent)).toEqual([
      'Computer has chosen a word',
      'You guessed E: found 2 times',
      'You guessed T: found once',
      'You guessed Z: not in the word',
      'You found the word: TABLE',
    ]);
  });
});
