import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Ctx } from 'boardgame.io';
import type { GameArgs, LogLine, PlayerInfo } from '@tabula/game-kit';
import { GameLogList } from '@tabula/game-kit/ui';
import { moveSpies, renderBoard as renderGameBoard, seatArgs } from '@tabula/game-kit/testing/board';
import { initialState } from '../game';
import { CENTRE } from '../grid';
import { cardCell, orderedCells } from '../testTable';
import type { MemoryState, Seat } from '../types';
import { playerView } from '../view';
import { Board } from './Board';
import { TURN_BACK_MS } from './useMismatchShowing';

jest.mock('react-i18next', () => require('./testI18n').reactI18nextMock);

const local = seatArgs('LocalFriend', ['Player 1', 'Player 2']);
const online = seatArgs('OnlineFriend', ['Ana', 'Bruno']);

/** The dealt table of testTable (cards 1-2 owls, 3-4 lions, 5-6 elephants, ...), changed by `change`. */
function table(change: (G: MemoryState) => void = () => undefined): MemoryState {
  const G = { ...initialState(), cells: orderedCells() };
  change(G);
  return G;
}

function match(G: MemoryState, seat: Seat, ...cards: number[]) {
  for (const card of cards) G.cells[cardCell(card)]!.matchedBy = seat;
  G.pairs[seat] += cards.length / 2;
}

function renderBoard(
  G: MemoryState,
  options: Partial<Ctx> & { currentPlayer?: Seat; playerID?: string | null; gameArgs?: GameArgs } = {},
) {
  const { playerID, gameArgs = local, ...ctx } = options;
  const moves = moveSpies(['flipCard']);
  renderGameBoard(Board, { G: playerView({ G }), ctx: { phase: 'play', ...ctx }, moves, playerID, gameArgs });
  return { flipCard: moves.flipCard };
}

const playable = () => screen.getAllByRole('button').filter((button) => button.getAttribute('data-playable'));

describe('memorymatch board', () => {
  it('shows 24 face-down cards round an empty centre and turns over the clicked one', async () => {
    const { flipCard } = renderBoard(table());
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent("Player 1's turn");
    expect(screen.getAllByRole('button', { name: /face down$/ })).toHaveLength(24);
    expect(playable()).toHaveLength(24);
    expect(screen.getByTestId('centre')).not.toHaveAttribute('role', 'button');
    await userEvent.click(screen.getByRole('button', { name: 'Card 7, face down' }));
    expect(flipCard).toHaveBeenCalledWith(cardCell(7));
    await userEvent.click(screen.getByTestId('centre'));
    expect(flipCard).toHaveBeenCalledTimes(1);
  });

  it('shows the first card of a try by its picture and asks for a second', async () => {
    const { flipCard } = renderBoard(table((G) => void (G.faceUp = [cardCell(3)])));
    const lion = screen.getByRole('button', { name: 'Card 3: lion' });
    expect(lion).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByTestId('turn-detail')).toHaveTextContent('Turn over a second card');
    await userEvent.click(lion);
    expect(flipCard).not.toHaveBeenCalled();
    expect(playable()).toHaveLength(23);
  });

  it('keeps found pairs face up in the finder’s colour and counts them', () => {
    renderBoard(
      table((G) => {
        match(G, '0', 1, 2);
        match(G, '1', 3, 4, 5, 6);
        G.lastTry = { seat: '0', cells: [cardCell(1), cardCell(2)], matched: true, number: 3 };
      }),
    );
    expect(screen.getByRole('button', { name: 'Card 1: owl, pair found by Player 1, turned in the last try' })).toHaveAttribute(
      'data-matched-by',
      '0',
    );
    expect(screen.getByRole('button', { name: 'Card 5: elephant, pair found by Player 2' })).toBeInTheDocument();
    expect(screen.getByTestId('pairs-0')).toHaveTextContent('1 pair');
    expect(screen.getByTestId('pairs-1')).toHaveTextContent('2 pairs');
    expect(screen.getByTestId('last-try')).toHaveTextContent('Last try: Player 1 found a pair (owl).');
    expect(screen.getByTestId('turn-detail')).toHaveTextContent('A pair! Player 1 goes on');
  });

  it('shows a miss to everyone for a moment, ignoring clicks, then turns it back', async () => {
    jest.useFakeTimers();
    try {
      const missed = table((G) => {
        G.faceUp = [cardCell(1), cardCell(3)];
        G.lastTry = { seat: '0', cells: [cardCell(1), cardCell(3)], matched: false, number: 1 };
      });
      const { flipCard } = renderBoard(missed, { currentPlayer: '1' });
      expect(screen.getByRole('button', { name: 'Card 1: owl, turned in the last try' })).toBeInTheDocument();
      expect(screen.getByTestId('last-try')).toHaveTextContent('Player 1 turned over owl and lion, no pair.');
      expect(playable()).toHaveLength(0);
      act(() => jest.advanceTimersByTime(TURN_BACK_MS));
      expect(screen.getByRole('button', { name: 'Card 1, face down, turned in the last try' })).toHaveAttribute(
        'data-playable',
        'true',
      );
      expect(screen.getByTestId('last-try')).toHaveTextContent('Last try: Player 1 found no pair.');
      expect(playable()).toHaveLength(24);
      act(() => screen.getByRole('button', { name: 'Card 3, face down, turned in the last try' }).click());
      expect(flipCard).toHaveBeenCalledWith(cardCell(3));
    } finally {
      jest.useRealTimers();
    }
  });

  it('online, waits for the other player and does not dispatch', async () => {
    const { flipCard } = renderBoard(table(), { playerID: '1', gameArgs: online });
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent('Waiting for Ana');
    await userEvent.click(screen.getByRole('button', { name: 'Card 1, face down' }));
    expect(flipCard).not.toHaveBeenCalled();
    expect(playable()).toHaveLength(0);
  });

  it('tells a spectator whose turn it is, and takes no input', () => {
    renderBoard(table(), { currentPlayer: '1', playerID: null, gameArgs: online });
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent("Bruno's turn");
    expect(playable()).toHaveLength(0);
  });

  it('online, says "Your turn" to the player to move', () => {
    renderBoard(table(), { currentPlayer: '1', playerID: '1', gameArgs: online });
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent('Your turn');
    expect(playable()).toHaveLength(24);
  });

  it('moves over the grid with the arrow keys, through the empty centre, and turns a card with Enter or Space', async () => {
    const { flipCard } = renderBoard(table());
    act(() => screen.getByTestId(`card-${cardCell(1)}`).focus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    expect(screen.getByTestId(`card-${cardCell(12)}`)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByTestId('centre')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(flipCard).toHaveBeenLastCalledWith(CENTRE + 1);
    await userEvent.keyboard('{ArrowDown} ');
    expect(flipCard).toHaveBeenLastCalledWith(CENTRE + 6);
  });

  it('after the game, shows the final score and takes no input', async () => {
    const over = table((G) => {
      for (let pair = 0; pair < 12; pair += 1) match(G, pair < 7 ? '0' : '1', 2 * pair + 1, 2 * pair + 2);
    });
    const { flipCard } = renderBoard(over, { gameover: { winner: '0' } });
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent('Final score: Player 1 7, Player 2 5');
    expect(playable()).toHaveLength(0);
    await userEvent.click(screen.getByTestId(`card-${cardCell(1)}`));
    expect(flipCard).not.toHaveBeenCalled();
  });
});

describe('memorymatch log with the human named "You"', () => {
  const youAndComputer: PlayerInfo[] = [
    { playerID: '0', name: 'You', you: true },
    { playerID: '1', name: 'Computer' },
  ];

  it("words the lines about your own moves in the second person, the computer's in the third", () => {
    const lines: LogLine[] = [
      { key: 'pair', seat: '0', values: { first: 3, second: 7 } },
      { key: 'miss', seat: '1', values: { first: 1, second: 2 } },
      { key: 'miss', seat: '0', values: { first: 4, second: 9 } },
    ];
    render(<GameLogList lines={lines} gameNamespace="memorymatch" players={youAndComputer} />);
    expect(screen.getAllByRole('listitem').map((line) => line.textContent)).toEqual([
      'You turned over cards 3 and 7: a pair',
      'Computer turned over cards 1 and 2: no pair',
      'You turned over cards 4 and 9: no pair',
    ]);
  });
});
