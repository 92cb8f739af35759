// Tables for rules tests: a match in progress from given roles and deck, played through boardgame.io's client.
import type { Ctx, PlayerID } from 'boardgame.io';
import { newPicks } from '@tabula/game-kit';
import { clientFromState } from '@tabula/game-kit/testing';
import { game } from './game';
import type { Ballot, Policy, Role, SecretDraculaState } from './types';
import { playerView, type SecretDraculaView } from './view';

export interface TableSpec {
  /** One role per seat, seat order. */
  roles: Role[];
  /** The deck, top first (default: alternating blood and garlic, plenty). */
  deck?: Policy[];
  garlicEnacted?: number;
  bloodEnacted?: number;
  electionTracker?: number;
  dead?: PlayerID[];
  mayor?: PlayerID;
  termLimited?: SecretDraculaState['termLimited'];
  legislations?: SecretDraculaState['legislations'];
}

const DEFAULT_DECK: Policy[] = ['blood', 'blood', 'garlic', 'blood', 'garlic', 'blood', 'blood', 'garlic', 'blood'];

export function tableState(spec: TableSpec): SecretDraculaState {
  const seats = spec.roles.map((_, i) => String(i));
  const mayor = spec.mayor ?? '0';
  return {
    seats,
    roles: Object.fromEntries(spec.roles.map((role, i) => [String(i), role])),
    drawPile: [...(spec.deck ?? DEFAULT_DECK)],
    discardPile: [],
    mayorHand: null,
    priestHand: null,
    garlicEnacted: spec.garlicEnacted ?? 0,
    bloodEnacted: spec.bloodEnacted ?? 0,
    electionTracker: spec.electionTracker ?? 0,
    dead: [...(spec.dead ?? [])],
    mayor,
    priest: null,
    rotation: mayor,
    termLimited: spec.termLimited ?? null,
    step: 'nominate',
    votes: newPicks<Ballot>([]),
    lastElection: null,
    legislations: [...(spec.legislations ?? [])],
    vetoRefused: false,
    investigations: [],
    winner: null,
    winReason: null,
    log: [],
  };
}

/** Roles for `players` seats: seat 0 Dracula, then the other vampires, then villagers. */
export function standardRoles(players: number, vampires: number): Role[] {
  return Array.from({ length: players }, (_, i): Role => (i === 0 ? 'dracula' : i < vampires ? 'vampire' : 'villager'));
}

/** A started table and helpers: moves as a seat, the whole state, a seat's view, whole votes. */
export function table(spec: TableSpec) {
  const client = clientFromState(game, () => tableState(spec), '0', spec.roles.length);
  const as = (seat: PlayerID) => {
    client.updatePlayerID(seat);
    return client.moves;
  };
  const state = (): { G: SecretDraculaState; ctx: Ctx } => client.store.getState();
  const viewOf = (seat: PlayerID | null): SecretDraculaView => playerView({ G: state().G, ctx: state().ctx, playerID: seat });
  /** Every living seat votes: `yes` lists the seats voting Yes, the others vote No. */
  const voteAll = (yes: PlayerID[]) => {
    const { G } = state();
    for (const seat of Object.keys(G.votes.picks)) as(seat).vote!(G.votes.round, { ballot: yes.includes(seat) ? 'yes' : 'no' });
  };
  /** The Mayor nominates `priest` and every living seat votes Yes. */
  const elect = (priest: PlayerID) => {
    as(state().G.mayor).nominate!(priest);
    voteAll(state().G.seats);
  };
  /** The Mayor nominates `priest` and every living seat votes No. */
  const reject = (priest: PlayerID) => {
    as(state().G.mayor).nominate!(priest);
    voteAll([]);
  };
  return { client, as, state, viewOf, voteAll, elect, reject };
}

/** Runs `run` with console.error silenced (boardgame.io reports a refused move there); returns how many it reported. */
export function refusedIn(run: () => void): number {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    run();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}
