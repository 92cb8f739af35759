import { NULL_VALUES } from './bidding';
import { SUITS } from './cards';
import type { Announcement, Contract, Declaration, GameKind } from './types';

export const GAME_KINDS: readonly GameKind[] = [...SUITS, 'grand', 'null'];
const SUIT_ANNOUNCEMENTS: readonly Announcement[] = ['none', 'schneider', 'schwarz', 'ouvert'];

/** The fixed value of a null game. */
export function nullValue(contract: Pick<Contract, 'hand' | 'announcement'>): number {
  const ouvert = contract.announcement === 'ouvert';
  if (contract.hand) return ouvert ? NULL_VALUES.ouvertHand : NULL_VALUES.hand;
  return ouvert ? NULL_VALUES.ouvert : NULL_VALUES.plain;
}

/**
 * What the declarer may announce: a null game plain or ouvert; a suit game or grand only as a
 * hand game may be announced Schneider, Schwarz or ouvert. A null game worth less than the bid
 * cannot be declared (it could not reach the bid whatever happens).
 */
export function legalDeclarations(hand: boolean, bid: number): Declaration[] {
  const declarations: Declaration[] = [];
  for (const kind of GAME_KINDS) {
    if (kind === 'null') {
      for (const announcement of ['none', 'ouvert'] as const) {
        if (nullValue({ hand, announcement }) >= bid) declarations.push({ kind, announcement });
      }
      continue;
    }
    for (const announcement of hand ? SUIT_ANNOUNCEMENTS : (['none'] as const)) declarations.push({ kind, announcement });
  }
  return declarations;
}

/** The legal declaration a client's value stands for, as a fresh object; null for anything else. */
export function legalDeclarationFrom(sent: unknown, hand: boolean, bid: number): Declaration | null {
  if (typeof sent !== 'object' || sent === null) return null;
  const { kind, announcement } = sent as Record<string, unknown>;
  return legalDeclarations(hand, bid).find((d) => d.kind === kind && d.announcement === announcement) ?? null;
}

export const isOuvert = (contract: Contract | null) => contract?.announcement === 'ouvert';
