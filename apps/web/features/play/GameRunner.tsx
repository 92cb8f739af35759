import { useMemo, useState, type ReactNode } from 'react';
import { PathLink } from '../i18n/PathLink';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { Game, PlayerID } from 'boardgame.io';
import { Client } from 'boardgame.io/react';
import { Local } from 'boardgame.io/multiplayer';
import { useTranslation } from 'react-i18next';
import { resignationOf, type AiConfig, type BoardModule, type GameArgs, type RulesModule } from '@tabula/game-kit';
import { GAME_KIT_NAMESPACE, GameLayout, type GameMenuItem } from '@tabula/game-kit/ui';
import { env } from '../../env';
import { homePath } from '../i18n/sitePaths';
import { useCommon } from '../i18n/useCommon';
import { hasSecrets, useHandOver } from './handOver';
import { RunnerBoard, type RunnerExtras } from './RunnerBoard';
import { aiChooser } from './ai/chooser';
import { clearSavedGame, persistingEnhancer, savedGameKey } from './savedGame';
import { useComputerSeats } from './useComputerSeats';

type Multiplayer = Parameters<typeof Client>[0]['multiplayer'];

export interface GameRunnerProps {
  /** The catalogue code: the game's locale namespace. */
  code: string;
  /** The game's name in the reader's language. */
  gameName: string;
  /** What entry.config() resolved to: rules and board. */
  module: RulesModule<any> & BoardModule<any>;
  gameArgs: GameArgs;
  numPlayers: number;
  /** Local play: the customization value, given to the rules' setup (online, the server has it). */
  setupData?: unknown;
  /** AI mode: the loaded aiConfig. */
  ai?: AiConfig;
  /** Online: boardgame.io transport, e.g. SocketIO({ server }). */
  multiplayer?: Multiplayer;
  matchID?: string;
  /**
   * Online: the viewer's seat. AI and LocalFriend leave it unset (the client acts for the current
   * seat), except that a LocalFriend game with secrets shows the seat holding the device.
   */
  playerID?: PlayerID;
  credentials?: string;
  /** Online: what play again does (AI and LocalFriend reload the page). */
  onPlayAgain?: () => void;
  playAgainPending?: boolean;
  /** Shown in the layout header in OnlineFriend mode. */
  chatButton?: ReactNode;
  menuItems?: GameMenuItem[];
  renderBelow?: RunnerExtras['renderBelow'];
}

/** The rules' setup with the chosen customization, for a client that runs the game itself. */
export function withSetupData<G>(game: Game<G>, setupData: unknown): Game<G> {
  if (setupData === undefined || !game.setup) return game;
  const setup = game.setup;
  return { ...game, setup: (context, _ignored) => setup(context, setupData) };
}

function Connecting() {
  const { t } = useTranslation(GAME_KIT_NAMESPACE);
  return (
    <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 6 }}>
      <CircularProgress />
      <Typography>{t('message.connecting')}</Typography>
    </Box>
  );
}

/** The seat the person plays against the computer: the first one the computer does not. */
export function playerSeat(numPlayers: number, aiSeats: PlayerID[]): PlayerID | undefined {
  return Array.from({ length: numPlayers }, (_, seat) => String(seat)).find((seat) => !aiSeats.includes(seat));
}

/**
 * Runs one match of a game in the shared GameLayout: boardgame.io's React client around the
 * game's Board, the computer's moves in AI mode and the GameOver screen. Used by the local, AI
 * and online play pages.
 */
export function GameRunner(props: GameRunnerProps) {
  const { module, numPlayers, setupData, multiplayer, matchID, playerID, credentials } = props;
  const { t: tc, language } = useCommon();
  const handOver = useHandOver();
  const { mode, aiSeats, aiLevel } = props.gameArgs;
  const secretsOnOneDevice = mode === 'LocalFriend' && hasSecrets(module.game);
  // Against the computer, a game with secrets runs on a master in the page with every seat a client of
  // its own: the player sees only their seat, each computer seat only its own (see useComputerSeats).
  const secretsAgainstComputer = mode === 'AI' && !multiplayer && hasSecrets(module.game);
  // A match on this device is kept in the browser, so that a reload goes on with it.
  const saveKey =
    !multiplayer && mode !== 'OnlineFriend'
      ? savedGameKey({ code: props.code, mode, numPlayers, setupData, aiSeats, aiLevel })
      : undefined;
  const [generation, setGeneration] = useState(0);
  const game = useMemo(() => withSetupData(module.game, setupData), [module, setupData]);
  const tableMaster = useMemo(
    () => (secretsAgainstComputer ? Local({ persist: saveKey !== undefined, storageKey: saveKey }) : undefined),
    // A new master for a new game (generation).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [secretsAgainstComputer, saveKey, generation],
  );
  const GameClient = useMemo(
    () =>
      Client({
        game,
        // boardgame.io types its board with its own props only; the runner's extras come on top.
        board: RunnerBoard as never,
        numPlayers,
        multiplayer: multiplayer ?? tableMaster,
        debug: false,
        loading: Connecting,
        // The in-page master keeps its own match in the browser (Local's persist).
        enhancer: saveKey && !tableMaster ? (persistingEnhancer(saveKey) as never) : undefined,
      }),
    // A new client only for a new game, seat count, transport or saved match.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [game, numPlayers, multiplayer, tableMaster, saveKey],
  );
  const aiSeatList = aiSeats ?? [];
  const choose = useMemo(
    () => (secretsAgainstComputer && props.ai ? aiChooser(props.code, props.ai) : undefined),
    [secretsAgainstComputer, props.ai, props.code],
  );
  useComputerSeats({
    game,
    multiplayer: tableMaster,
    numPlayers,
    aiSeats: aiSeatList,
    choose,
    level: aiLevel ?? props.ai?.defaultLevel ?? '',
  });
  const newGame = () => {
    if (!saveKey) return;
    clearSavedGame(saveKey);
    handOver.release();
    setGeneration((current) => current + 1);
  };
  const newGameItem: GameMenuItem = {
    label: tc('game.newGame'),
    onClick: newGame,
    confirm: { title: tc('game.newGameTitle'), text: tc('game.newGameText'), confirmLabel: tc('game.newGame') },
  };
  const menuItems = saveKey ? [...(props.menuItems ?? []), newGameItem] : props.menuItems;
  const extras: RunnerExtras = {
    gameArgs: props.gameArgs,
    gameNamespace: props.code,
    Board: module.Board,
    rules: game,
    // With secrets the computer seats play through their own clients (useComputerSeats), not the board's.
    ai: secretsAgainstComputer ? undefined : props.ai,
    resignation: resignationOf(module.game),
    onPlayAgain: props.onPlayAgain,
    playAgainPending: props.playAgainPending,
    renderBelow: props.renderBelow,
    handOver: secretsOnOneDevice ? handOver : undefined,
  };
  const seat = secretsOnOneDevice
    ? (handOver.shown ?? undefined)
    : secretsAgainstComputer
      ? playerSeat(numPlayers, aiSeatList)
      : playerID;
  return (
    <GameLayout
      gameName={props.gameName}
      mode={mode}
      chatButton={props.chatButton}
      menuItems={menuItems}
      gameNamespace={props.code}
      layout={module.layout}
      desktopView={env.desktopView}
      homeHref={homePath(language)}
      linkComponent={PathLink}
    >
      <GameClient key={generation} matchID={matchID} playerID={seat} credentials={credentials} {...(extras as object)} />
    </GameLayout>
  );
}
