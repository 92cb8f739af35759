import { useTranslation } from 'react-i18next';
import type { PlayerInfo } from '../contract';
import type { LogLine } from '../gameLog';
import { GAME_KIT_NAMESPACE } from './namespace';
import { seatTextOptions } from './playerNames';

/** A log line as the reader reads it: the game's `log.<key>` text with the table's names. */
export function useLogLineText(gameNamespace: string, players: PlayerInfo[]): (line: LogLine) => string {
  const { t, i18n } = useTranslation([gameNamespace, GAME_KIT_NAMESPACE]);
  return (line) =>
    t(`log.${line.key}`, {
      ns: gameNamespace,
      ...line.values,
      ...(line.seat === undefined ? {} : seatTextOptions(players, line.seat, i18n.language)),
    });
}
