import { fireEvent, screen, within } from '@testing-library/react';
import type { Ctx, PlayerID } from 'boardgame.io';
import { moveSpies, renderBoard, seatArgs } from '@tabula/game-kit/testing/board';
import { tableState } from '../testTable';
import type { ZooParadeState } from '../types';
import { playerView } from '../view';
import { Board } from './Board';

jest.mock('react-i18next', () => require('./testI18n').reactI18nextMock);

const online = seatArgs('OnlineFriend', ['Ana', 'Bruno', 'Carla']);

const base = (treats = 5) =>
  tableState({
    hands: [
      [
        [0, 1],
        [1, 3],
      ],
      [
        [2, 1],
        [3, 4],
      ],
      [
        [4, 5],
        [0, 2],
      ],
    ],
    deck: [[1, 1]],
    treats,
  });

function show(G: ZooParadeState, currentPlayer: PlayerID, playerID: PlayerID | null) {
  const ctx: Partial<Ctx> = { numPlayers: 3, playOrder: ['0', '1', '2'], phase: 'play', currentPlayer };
  const moves = moveSpies(['play', 'discard', 'hint']);
  const view = playerView({ G, ctx: ctx as Ctx, playerID });
  renderBoard(Board, { G: view, ctx, moves, playerID, gameArgs: online });
  return moves;
}

describe('Zoo Parade board', () => {
  it('hides the seat its own cards and shows the others', () => {
    show(base(), '0', '0');
    expect(within(screen.getByTestId('hand-0')).getAllByRole('button', { name: /Unknown card/ })).toHaveLength(2);
    expect(within(screen.getByTestId('hand-1')).getByRole('img', { name: 'frog 1' })).toBeInTheDocument();
    expect(screen.getByText('Score 0')).toBeInTheDocument();
  });

  it('plays or discards the chosen card by its id', () => {
    const moves = show(base(), '0', '0');
    const play = screen.getByRole('button', { name: 'Play' });
    expect(play).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Unknown card, slot 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(moves.discard).toHaveBeenCalledWith(1);
    fireEvent.click(screen.getByRole('button', { name: 'Unknown card, slot 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(moves.play).toHaveBeenCalledWith(0);
  });

  it('offers only hints that point at a card, and sends them', () => {
    const moves = show(base(), '0', '0');
    const hints = screen.getByTestId('hints-1');
    expect(within(hints).getByRole('button', { name: 'Hint: value 2' })).toBeDisabled();
    fireEvent.click(within(hints).getByRole('button', { name: 'Hint: frog' }));
    expect(moves.hint).toHaveBeenCalledWith('1', 'colour', 2);
  });

  it('refuses discarding with all 8 treats and offers nothing out of turn', () => {
    show(base(8), '0', '0');
    fireEvent.click(screen.getByRole('button', { name: 'Unknown card, slot 1' }));
    expect(screen.getByRole('button', { name: 'Discard' })).toBeDisabled();
  });

  it('offers nothing to a seat out of turn, and shows a spectator no card before the end', () => {
    show(base(), '1', '0');
    expect(screen.queryByRole('button', { name: 'Play' })).toBeNull();
    expect(screen.queryByTestId('hints-1')).toBeNull();
  });

  it('shows a spectator no card in any hand before the end', () => {
    show(base(), '0', null);
    expect(screen.queryByRole('img', { name: 'frog 1' })).toBeNull();
    expect(screen.getByText('Spectators see the hands only at the end')).toBeInTheDocument();
  });

  it('draws the animals as pictures, never as emoji a device may lack', () => {
    show(base(), '0', '0');
    const board = screen.getByTestId('zooparade-board');
    expect(board.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    const frog = within(screen.getByTestId('hand-1')).getByRole('img', { name: 'frog 1' });
    expect(frog.querySelector('svg')).not.toBeNull();
    expect(within(screen.getByTestId('parades')).getByRole('img', { name: 'polar bear 0' }).querySelector('svg')).not.toBeNull();
    expect(
      within(screen.getByTestId('hints-1')).getByRole('button', { name: 'Hint: whale' }).querySelector('svg'),
    ).not.toBeNull();
  });

  it('marks under a card the animals and values the hints still allow, each animal named', () => {
    const G = base();
    const whaleFour = G.hands['1']![1]!;
    whaleFour.knowledge.colours[2] = 'no';
    whaleFour.knowledge.values = ['no', 'no', 'no', 'yes', 'no'];
    whaleFour.clued = true;
    show(G, '0', '0');
    const marks = screen.getByTestId(`marks-${whaleFour.id}`);
    const animals = within(marks)
      .getAllByRole('img')
      .map((icon) => icon.getAttribute('aria-label'));
    expect(animals).toEqual(['flamingo', 'lion', 'whale', 'polar bear']);
    expect(marks).toHaveTextContent(/^4$/);
    expect(screen.getByTestId('marks-2')).toBeEmptyDOMElement();
  });

  it('trashed cards are listed under each animal by name', () => {
    show(
      tableState({
        hands: base().seats.map(() => [[0, 1]]),
        trash: [
          [1, 2],
          [1, 1],
          [3, 5],
        ],
      }),
      '0',
      '0',
    );
    const trash = screen.getByTestId('trash');
    expect(within(trash).getByRole('img', { name: 'lion' }).parentElement).toHaveTextContent('1 2');
    expect(within(trash).getByRole('img', { name: 'whale' }).parentElement).toHaveTextContent('5');
    expect(within(trash).queryByRole('img', { name: 'frog' })).toBeNull();
  });
});
