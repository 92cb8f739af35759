import type { ReactNode } from 'react';
import { PageHead } from '../layout/PageHead';
import { useRouter } from 'next/router';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { CatalogueEntry, GameArgs } from '@tabula/game-kit';
import { GAME_KIT_NAMESPACE, MessagePage } from '@tabula/game-kit/ui';
import { homePath } from '../i18n/sitePaths';
import { PathLink } from '../i18n/PathLink';
import { useCommon } from '../i18n/useCommon';
import { parsePlayOptions, seatIDs } from './playOptions';
import type { GameRunner } from './GameRunner';
import { type GameModuleState, useGameModule } from './useGameModule';
import { usePlayers } from './usePlayers';

export type LocalMode = 'LocalFriend' | 'AI';

/** boardgame.io's client and the game layout: fetched with the game, never needed before it. */
const loadGameRunner = () => import('./GameRunner').then((loaded) => loaded.GameRunner);

export interface PlayScreenProps {
  entry: CatalogueEntry | undefined;
  mode: LocalMode;
}

/** A match on this device (LocalFriend) or against the computer (AI), with its loading states. */
export function PlayScreen({ entry, mode }: PlayScreenProps) {
  const { t } = useTranslation(GAME_KIT_NAMESPACE);
  const { language } = useCommon();
  const home = homePath(language);
  const validMode = entry?.modes.includes(mode) && (mode !== 'AI' || entry.aiConfig !== undefined);
  const { state, retry } = useGameModule(validMode ? entry : undefined, mode === 'AI', loadGameRunner);

  if (!entry) return <MessagePage type="error" message={t('message.gameNotFound')} homeHref={home} linkComponent={PathLink} />;
  if (!validMode)
    return <MessagePage type="error" message={t('message.invalidGameMode')} homeHref={home} linkComponent={PathLink} />;
  return <LoadedPlayScreen entry={entry} mode={mode} state={state} retry={retry} home={home} />;
}

interface LoadedProps {
  entry: CatalogueEntry;
  mode: LocalMode;
  state: GameModuleState<typeof GameRunner>;
  retry: () => void;
  home: string;
}

function LoadedPlayScreen({ entry, mode, state, retry, home }: LoadedProps) {
  const router = useRouter();
  const { t } = useTranslation([GAME_KIT_NAMESPACE, entry.code]);
  const name = t('name', { ns: entry.code, defaultValue: entry.name });
  const options = parsePlayOptions(entry, router.query);
  const aiSeats = mode === 'AI' ? seatIDs(options.numPlayers).filter((id) => id !== options.humanSeat) : [];
  const players = usePlayers(entry.code, options.numPlayers, mode === 'AI' ? { humanSeat: options.humanSeat } : undefined);
  const common = { homeHref: home, linkComponent: PathLink };

  let screen: ReactNode;
  if (state.status === 'connecting' || !router.isReady) {
    screen = <MessagePage type="loading" message={t('message.connecting')} {...common} />;
  } else if (state.status === 'downloading') {
    screen = <MessagePage type="loading" message={t('message.downloading', { name })} {...common} />;
  } else if (state.status === 'failed') {
    const action = (
      <Button variant="contained" onClick={retry}>
        {t('message.retry')}
      </Button>
    );
    screen = <MessagePage type="error" message={t('message.failedToDownload', { name })} action={action} {...common} />;
  } else {
    const level = state.ai?.levels.some((l) => l.key === options.level) ? options.level : (state.ai?.defaultLevel ?? '');
    const gameArgs: GameArgs = { mode, players, ...(mode === 'AI' ? { aiSeats, aiLevel: level } : {}) };
    const Runner = state.screen;
    screen = (
      <Runner
        code={entry.code}
        gameName={name}
        module={state.module}
        ai={state.ai}
        gameArgs={gameArgs}
        numPlayers={options.numPlayers}
        setupData={options.setupData}
      />
    );
  }
  return (
    <>
      <PageHead title={name} description={t('descriptionTag', { ns: entry.code, defaultValue: entry.descriptionTag })} />
      {screen}
    </>
  );
}
