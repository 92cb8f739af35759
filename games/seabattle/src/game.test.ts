import { act, battleMatch, FLEET_0, FLEET_1, fireInTurn, newMatch } from './testMatch';
import { game, initialState } from './game';

describe('seabattle rules', () => {
  it('starts with empty fleets and both seats placing at the same time', () => {
    const client = newMatch();
    const { G, ctx } = client.getState()!;
    expect(G).toEqual(initialState());
    expect(ctx.phase).toBe('placement');
    expect(Object.keys(ctx.activePlayers ?? {}).sort()).toEqual(['0', '1']);
  });

  it.each(['0', '1'] as const)('lets either seat place first (seat %s), then waits for the other only', (first) => {
    const client = newMatch();
    const second = first === '0' ? '1' : '0';
    expect(act(client, first, 'placeFleet', first === '0' ? FLEET_0 : FLEET_1)).toBe(true);
    const { ctx } = client.getState()!;
    expect(ctx.phase).toBe('placement');
    expect(Object.keys(ctx.activePlayers ?? {})).toEqual([second]);
    // The seat to move is one still placing.
    expect(ctx.currentPlayer).toBe(second);
    expect(act(client, first, 'placeFleet', first === '0' ? FLEET_0 : FLEET_1)).toBe(false);
    expect(act(client, second, 'placeFleet', second === '0' ? FLEET_0 : FLEET_1)).toBe(true);
    expect(client.getState()!.ctx.phase).toBe('battle');
  });

  it('refuses an illegal fleet and lets the seat try again', () => {
    const client = newMatch();
    const overlapping = [...FLEET_0.slice(0, 4), { cells: [4, 14] }];
    expect(act(client, '0', 'placeFleet', overlapping)).toBe(false);
    expect(act(client, '0', 'placeFleet', { ships: FLEET_0 })).toBe(false);
    expect(client.getState()!.G.placed['0']).toBe(false);
    expect(act(client, '0', 'placeFleet', FLEET_0)).toBe(true);
  });

  it('redacts the placement from the log and fires on the server only', () => {
    expect(game.phases!.placement!.moves!.placeFleet).toMatchObject({ redact: true });
    expect(game.phases!.battle!.moves!.fire).toMatchObject({ client: false });
  });

  it('gives the first shot to seat 0 and refuses a shot out of turn without passing it', () => {
    const client = battleMatch();
    expect(client.getState()!.ctx.currentPlayer).toBe('0');
    expect(act(client, '1', 'fire', 0)).toBe(false);
    expect(act(client, '0', 'fire', 0)).toBe(true);
    expect(client.getState()!.ctx.currentPlayer).toBe('1');
  });

  it('records hits and misses and passes the turn whatever the shot did', () => {
    const client = battleMatch();
    act(client, '0', 'fire', 0);
    act(client, '1', 'fire', 5);
    act(client, '0', 'fire', 99);
    const { G, ctx } = client.getState()!;
    expect(G.shots).toEqual([
      { by: '0', cell: 0, result: 'hit' },
      { by: '1', cell: 5, result: 'miss' },
      { by: '0', cell: 99, result: 'miss' },
    ]);
    expect(ctx.currentPlayer).toBe('1');
  });

  it.each([
    ['a cell fired at before', 0],
    ['a cell off the grid', 100],
    ['a negative cell', -1],
    ['a cell that is not a whole number', 1.5],
    ['no cell', undefined],
  ])('refuses a shot at %s, and the same seat fires again', (_name, cell) => {
    const client = battleMatch();
    act(client, '0', 'fire', 0);
    act(client, '1', 'fire', 0);
    expect(act(client, '0', 'fire', cell)).toBe(false);
    expect(client.getState()!.ctx.currentPlayer).toBe('0');
    expect(act(client, '0', 'fire', 1)).toBe(true);
  });

  it('sinks a ship exactly on its last cell and reveals it', () => {
    const client = battleMatch();
    fireInTurn(client, [77, 0], [89, 88]);
    expect(client.getState()!.G.sunk['1']).toEqual([]);
    expect(client.getState()!.G.shots.at(-2)).toEqual({ by: '0', cell: 0, result: 'hit' });
    fireInTurn(client, [78], []);
    const { G } = client.getState()!;
    expect(G.shots.at(-1)).toEqual({ by: '0', cell: 78, result: 'sunk' });
    expect(G.sunk['1']).toEqual([{ cells: [77, 78] }]);
  });

  it('ends the game when the fifth ship sinks, the other seat winning', () => {
    const client = battleMatch();
    const targets = FLEET_1.flatMap((ship) => ship.cells);
    const misses = [5, 6, 7, 8, 15, 16, 17, 18, 25, 26, 27, 28, 35, 36, 37, 38];
    fireInTurn(client, targets.slice(0, -1), misses.slice(0, targets.length - 1));
    expect(client.getState()!.ctx.gameover).toBeUndefined();
    expect(client.getState()!.G.sunk['1']).toHaveLength(4);
    fireInTurn(client, [targets.at(-1)!], []);
    expect(client.getState()!.G.sunk['1']).toHaveLength(5);
    expect(client.getState()!.ctx.gameover).toEqual({ winner: '0' });
    const log = client.getState()!.G.log;
    expect(log.filter((line) => line.key.startsWith('sunk.')).map((line) => line.key)).toEqual([
      'sunk.carrier',
      'sunk.battleship',
      'sunk.cruiser',
      'sunk.submarine',
      'sunk.destroyer',
    ]);
    expect(log.slice(-2)).toEqual([
      { key: 'sunk.destroyer', seat: '0', values: { cell: 'I8' } },
      { key: 'won', seat: '0' },
    ]);
  });

  it('logs each fleet placed (never where), every shot by its cell name, a sunk ship by its kind, and the winner; a refused move adds none', () => {
    const client = newMatch();
    act(client, '1', 'placeFleet', FLEET_1);
    expect(act(client, '1', 'placeFleet', FLEET_1)).toBe(false);
    act(client, '0', 'placeFleet', FLEET_0);
    fireInTurn(client, [77, 78], [0, 5]);
    expect(act(client, '0', 'fire', 77)).toBe(false);
    expect(act(client, '1', 'fire', 6)).toBe(false);
    expect(client.getState()!.G.log).toEqual([
      { key: 'fleetPlaced', seat: '1' },
      { key: 'fleetPlaced', seat: '0' },
      { key: 'hit', seat: '0', values: { cell: 'H8' } },
      { key: 'hit', seat: '1', values: { cell: 'A1' } },
      { key: 'sunk.destroyer', seat: '0', values: { cell: 'I8' } },
      { key: 'miss', seat: '1', values: { cell: 'F1' } },
    ]);
  });

  it('names sunk ships as the fleet lists do: the first 3-cell ship to sink is the cruiser, the second the submarine', () => {
    const client = battleMatch();
    const targets = [40, 41, 42, 9, 19, 29];
    fireInTurn(client, targets, [5, 6, 7, 8, 15, 16]);
    const sunkLines = client.getState()!.G.log.filter((line) => line.key.startsWith('sunk.'));
    expect(sunkLines).toEqual([
      { key: 'sunk.cruiser', seat: '0', values: { cell: 'C5' } },
      { key: 'sunk.submarine', seat: '0', values: { cell: 'J3' } },
    ]);
  });

  it('lets the seat to move resign, the other winning', () => {
    const client = battleMatch();
    expect(act(client, '0', 'resign')).toBe(true);
    expect(client.getState()!.ctx.gameover).toEqual({ winner: '1', reason: 'resigned' });
  });

  it('offers every untried cell to the seat to move, and a few legal fleets while placing', () => {
    const client = newMatch();
    const { G, ctx } = client.getState()!;
    const offered = game.ai!.enumerate(G, ctx, '1') as Array<{ move: string; args: unknown[] }>;
    expect(offered.length).toBeGreaterThan(1);
    for (const option of offered) {
      const trial = newMatch();
      expect(act(trial, '1', 'placeFleet', ...option.args)).toBe(true);
    }
    const battle = battleMatch();
    fireInTurn(battle, [0], []);
    const state = battle.getState()!;
    const cells = (game.ai!.enumerate(state.G, state.ctx, '1') as Array<{ args: number[] }>).map((m) => m.args[0]);
    expect(cells).toHaveLength(100);
    expect(game.ai!.enumerate(state.G, state.ctx, '0')).toEqual([]);
    fireInTurn(battle, [], [0]);
    const next = battle.getState()!;
    expect(game.ai!.enumerate(next.G, next.ctx, '0')).toHaveLength(99);
  });
});
