import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_KIT_NAMESPACE, type GameMenuItem, HowToPlayDialog, OptionsMenu, RESIGN_EFFECT_TEXT } from '@tabula/game-kit/ui';
import type { ResignOffer } from '../play/RunnerBoard';
import type { StandInOffer } from './SeatControls';

export interface MatchMenuProps {
  /** The game's locale namespace (its code), which holds its rules. */
  gameNamespace: string;
  gameName: string;
  /** A player who may resign now finds it here too, asked first as under the board. */
  resign?: ResignOffer | null;
  /** A player whose seat the computer may play for now: "Let the computer play for me". */
  standIn?: StandInOffer | null;
}

/**
 * The online match's "⋮" menu, as in the other modes: the game's rules over the table, without
 * leaving the match, handing the seat to a computer player, and resigning where the game offers it.
 */
export function MatchMenu({ gameNamespace, gameName, resign, standIn }: MatchMenuProps) {
  const { t } = useTranslation(GAME_KIT_NAMESPACE);
  const { t: onlineT } = useTranslation('online');
  const [rulesOpen, setRulesOpen] = useState(false);
  const items: GameMenuItem[] = [{ label: t('howToPlay.menu'), onClick: () => setRulesOpen(true) }];
  if (standIn) items.push({ label: onlineT('match.own.letComputer'), onClick: standIn.ask });
  if (resign) {
    items.push({
      label: t('resign.button'),
      onClick: resign.resign,
      confirm: { title: t('resign.title'), text: t(RESIGN_EFFECT_TEXT[resign.effect]), confirmLabel: t('resign.confirm') },
    });
  }
  return (
    <>
      <OptionsMenu items={items} />
      <HowToPlayDialog open={rulesOpen} onClose={() => setRulesOpen(false)} gameName={gameName} gameNamespace={gameNamespace} />
    </>
  );
}
