import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_KIT_NAMESPACE, HowToPlayDialog, OptionsMenu } from '@tabula/game-kit/ui';

export interface MatchMenuProps {
  /** The game's locale namespace (its code), which holds its rules. */
  gameNamespace: string;
  gameName: string;
}

/** The online match's "⋮" menu, as in the other modes: the game's rules over the table, without leaving the match. */
export function MatchMenu({ gameNamespace, gameName }: MatchMenuProps) {
  const { t } = useTranslation(GAME_KIT_NAMESPACE);
  const [rulesOpen, setRulesOpen] = useState(false);
  return (
    <>
      <OptionsMenu items={[{ label: t('howToPlay.menu'), onClick: () => setRulesOpen(true) }]} />
      <HowToPlayDialog open={rulesOpen} onClose={() => setRulesOpen(false)} gameName={gameName} gameNamespace={gameNamespace} />
    </>
  );
}
