import type { PlayerID } from 'boardgame.io';
import { PAGAT } from './cards';
import { nextSeat } from './seats';
import { BONUS_ITEMS, type AnnouncedItem, type Announcement, type BonusItem, type Side, type ZwanzigerrufenState } from './types';

/** The top of the ladder: announced 1, Contra 2, Recontra 4, Supra 8, Resupra 16. */
export const TOP_LEVEL = 16;

/** A call in the announcements: Pass, a bonus announced for the caller's side, or raising an item one step. */
export type AnnounceCall = 'pass' | `announce:${BonusItem}` | `raise:${Side}:${AnnouncedItem}`;

/** The side a seat plays on, as the rules know it (the partner may still be secret to the others). */
export function sideOf(G: ZwanzigerrufenState, seat: PlayerID): Side {
  return seat === G.contract?.taker || seat === G.partner ? 'takers' : 'opponents';
}

export const otherSide = (side: Side): Side => (side === 'takers' ? 'opponents' : 'takers');

export const findAnnouncement = (G: Pick<ZwanzigerrufenState, 'announcements'>, side: Side, item: AnnouncedItem) =>
  G.announcements.find((a) => a.side === side && a.item === item);

export const gameLevel = (G: Pick<ZwanzigerrufenState, 'announcements'>) => findAnnouncement(G, 'takers', 'game')?.level ?? 1;

const valatAnnounced = (G: ZwanzigerrufenState) => G.announcements.some((a) => a.item === 'valat');

/** Pagat ultimo, the Trull and the Mond do not count in a Suit Solo: they cannot be announced there. */
function mayAnnounce(G: ZwanzigerrufenState, seat: PlayerID, item: BonusItem): boolean {
  const side = sideOf(G, seat);
  if (findAnnouncement(G, side, item)) return false;
  if (valatAnnounced(G) && item !== 'valat') return false;
  if (G.contract?.kind === 'suitSolo' && (item === 'pagat' || item === 'trull' || item === 'mond')) return false;
  // Only the holder of trump I may first announce Pagat ultimo.
  if (item === 'pagat') return (G.hands[seat] ?? []).includes(PAGAT);
  return true;
}

/** Whether `seat` may raise `a` one step: Contra and Supra by the other side, Recontra and Resupra by the side it is for. */
function mayRaise(G: ZwanzigerrufenState, seat: PlayerID, a: Announcement): boolean {
  if (a.level >= TOP_LEVEL) return false;
  if (valatAnnounced(G) && a.item !== 'valat') return false;
  const bySide = a.level === 1 || a.level === 4 ? otherSide(a.side) : a.side;
  return sideOf(G, seat) === bySide;
}

/** The calls `seat` may make now (none when it is not its turn to announce). */
export function legalAnnouncements(G: ZwanzigerrufenState, seat: PlayerID): AnnounceCall[] {
  if (G.contract === null || G.toAct !== seat || G.tricks.length > 0 || G.trick.cards.length > 0) return [];
  const calls: AnnounceCall[] = ['pass'];
  for (const item of BONUS_ITEMS) if (mayAnnounce(G, seat, item)) calls.push(`announce:${item}`);
  for (const a of G.announcements) if (mayRaise(G, seat, a)) calls.push(`raise:${a.side}:${a.item}`);
  return calls;
}

export type AnnounceOutcome = 'continue' | 'done';

/**
 * Applies a legal call (checked with legalAnnouncements). A Valat cancels every other bonus of both
 * sides; a partner who announces or raises is known from then on. Four passes in a row, or a Valat
 * at Resupra, end the announcements.
 */
export function applyAnnouncement(G: ZwanzigerrufenState, seat: PlayerID, call: AnnounceCall): AnnounceOutcome {
  if (call === 'pass') {
    G.passesInRow += 1;
  } else {
    G.passesInRow = 0;
    if (seat === G.partner) G.partnerRevealed = true;
    const [kind, ...rest] = call.split(':');
    if (kind === 'announce') {
      const item = rest[0] as BonusItem;
      if (item === 'valat') G.announcements = G.announcements.filter((a) => a.item === 'game' || a.item === 'valat');
      G.announcements.push({ item, side: sideOf(G, seat), level: 1, by: seat, raisedBy: [] });
    } else {
      const a = findAnnouncement(G, rest[0] as Side, rest[1] as AnnouncedItem)!;
      a.level *= 2;
      a.raisedBy.push(seat);
    }
  }
  const valatAtTop = G.announcements.some((a) => a.item === 'valat' && a.level >= TOP_LEVEL);
  if (G.passesInRow >= G.seats.length || valatAtTop) return 'done';
  G.toAct = nextSeat(G.seats, seat);
  return 'continue';
}
