import { fireEvent, screen, within } from '@testing-library/react';
import type { Ctx, PlayerID } from 'boardgame.io';
import type { GameArgs } from '@tabula/game-kit';
import { moveSpies, renderBoard, seatArgs } from '@tabula/game-kit/testing/board';
import { tableState } from '../testTable';
import type { BombsAndBunniesState, CardKind } from '../types';
import { playerView } from '../view';
import { Board } from './Board';

jest.mock('react-i18next', () => require('./testI18n').reactI18nextMock);

const online = seatArgs('OnlineFriend', ['Ana', 'Bruno', 'Carla']);
const MOVES = ['place', 'bet', 'pass', 'flip', 'discard', 'discardAtRandom'] as const;

function show(G: BombsAndBunniesState, playerID: PlayerID | null, gameArgs: GameArgs = online) {
  const ctx: Partial<Ctx> = { numPlayers: G.seats.length, playOrder: G.seats, currentPlayer: G.toAct };
  const moves = moveSpies([...MOVES]);
  const view = playerView({ G, ctx: ctx as Ctx, playerID });
  renderBoard(Board, { G: view, ctx, moves, playerID, gameArgs });
  return moves;
}

const hands = (): CardKind[][] => [
  ['bunny', 'bunny', 'bomb'],
  ['bunny', 'bunny', 'bunny'],
  ['bunny', 'bunny', 'bomb'],
];

describe('Bombs & Bunnies board', () => {
  it('shows the seat its own hand and stack, the others\u2019 stacks face down, and places by kind', () => {
    const G = tableState({ hands: hands(), stacks: [['bunny'], ['bomb'], ['bunny']] });
    const moves = show(G, '0');
    expect(screen.getByText('Place another card, or open the betting')).toBeInTheDocument();
    expect(within(screen.getByTestId('seat-1')).getByRole('img', { name: 'A card face down' })).toBeInTheDocument();
    expect(within(screen.getByTestId('seat-1')).queryByRole('img', { name: 'Bomb' })).toBeNull();
    expect(within(screen.getByTestId('seat-0')).getByRole('img', { name: 'Bunny' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Place a bomb' }));
    expect(moves.place).toHaveBeenCalledWith('bomb');
    fireEvent.click(screen.getByRole('button', { name: 'Bet 1' }));
    expect(moves.bet).toHaveBeenCalledWith(1);
  });

  it('offers no move to a seat that is not to play, and none to a spectator', () => {
    const G = tableState({ hands: hands(), stacks: [['bunny'], ['bomb'], ['bunny']] });
    show(G, '1');
    expect(screen.queryByRole('button', { name: /Place/ })).toBeNull();
    expect(screen.queryByTestId('bet-panel')).toBeNull();
  });

  it('lets a bidder raise to any legal amount or pass', () => {
    const G = tableState({
      hands: hands(),
      stacks: [['bunny'], ['bomb', 'bunny'], ['bunny']],
      toAct: '1',
      state: { step: 'betting', bet: { seat: '0', amount: 1 } },
    });
    const moves = show(G, '1');
    expect(screen.getByText('Bet 1 · Ana')).toBeInTheDocument();
    expect(within(screen.getByTestId('seat-0')).getByText('Highest bet')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Higher' }));
    fireEvent.click(screen.getByRole('button', { name: 'Bet 3' }));
    expect(moves.bet).toHaveBeenCalledWith(3);
    fireEvent.click(screen.getByRole('button', { name: 'Pass' }));
    expect(moves.pass).toHaveBeenCalled();
  });

  it('lets the challenger flip its own stack first, then any other stack with a card face down', () => {
    const base = { hands: hands(), stacks: [['bunny'], ['bomb'], ['bunny']] as CardKind[][] };
    const own = tableState({ ...base, state: { step: 'revealing', bet: { seat: '0', amount: 2 }, passed: ['1', '2'] } });
    const moves = show(own, '0');
    expect(screen.getByText('Flip your own stack first, top card first')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Bruno/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: "Flip the top card of Ana's stack" }));
    expect(moves.flip).toHaveBeenCalledWith('0');
  });

  it('shows flipped cards to everyone and offers the other stacks once the own is flipped', () => {
    const G = tableState({
      hands: hands(),
      stacks: [['bunny'], ['bomb'], ['bunny']],
      state: { step: 'revealing', bet: { seat: '0', amount: 2 }, passed: ['1', '2'], flips: [{ seat: '0', kind: 'bunny' }] },
    });
    const moves = show(G, '0');
    expect(screen.getByText('1 / 2 bunnies flipped')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: "Flip the top card of Carla's stack" }));
    expect(moves.flip).toHaveBeenCalledWith('2');
  });

  it('gives the bomb\u2019s owner the random draw, and the challenger nothing to choose', () => {
    const G = tableState({
      hands: hands(),
      stacks: [[], ['bomb'], ['bunny']],
      toAct: '1',
      state: {
        step: 'penalty',
        bet: { seat: '0', amount: 2 },
        flips: [{ seat: '1', kind: 'bomb' }],
        penalty: { challenger: '0', bombOwner: '1' },
      },
    });
    const moves = show(G, '1');
    expect(screen.getByText('Your bomb stopped Ana: take one of their cards at random')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Take a card at random' }));
    expect(moves.discardAtRandom).toHaveBeenCalled();
  });

  it('lets the challenger choose the card it loses after its own bomb, and tells the last round', () => {
    const G = tableState({
      hands: [['bunny', 'bunny', 'bomb'], ['bunny'], ['bunny']],
      stacks: [[], ['bunny'], ['bunny']],
      lost: [['bunny'], [], []],
      state: {
        step: 'penalty',
        bet: { seat: '0', amount: 1 },
        flips: [{ seat: '0', kind: 'bomb' }],
        penalty: { challenger: '0', bombOwner: '0' },
        lastOutcome: { challenger: '2', bet: 3, flips: [], result: 'won', bombOwner: null, eliminated: false },
      },
    });
    const moves = show(G, '0');
    fireEvent.click(screen.getByRole('button', { name: 'Lose a bunny' }));
    expect(moves.discard).toHaveBeenCalledWith('bunny');
    expect(screen.getByText('Carla met a bet of 3')).toBeInTheDocument();
    expect(within(screen.getByTestId('bombsAndBunnies-hand')).getByText('Your lost cards')).toBeInTheDocument();
  });
});
