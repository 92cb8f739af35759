import type { PlayerID } from 'boardgame.io';
import { draculaKnowsVampires, vampireCount } from './table';
import type { Party, Role, SecretDraculaState } from './types';

export const partyOf = (role: Role): Party => (role === 'villager' ? 'villagers' : 'vampires');

/** Roles for the seats, shuffled by the caller: one Dracula, the other vampires, villagers. */
export function rolesToDeal(players: number): Role[] {
  const vampires = vampireCount(players);
  return Array.from({ length: players }, (_, i): Role => (i === 0 ? 'dracula' : i < vampires ? 'vampire' : 'villager'));
}

/**
 * The roles `viewer` knows: its own; an ordinary vampire every role (it knows its fellows and
 * Dracula, so the rest are villagers); Dracula the same at 5-6 players only; a villager, a
 * Dracula at 7-10 players and a spectator nothing. Everything once the game is over.
 */
export function knownRoles(
  G: Pick<SecretDraculaState, 'roles' | 'seats' | 'winner'>,
  viewer: PlayerID | null,
): Record<PlayerID, Role> {
  if (G.winner !== null) return { ...G.roles };
  if (viewer === null) return {};
  const own = G.roles[viewer];
  if (own === undefined) return {};
  const knowsAll = own === 'vampire' || (own === 'dracula' && draculaKnowsVampires(G.seats.length));
  return knowsAll ? { ...G.roles } : { [viewer]: own };
}

/** The seat holding Dracula's role (full state only). */
export function draculaSeat(G: Pick<SecretDraculaState, 'roles'>): PlayerID | undefined {
  return Object.keys(G.roles).find((seat) => G.roles[seat] === 'dracula');
}
