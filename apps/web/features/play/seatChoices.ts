import type { PlayerID } from 'boardgame.io';
import type { CommonKey, CommonT } from '../i18n/useCommon';
import type { Choice } from './ChoiceGroup';
import { seatIDs } from './playOptions';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The common turn-order labels, seat by seat; "Seat N" beyond the fourth. */
const ORDER_KEYS: CommonKey[] = ['modes.moveFirst', 'modes.moveSecond', 'modes.moveThird', 'modes.moveFourth'];

export interface SeatChoices {
  /** True when the game names its seats in its own words (Skat: "You deal first"). */
  ownWords: boolean;
  choices: Choice<PlayerID>[];
}

/**
 * Every seat the human may take against the computer: the game's `seatChoice.<seat>` text when it
 * has one, "Move first", "Move second"... otherwise.
 */
export function seatChoices(gameText: Translate, commonText: CommonT, numPlayers: number): SeatChoices {
  let ownWords = false;
  const choices = seatIDs(numPlayers).map((seat, index) => {
    const own = gameText(`seatChoice.${seat}`, { defaultValue: '' });
    if (own) ownWords = true;
    const common = ORDER_KEYS[index];
    const label = own || (common ? commonText(common) : commonText('modes.seatNumber', { number: index + 1 }));
    return { value: seat, label };
  });
  return { ownWords, choices };
}
