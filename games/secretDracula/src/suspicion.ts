import type { PlayerID } from 'boardgame.io';
import type { SecretDraculaView } from './view';

/** A known vampire's or villager's score: far beyond anything the public record adds up to. */
export const KNOWN = 100;
/** What an investigation the seat made itself tells. */
const INVESTIGATED = 50;

/**
 * How much `seat` suspects each seat of being a vampire, from its own view only: the roles it
 * knows, its own investigations, and the public record of who enacted what (a blood policy counts
 * against its Mayor and Priest, a garlic one for them). Higher is more suspect; 0 is unknown.
 */
export function suspicion(view: SecretDraculaView, seat: PlayerID): Record<PlayerID, number> {
  const scores: Record<PlayerID, number> = Object.fromEntries(view.seats.map((other) => [other, 0]));
  for (const { mayor, priest, outcome } of view.legislations) {
    if (outcome === 'veto') continue;
    const weight = outcome === 'blood' ? 1 : -1;
    if (mayor !== null) scores[mayor]! += weight;
    if (priest !== null) scores[priest]! += 1.5 * weight;
  }
  for (const done of view.investigations) {
    if (done.mayor === seat && done.party !== undefined)
      scores[done.target] = done.party === 'vampires' ? INVESTIGATED : -INVESTIGATED;
  }
  for (const [other, role] of Object.entries(view.knownRoles)) scores[other] = role === 'villager' ? -KNOWN : KNOWN;
  // A seat knows its own role; as a villager it trusts itself fully.
  if (view.knownRoles[seat] === 'villager') scores[seat] = -KNOWN;
  return scores;
}
