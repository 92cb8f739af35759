import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Ctx, PlayerID } from 'boardgame.io';
import { ASIDE_STAGE, type GameArgs, PICK_STAGE } from '@tabula/game-kit';
import { moveSpies, renderBoard, seatArgs, testCtx } from '@tabula/game-kit/testing/board';
import { CHOOSE_ROW_STAGE } from '../round';
import { tableState } from '../testTable';
import type { TakeSixState } from '../types';
import { playerView } from '../view';
import { Board, type TakeSixBoardProps } from './Board';
import { PLACE_STEP_MS } from './revealSteps';

jest.mock('react-i18next', () => require('./testI18n').reactI18nextMock);

const online = seatArgs('OnlineFriend', ['Ana', 'Bruno', 'Carla']);
const againstComputer: GameArgs = {
  mode: 'AI',
  players: [
    { playerID: '0', name: 'You', you: true },
    { playerID: '1', name: 'Computer 1' },
    { playerID: '2', name: 'Computer 2' },
  ],
  aiSeats: ['1', '2'],
};

const base = () =>
  tableState({
    hands: [
      [3, 27, 60],
      [50, 51, 99],
      [70, 71, 72],
    ],
    rows: [[10, 11], [20], [30, 35, 40], [45]],
    length: 'to66',
  });

function show(G: TakeSixState, stages: Record<PlayerID, string>, playerID: PlayerID | null, gameArgs: GameArgs = online) {
  const ctx: Partial<Ctx> = { numPlayers: 3, playOrder: ['0', '1', '2'], phase: 'play', activePlayers: stages };
  const moves = moveSpies(['pick', 'chooseRow', 'nextDeal']);
  const fullCtx = { ...ctx } as Ctx;
  const view = playerView({ G, ctx: fullCtx, playerID });
  const result = renderBoard(Board, { G: view, ctx, moves, playerID, gameArgs });
  return { moves, ...result };
}

describe('Take 6! board', () => {
  it('shows the four rows, the hand, and sends a pick for the open round', () => {
    const G = base();
    const { moves } = show(G, { '0': PICK_STAGE, '1': PICK_STAGE, '2': PICK_STAGE }, '0');
    expect(within(screen.getByTestId('takesix-rows')).getAllByRole('img')).toHaveLength(7);
    expect(screen.getByText('Choose a card to play')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Card 27, 1 bullheads' }));
    expect(moves.pick).toHaveBeenCalledWith(G.picks.round, { card: 27 });
  });

  it('shows who has picked face down, never what, and lets a seat aside change its pick', () => {
    const G = base();
    G.picks.picks = { '0': { card: 27 }, '1': { card: 99 }, '2': null };
    const { moves } = show(G, { '0': ASIDE_STAGE, '1': ASIDE_STAGE, '2': PICK_STAGE }, '0');
    expect(screen.getByText('You can change your card until everyone has chosen')).toBeInTheDocument();
    expect(within(screen.getByTestId('seat-1')).getByRole('img', { name: 'A card face down' })).toBeInTheDocument();
    expect(within(screen.getByTestId('seat-2')).getByText('Choosing')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Card 99/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Card 27, 1 bullheads' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Card 60, 3 bullheads' }));
    expect(moves.pick).toHaveBeenCalledWith(G.picks.round, { card: 60 });
  });

  it('lets the seat whose card is lower than every row choose any row, and tells the others who is choosing', () => {
    const G = base();
    G.hands = { '0': [27, 60], '1': [51, 99], '2': [71, 72] };
    G.reveal = {
      pickedCards: [
        { seat: '0', card: 3 },
        { seat: '1', card: 50 },
        { seat: '2', card: 70 },
      ],
      startRowCards: G.rowCards.map((row) => [...row]),
      placements: [],
    };
    G.choosingRow = '0';
    const { moves, unmount } = show(G, { '0': CHOOSE_ROW_STAGE }, '0', againstComputer);
    expect(screen.getByText('Your card 3 is lower than every row: choose a row to take')).toBeInTheDocument();
    // One button per row and nothing else named after a row (a clickable table around the rows
    // would be one more, and a click on it between two rows takes nothing).
    expect(screen.getAllByRole('button', { name: /Take row/ }).map((button) => button.getAttribute('aria-label'))).toEqual([
      'Take row 1 (8 bullheads)',
      'Take row 2 (3 bullheads)',
      'Take row 3 (8 bullheads)',
      'Take row 4 (2 bullheads)',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Take row 3 (8 bullheads)' }));
    expect(moves.chooseRow).toHaveBeenCalledWith(2);
    unmount();
    show(G, { '0': CHOOSE_ROW_STAGE }, '1');
    expect(screen.getByText('Ana chooses a row to take')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Take row/ })).toBeNull();
  });

  it('places a new reveal one card at a time, lowest first', () => {
    jest.useFakeTimers();
    try {
      const G = base();
      const { rerender } = show(G, { '0': PICK_STAGE, '1': PICK_STAGE, '2': PICK_STAGE }, '0');
      const after: TakeSixState = JSON.parse(JSON.stringify(G));
      after.reveal = {
        pickedCards: [
          { seat: '0', card: 27 },
          { seat: '1', card: 50 },
        ],
        startRowCards: G.rowCards.map((row) => [...row]),
        placements: [
          { seat: '0', card: 27, row: 1, takenCards: [], chosen: false },
          { seat: '1', card: 50, row: 3, takenCards: [], chosen: false },
        ],
      };
      after.rowCards = [
        [10, 11],
        [20, 27],
        [30, 35, 40],
        [45, 50],
      ];
      const ctx = {
        numPlayers: 3,
        playOrder: ['0', '1', '2'],
        phase: 'play',
        activePlayers: { '0': PICK_STAGE },
      } as unknown as Ctx;
      const props = {
        G: playerView({ G: after, ctx, playerID: '0' }),
        ctx: testCtx(ctx),
        moves: moveSpies(['pick', 'chooseRow', 'nextDeal']),
        playerID: '0',
        gameArgs: online,
      };
      rerender(<Board {...(props as unknown as TakeSixBoardProps)} />);
      const rowCards = () =>
        within(screen.getByTestId('takesix-rows'))
          .queryAllByRole('img')
          .map((img) => img.getAttribute('data-card'));
      expect(rowCards()).toEqual(['10', '11', '20', '30', '35', '40', '45']);
      act(() => jest.advanceTimersByTime(PLACE_STEP_MS));
      expect(rowCards()).toEqual(['10', '11', '20', '27', '30', '35', '40', '45']);
      act(() => jest.advanceTimersByTime(PLACE_STEP_MS));
      expect(rowCards()).toEqual(['10', '11', '20', '27', '30', '35', '40', '45', '50']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the deal\u2019s scores and asks for the next deal', () => {
    const G = base();
    G.hands = { '0': [], '1': [], '2': [] };
    G.rounds = [{ round: 1, points: { '0': 7, '1': 0, '2': 12 } }];
    const ctx: Partial<Ctx> = {
      numPlayers: 3,
      playOrder: ['0', '1', '2'],
      phase: 'dealEnd',
      activePlayers: { '0': 'answer', '1': 'answer' },
    };
    const moves = moveSpies(['pick', 'chooseRow', 'nextDeal']);
    renderBoard(Board, { G: playerView({ G, ctx: ctx as Ctx, playerID: '0' }), ctx, moves, playerID: '0', gameArgs: online });
    expect(screen.getByText('Deal 1 is over')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next deal' }));
    expect(moves.nextDeal).toHaveBeenCalledWith();
  });
});
