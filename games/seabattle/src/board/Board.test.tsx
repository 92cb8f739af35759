import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GameArgs } from '@tabula/game-kit';
import { GameLogList } from '@tabula/game-kit/ui';
import { seededRandom } from '@tabula/game-kit/random';
import { moveSpies, renderBoard as renderGameBoard, seatArgs, testCtx } from '@tabula/game-kit/testing/board';
import { fleetFrom } from '../fleet';
import { initialState } from '../game';
import { FLEET_0, FLEET_1 } from '../testMatch';
import type { SeaBattleState, Seat, Shot } from '../types';
import { playerView } from '../view';
import { Board } from './Board';

jest.mock('react-i18next', () => require('./testI18n').reactI18nextMock);

// The board's random layout, drawn from a generator each test chooses.
let layoutRandom: () => number = () => 0.5;
jest.mock('./uiRandom', () => ({ uiRandom: () => layoutRandom() }));

const online = seatArgs('OnlineFriend', ['Ana', 'Bea']);
const againstComputer: GameArgs = {
  mode: 'AI',
  players: [
    { playerID: '0', name: 'You', you: true },
    { playerID: '1', name: 'Computer' },
  ],
  aiSeats: ['1'],
};

function battleState(shots: Shot[] = []): SeaBattleState {
  const G = initialState();
  G.fleets = { '0': FLEET_0, '1': FLEET_1 };
  G.placed = { '0': true, '1': true };
  G.shots = shots;
  return G;
}

function renderBoard(
  G: SeaBattleState,
  options: { phase?: string; active?: Seat[]; currentPlayer?: Seat; playerID?: Seat | null; gameArgs?: GameArgs } = {},
) {
  const { phase = 'battle', active, playerID = '0', gameArgs = online, ...fields } = options;
  const ctx = testCtx({
    phase,
    activePlayers: active ? (Object.fromEntries(active.map((seat) => [seat, null])) as never) : null,
    ...fields,
  });
  const moves = moveSpies(['placeFleet', 'fire']);
  renderGameBoard(Board, { G: playerView({ G, ctx, playerID }), ctx, moves, playerID, gameArgs });
  return moves;
}

/** A generator that lays the fleet out along rows 0, 1, 2, 3 and 4, from column A. */
function rowByRow(): () => number {
  const values = [0.9, 0.0, 0.9, 0.1, 0.9, 0.2, 0.9, 0.3, 0.9, 0.4];
  let next = 0;
  return () => values[next++ % values.length]!;
}

describe('seabattle board: placing', () => {
  beforeAll(() => {
    // jsdom has no PointerEvent: a mouse event carrying a pointer id stands in for it.
    if (!('PointerEvent' in window)) {
      class PointerEventStandIn extends MouseEvent {
        pointerId: number;
        constructor(type: string, init: PointerEventInit = {}) {
          super(type, init);
          this.pointerId = init.pointerId ?? 1;
        }
      }
      Object.assign(window, { PointerEvent: PointerEventStandIn });
    }
  });

  const placing = (random = rowByRow()) => {
    layoutRandom = random;
    return renderBoard(initialState(), { phase: 'placement', active: ['0', '1'] });
  };

  afterEach(() => jest.restoreAllMocks());

  it('starts from a random legal fleet and sends it with Done', async () => {
    const { placeFleet } = placing();
    expect(screen.getByText('Drag a ship to move it, tap it to turn it')).toBeInTheDocument();
    expect(screen.getAllByTestId(/^ship-/)).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Carrier, 5 cells, from A1, across' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    const [ships] = placeFleet.mock.calls[0]!;
    expect(fleetFrom(ships)?.map((ship) => ship.cells[0])).toEqual([0, 10, 20, 30, 40]);
  });

  it('moves a ship with the arrow keys and turns it with R; an overlap shows INVALID POSITIONING and disables Done', async () => {
    placing();
    const destroyer = screen.getByTestId('ship-4');
    act(() => destroyer.focus());
    await userEvent.keyboard('{ArrowUp}');
    expect(destroyer).toHaveAccessibleName('Destroyer, 2 cells, from A4, across');
    expect(screen.getByRole('alert')).toHaveTextContent('INVALID POSITIONING');
    expect(screen.getByRole('button', { name: 'Done' })).toBeDisabled();
    expect(screen.getByTestId('placement-cell-30')).toHaveStyle({ backgroundColor: '#ff1744' });
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowDown}');
    expect(destroyer).toHaveAccessibleName('Destroyer, 2 cells, from D5, across');
    await userEvent.keyboard('r');
    expect(destroyer).toHaveAccessibleName('Destroyer, 2 cells, from D5, down');
    expect(screen.getByRole('alert')).toHaveTextContent('');
    expect(screen.getByRole('button', { name: 'Done' })).toBeEnabled();
  });

  it('keeps a ship on the grid when it is pushed or turned against the edge', async () => {
    placing();
    const carrier = screen.getByTestId('ship-0');
    act(() => carrier.focus());
    await userEvent.keyboard('{ArrowUp}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(carrier).toHaveAccessibleName('Carrier, 5 cells, from F1, across');
    await userEvent.keyboard(
      '{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}',
    );
    await userEvent.keyboard('R');
    expect(carrier).toHaveAccessibleName('Carrier, 5 cells, from F6, down');
  });

  it('drags a ship by the cell it was taken at, and turns it on a click without a drag', () => {
    placing();
    jest
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({ left: 0, top: 0, width: 100, height: 100 } as DOMRect);
    const destroyer = screen.getByTestId('ship-4');
    // Taken by its second cell (B5), dropped with that cell on I9.
    fireEvent.pointerDown(destroyer, { clientX: 15, clientY: 45, button: 0, pointerId: 1 });
    fireEvent.pointerMove(destroyer, { clientX: 85, clientY: 85, pointerId: 1 });
    fireEvent.pointerUp(destroyer, { clientX: 85, clientY: 85, pointerId: 1 });
    fireEvent.click(destroyer);
    expect(destroyer).toHaveAccessibleName('Destroyer, 2 cells, from H9, across');
    fireEvent.pointerDown(destroyer, { clientX: 75, clientY: 85, button: 0, pointerId: 2 });
    fireEvent.pointerUp(destroyer, { clientX: 75, clientY: 85, pointerId: 2 });
    fireEvent.click(destroyer);
    expect(destroyer).toHaveAccessibleName('Destroyer, 2 cells, from H9, down');
  });

  it('draws a new layout with Random', async () => {
    placing();
    const before = screen.getByTestId('ship-0').getAttribute('aria-label');
    layoutRandom = seededRandom(7);
    await userEvent.click(screen.getByRole('button', { name: 'Random' }));
    expect(screen.getByTestId('ship-0').getAttribute('aria-label')).not.toBe(before);
  });

  it('waits for the opponent after Done, showing the fleet placed', () => {
    const G = initialState();
    G.fleets['0'] = FLEET_0;
    G.placed['0'] = true;
    renderBoard(G, { phase: 'placement', active: ['1'], currentPlayer: '1' });
    expect(screen.getByTestId('placement-waiting')).toHaveTextContent('Waiting for opponent...');
    expect(screen.queryByTestId('fleet-done')).toBeNull();
    expect(screen.getByTestId('own-cell-0')).toHaveAttribute('data-ship', 'true');
  });
});

describe('seabattle board: firing', () => {
  it('fires at an untried enemy cell on a click, never at one tried before', async () => {
    const { fire } = renderBoard(
      battleState([
        { by: '0', cell: 55, result: 'hit' },
        { by: '1', cell: 0, result: 'hit' },
        { by: '0', cell: 45, result: 'miss' },
        { by: '1', cell: 5, result: 'miss' },
      ]),
    );
    expect(screen.getByTestId('turn-detail')).toHaveTextContent('Your shot: tap a cell in enemy waters');
    await userEvent.click(screen.getByTestId('target-cell-55'));
    expect(fire).not.toHaveBeenCalled();
    expect(screen.getByTestId('target-cell-55')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'C1, not fired at' }));
    expect(fire).toHaveBeenCalledWith(2);
  });

  it('moves over the target grid with the arrow keys and fires with Enter', async () => {
    const { fire } = renderBoard(
      battleState([
        { by: '0', cell: 99, result: 'miss' },
        { by: '1', cell: 0, result: 'hit' },
      ]),
    );
    act(() => screen.getByTestId('target-cell-0').focus());
    await userEvent.keyboard('{ArrowDown}{ArrowRight}{Enter}');
    expect(fire).toHaveBeenCalledWith(11);
  });

  it('shows hits and misses on both grids, the last shot, and the own ships only', () => {
    renderBoard(
      battleState([
        { by: '0', cell: 55, result: 'hit' },
        { by: '1', cell: 0, result: 'hit' },
        { by: '0', cell: 45, result: 'miss' },
        { by: '1', cell: 5, result: 'miss' },
      ]),
    );
    expect(screen.getByTestId('last-shot')).toHaveTextContent('Bea fired at F1: MISS');
    expect(screen.getByTestId('own-cell-5')).toHaveAttribute('data-last', 'true');
    expect(screen.getByTestId('own-cell-0')).toHaveAccessibleName('A1, ship, HIT');
    expect(screen.getByTestId('target-cell-55')).toHaveAccessibleName('F6, HIT');
    // A hit tells nothing of the ship: no enemy ship is drawn until it sinks.
    const target = screen.getByTestId('target-grid');
    expect(target.querySelectorAll('[data-ship]')).toHaveLength(0);
    expect(screen.getByTestId('own-grid').querySelectorAll('[data-ship]')).toHaveLength(17);
  });

  it('draws a sunk enemy ship and crosses it off the enemy ships', () => {
    const G = battleState([
      { by: '0', cell: 77, result: 'hit' },
      { by: '1', cell: 0, result: 'hit' },
      { by: '0', cell: 78, result: 'sunk' },
    ]);
    G.sunk['1'] = [{ cells: [77, 78] }];
    renderBoard(G, { currentPlayer: '1' });
    expect(screen.getByTestId('target-grid').querySelectorAll('[data-ship]')).toHaveLength(2);
    expect(screen.getByTestId('target-cell-78')).toHaveAccessibleName('I8, ship, SUNK, last shot');
    const enemyShips = within(screen.getByTestId('enemy-ships'));
    expect(enemyShips.getByLabelText('Destroyer (2), sunk')).toBeInTheDocument();
    expect(enemyShips.getByLabelText('Carrier (5), afloat')).toBeInTheDocument();
  });

  it('takes no shot while the opponent is to move', async () => {
    const { fire } = renderBoard(battleState([{ by: '0', cell: 0, result: 'hit' }]), { currentPlayer: '1' });
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent('Waiting for Bea');
    await userEvent.click(screen.getByTestId('target-cell-3'));
    expect(fire).not.toHaveBeenCalled();
  });
});

/** A mouse and a keyboard: the media query the board asks about matches. */
function withFinePointer() {
  const matchMedia = (query: string) => ({
    matches: query === '(hover: hover) and (pointer: fine)',
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: matchMedia });
  return () => {
    delete (window as { matchMedia?: unknown }).matchMedia;
  };
}

describe('seabattle board: the words and the labels a player reads', () => {
  it('names the columns A-J and the rows 1-10 beside both grids, as the shots are named', () => {
    renderBoard(battleState([{ by: '1', cell: 77, result: 'miss' }]));
    for (const labels of screen.getAllByTestId('column-labels')) expect(labels).toHaveTextContent('ABCDEFGHIJ');
    for (const labels of screen.getAllByTestId('row-labels')) expect(labels).toHaveTextContent('12345678910');
    expect(screen.getAllByTestId('column-labels')).toHaveLength(2);
    // "Bea fired at H8" and the cell drawn in column H, row 8 are the same cell.
    expect(screen.getByTestId('last-shot')).toHaveTextContent('Bea fired at H8: MISS');
    expect(screen.getByTestId('own-cell-77')).toHaveAttribute('data-last', 'true');
    expect(screen.getByTestId('own-cell-77')).toHaveAccessibleName('H8, MISS, last shot');
  });

  it('shows the target grid before the own fleet', () => {
    renderBoard(battleState());
    const [first, second] = screen.getAllByRole('heading', { level: 2 });
    expect(first).toHaveTextContent('Enemy waters');
    expect(second).toHaveTextContent('Your fleet');
  });

  it('on a touch screen says "tap" and shows no keyboard help', () => {
    renderBoard(initialState(), { phase: 'placement', active: ['0', '1'] });
    expect(screen.getByText('Drag a ship to move it, tap it to turn it')).toBeInTheDocument();
    expect(screen.queryByText(/Keyboard/)).toBeNull();
    expect(screen.queryByText(/click/i)).toBeNull();
  });

  it('with a mouse says "click" and shows the keyboard help', () => {
    const restore = withFinePointer();
    try {
      renderBoard(initialState(), { phase: 'placement', active: ['0', '1'] });
      expect(screen.getByText('Drag a ship to move it, click it to turn it')).toBeInTheDocument();
      expect(screen.getByText('Keyboard: Tab to a ship, move it with the arrow keys, turn it with R')).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('with a mouse asks for a click to fire', () => {
    const restore = withFinePointer();
    try {
      renderBoard(battleState());
      expect(screen.getByTestId('turn-detail')).toHaveTextContent('Your shot: click a cell in enemy waters');
    } finally {
      restore();
    }
  });
});

describe('seabattle board against the computer', () => {
  it('tells the seat named "You" about its own shot in the second person', () => {
    renderBoard(battleState([{ by: '0', cell: 0, result: 'miss' }]), { gameArgs: againstComputer });
    expect(screen.getByTestId('last-shot')).toHaveTextContent('You fired at A1: MISS');
  });

  it('names the computer as the one who fired last', () => {
    renderBoard(battleState([{ by: '1', cell: 5, result: 'miss' }]), { gameArgs: againstComputer });
    expect(screen.getByTestId('last-shot')).toHaveTextContent('Computer fired at F1: MISS');
  });

  it('words the log\'s lines about the seat named "You" in the second person', () => {
    const lines = [
      { key: 'fleetPlaced', seat: '0' },
      { key: 'hit', seat: '1', values: { cell: 'B2' } },
      { key: 'sunk.destroyer', seat: '0', values: { cell: 'C3' } },
    ];
    render(<GameLogList lines={lines} gameNamespace="seabattle" players={againstComputer.players} />);
    expect(screen.getAllByRole('listitem').map((line) => line.textContent)).toEqual([
      'You have placed your fleet',
      'Computer fired at B2: hit',
      'You fired at C3: hit, and the destroyer sank',
    ]);
  });
});
