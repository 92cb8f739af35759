import { fireEvent, screen, within } from '@testing-library/react';
import type { Ctx, PlayerID } from 'boardgame.io';
import { ASIDE_STAGE, type GameArgs, PICK_STAGE } from '@tabula/game-kit';
import { moveSpies, renderBoard, seatArgs } from '@tabula/game-kit/testing/board';
import { EGGS, FORK, MAYO, PIZZA, SANDWICH3 } from '../testCards';
import { tableState } from '../testTable';
import type { PicnicGoState } from '../types';
import { playerView } from '../view';
import { Board } from './Board';

jest.mock('react-i18next', () => require('./testI18n').reactI18nextMock);

const online = seatArgs('OnlineFriend', ['Ana', 'Bruno', 'Carla']);
const [p1, p2, p3] = PIZZA;
const [e1, e2] = EGGS;

const base = () =>
  tableState({
    hands: [
      [SANDWICH3[0]!, MAYO[0]!, p1!],
      [e1!, e2!, p2!],
      [p3!, PIZZA[3]!, PIZZA[4]!],
    ],
    played: [[FORK[0]!], [MAYO[1]!], []],
    cupcakes: [1, 0, 2],
  });

function show(
  G: PicnicGoState,
  stages: Record<PlayerID, string>,
  playerID: PlayerID | null,
  phase = 'play',
  gameArgs: GameArgs = online,
) {
  const ctx: Partial<Ctx> = { numPlayers: 3, playOrder: ['0', '1', '2'], phase, activePlayers: stages };
  const moves = moveSpies(['pick', 'ready']);
  const view = playerView({ G, ctx: ctx as Ctx, playerID });
  const result = renderBoard(Board, { G: view, ctx, moves, playerID, gameArgs });
  return { moves, ...result };
}

const picking = { '0': PICK_STAGE, '1': PICK_STAGE, '2': PICK_STAGE };

describe('Picnic Go board', () => {
  it('shows the round, the hand, and sends one card by its id', () => {
    const G = base();
    const { moves } = show(G, picking, '0');
    expect(screen.getByText('ROUND 1')).toBeInTheDocument();
    expect(screen.getByText('Select 1 more card')).toBeInTheDocument();
    fireEvent.click(within(screen.getByTestId('picnicgo-hand')).getByRole('button', { name: 'Pizza' }));
    expect(moves.pick).toHaveBeenCalledWith(G.picks.round, { cards: [p1] });
  });

  it('with "Use fork" takes two cards, sent in id order', () => {
    const G = base();
    const { moves } = show(G, picking, '0');
    fireEvent.click(screen.getByRole('button', { name: 'Use fork' }));
    expect(screen.getByText('Using fork!')).toBeInTheDocument();
    expect(screen.getByText('Select 2 more cards')).toBeInTheDocument();
    const hand = within(screen.getByTestId('picnicgo-hand'));
    fireEvent.click(hand.getByRole('button', { name: 'Mayo' }));
    expect(moves.pick).not.toHaveBeenCalled();
    fireEvent.click(hand.getByRole('button', { name: 'Beef sandwich' }));
    expect(moves.pick).toHaveBeenCalledWith(G.picks.round, { cards: [SANDWICH3[0], MAYO[0]] });
  });

  it('offers no fork to a seat without one', () => {
    show(base(), picking, '1');
    expect(screen.queryByRole('button', { name: 'Use fork' })).toBeNull();
  });

  it('shows who has chosen face down, never what, labels "(you)" and "(next)", and lets a seat aside change its choice', () => {
    const G = base();
    G.picks.picks = { '0': { cards: [p1!] }, '1': { cards: [e1!] }, '2': null };
    const { moves } = show(G, { '0': ASIDE_STAGE, '1': ASIDE_STAGE, '2': PICK_STAGE }, '0');
    expect(screen.getByText('You can change your choice until everyone has chosen')).toBeInTheDocument();
    expect(within(screen.getByTestId('seat-1')).getByRole('img', { name: 'A card face down' })).toBeInTheDocument();
    expect(within(screen.getByTestId('seat-2')).getByText('Choosing')).toBeInTheDocument();
    expect(within(screen.getByTestId('seat-0')).getByText('(you)')).toBeInTheDocument();
    expect(within(screen.getByTestId('seat-1')).getByText('(next)')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Deviled eggs' })).toBeNull();
    const hand = within(screen.getByTestId('picnicgo-hand'));
    expect(hand.getByRole('button', { name: 'Pizza' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(hand.getByRole('button', { name: 'Mayo' }));
    expect(moves.pick).toHaveBeenCalledWith(G.picks.round, { cards: [MAYO[0]] });
  });

  it('shows each tableau: cards taken, mayo waiting, forks, chips and cupcakes', () => {
    show(base(), picking, '2');
    const seat1 = within(screen.getByTestId('seat-1'));
    expect(seat1.getByText(/Mayo waiting: 1/)).toBeInTheDocument();
    expect(seat1.getByRole('img', { name: 'Mayo' })).toBeInTheDocument();
    expect(within(screen.getByTestId('seat-0')).getByText(/Forks: 1/)).toBeInTheDocument();
    expect(within(screen.getByTestId('seat-2')).getByText(/Cupcakes: 2/)).toBeInTheDocument();
  });

  it('shows the last reveal with the points each pick scored', () => {
    const G = base();
    G.lastReveal = [
      { seat: '0', cards: [SANDWICH3[1]!, MAYO[2]!], usedFork: true, points: 9 },
      { seat: '1', cards: [e1!], usedFork: false, points: 0 },
      { seat: '2', cards: [p3!], usedFork: false, points: 1 },
    ];
    show(G, picking, '1');
    const reveal = within(screen.getByTestId('reveal-0'));
    expect(reveal.getByRole('img', { name: 'Beef sandwich' })).toBeInTheDocument();
    expect(reveal.getByText('+9 · with a fork')).toBeInTheDocument();
  });

  it('shows a spectator no hand', () => {
    show(base(), picking, null);
    expect(screen.queryByTestId('picnicgo-hand')).toBeNull();
  });

  it('asks for "Ready" at a round end with the score sheet, and "End game" after round 3', () => {
    const G = base();
    G.roundOver = true;
    G.hands = { '0': [], '1': [], '2': [] };
    G.rounds = [{ round: 1, points: { '0': 12, '1': 4, '2': 7 } }];
    const { moves, unmount } = show(G, { '0': 'answer', '1': 'answer', '2': 'answer' }, '0', 'roundEnd');
    expect(screen.getByText('Round 1 over - ready for next round?')).toBeInTheDocument();
    expect(screen.getByTestId('round-1')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Ready' }));
    expect(moves.ready).toHaveBeenCalled();
    unmount();
    G.roundNumber = 3;
    show(G, { '1': 'answer', '2': 'answer' }, '0', 'roundEnd');
    expect(screen.getByText('Round 3 over - game over!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'End game' })).toBeNull();
    expect(screen.getByText('Waiting for other players')).toBeInTheDocument();
  });
});
