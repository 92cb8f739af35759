import type { PlayerID } from 'boardgame.io';
import { roman } from '../log';
import type { ZwanzigerrufenView } from '../view';

type Translate = (key: string, options?: Record<string, string>) => string;

/** A seat's last call while bidding ("Pass", "Solo"), a Normal game with the tarock it calls ("Normal game (XX called)"). */
export function bidNoteOf(G: ZwanzigerrufenView, seat: PlayerID, t: Translate): string | undefined {
  const call = G.bidding.calls[seat];
  if (call !== 'normal') return call && t(`bids.${call}`);
  const calledRank = G.bidding.history.findLast((h) => h.seat === seat && h.call === 'normal')?.calledRank;
  return calledRank ? t('bidding.normalCalls', { tarock: roman(calledRank) }) : t('bids.normal');
}

/** What a seat announced and raised, in order ("Valat · Contra on the game"): shown beside it while the cards are played. */
export function announcementNoteOf(G: ZwanzigerrufenView, seat: PlayerID, t: Translate): string | undefined {
  const notes: string[] = [];
  for (const a of G.announcements) {
    const item = t(`items.${a.item}`);
    if (a.by === seat) notes.push(item);
    a.raisedBy.forEach((raiser, step) => {
      if (raiser === seat) notes.push(t('announce.raise', { level: t(`levels.${2 ** (step + 1)}`), item }));
    });
  }
  return notes.length > 0 ? notes.join(' · ') : undefined;
}
