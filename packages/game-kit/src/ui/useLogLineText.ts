import { useTranslation } from 'react-i18next';
import type { PlayerInfo } from '../contract';
import type { LogLine } from '../gameLog';
import { GAME_KIT_NAMESPACE } from './namespace';
import { nameContext, nameOf } from './playerNames';

/** A log line as the reader reads it: the game's `log.<key>` text with the table's names. */
export function useLogLineText(gameNamespace: string, players: PlayerInfo[]): (line: LogLine) => string {
  const { t, i18n } = useTranslation([gameNamespace, GAME_KIT_NAMESPACE]);
  return (line) => {
    const player = line.seat === undefined ? undefined : nameOf(players, line.seat);
    return t(`log.${line.key}`, {
      ns: gameNamespace,
      ...line.values,
      ...(player === undefined ? {} : { player, context: nameContext(player, i18n.language) }),
    });
  };
}
