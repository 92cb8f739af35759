import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueEntry, PlayerInfo } from '@tabula/game-kit';
import { useLazy } from '../play/useLazy';
import { computerLevelChoices } from '../room/computerLevels';
import { type MatchSeats, matchPlayers } from './matchPlayers';

/**
 * The match's seats named for the screen: people by nickname, computer seats "Computer (Medium)"
 * with the game's name of the level (its AI module, loaded only for a match with computer seats;
 * "Computer" until it has loaded).
 */
export function useMatchPlayers(match: MatchSeats, entry: Pick<CatalogueEntry, 'code' | 'aiConfig'>): PlayerInfo[] {
  const { t } = useTranslation('online');
  // The levels' names are in the game's namespace, which the match page loads.
  const { t: gameT } = useTranslation(entry.code);
  const hasComputers = (match.computerSeats?.length ?? 0) > 0;
  const ai = useLazy(hasComputers ? entry.aiConfig : undefined);
  return useMemo(() => {
    const levels = ai ? computerLevelChoices(ai.levels, (labelKey) => gameT(labelKey)) : [];
    const computerName = (level: string) => {
      const known = levels.find((choice) => choice.key === level);
      return known ? t('room.computer', { level: known.label }) : t('room.computerPlayer');
    };
    return matchPlayers(match, computerName);
  }, [match, ai, t, gameT]);
}
