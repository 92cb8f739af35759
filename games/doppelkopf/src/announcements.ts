import type { PlayerID } from 'boardgame.io';
import type { Announcement, DoppelkopfState, Side } from './types';

/** The highest level: Schwarz. */
export const MAX_LEVEL = 5;
const CARDS_DEALT = 12;
const ABSAGEN: readonly Announcement[] = ['no90', 'no60', 'no30', 'schwarz'];

export const otherSide = (side: Side): Side => (side === 're' ? 'kontra' : 're');

/** The name of a level for a side: 1 is the side's own word (Re or Kontra), then No 90 ... Schwarz. */
export const announcementOf = (side: Side, level: number): Announcement => (level === 1 ? side : ABSAGEN[level - 2]!);

/** The level an announcement reaches (lower levels are said with it). */
export function levelOf(call: Announcement): number {
  if (call === 're' || call === 'kontra') return 1;
  return ABSAGEN.indexOf(call) + 2;
}

/**
 * The fewest cards the announcer must still hold to reach `level` (DDV): Re or Kontra before
 * playing the second card (11), each further level one card earlier. In a marriage every deadline
 * moves by the tricks it took to decide it. A side answering the other side's announcement with
 * its first word (Re to a Kontra, Kontra to a Re) may do so one card after the other side's
 * current deadline.
 */
export function cardsNeeded(level: number, ownLevel: number, otherLevel: number, shift: number): number {
  const normal = CARDS_DEALT - level - shift;
  if (level === 1 && ownLevel === 0 && otherLevel >= 1) return Math.min(normal, CARDS_DEALT - (otherLevel + 1) - shift);
  return normal;
}

/** The side a seat plays for as far as announcements go; null in a marriage still undecided. */
export function announcingSide(G: DoppelkopfState, seat: PlayerID): Side | null {
  const contract = G.contract;
  if (!contract) return null;
  if (contract.kind === 'marriage' && contract.decidedAt === 0) return null;
  return G.teams[seat] ?? null;
}

/**
 * The announcements `seat` may make now: at any moment of the play, on its turn or not, each level
 * above its side's whose deadline, and every deadline below it, the seat's own hand still meets.
 */
export function legalAnnouncements(G: DoppelkopfState, phase: string, seat: PlayerID): Announcement[] {
  if (phase !== 'play' || G.revealed) return [];
  const side = announcingSide(G, seat);
  if (side === null) return [];
  const own = G.levels[side];
  const other = G.levels[otherSide(side)];
  const held = G.hands[seat]?.length ?? 0;
  const shift = G.contract!.decidedAt;
  const calls: Announcement[] = [];
  for (let level = own + 1; level <= MAX_LEVEL; level += 1) {
    if (held < cardsNeeded(level, own, other, shift)) break;
    calls.push(announcementOf(side, level));
  }
  return calls;
}

/** Records a legal announcement: the side's level rises and the announcer's side is public. */
export function applyAnnouncement(G: DoppelkopfState, seat: PlayerID, call: Announcement): void {
  const side = G.teams[seat]!;
  const level = levelOf(call);
  G.levels[side] = level;
  G.announcements.push({ seat, side, level });
  G.shownSides[seat] = side;
}
