import { isDraw, winnersOf, type GameResult } from '@tabula/game-kit';

/** A translate function bound to the game's namespace. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

export interface DraughtsTurn {
  /** Mid capture sequence: the same piece must jump again. */
  chain: boolean;
  /** Forced capture applies to this turn. */
  mustCapture: boolean;
}

/**
 * What a draughts turn requires beyond "Your turn", for the player who may move now: keep jumping,
 * or capture. Uses the game's keys status.keepJumping and status.mustCapture.
 */
export function draughtsDetail({ chain, mustCapture }: DraughtsTurn, t: Translate): string | undefined {
  if (chain) return t('status.keepJumping');
  if (mustCapture) return t('status.mustCapture');
  return undefined;
}

/** The result in the game's words: status.won with the winner's seat, reasons.<reason> or status.draw. */
export function draughtsOutcome(result: GameResult | undefined, t: Translate): string | undefined {
  if (!result) return undefined;
  if (isDraw(result)) return result.reason ? t(`reasons.${result.reason}`) : t('status.draw');
  return t('status.won', { seat: t(`seats.${winnersOf(result)[0]}`) });
}
