import { useMemo, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { PlayerID, State } from 'boardgame.io';
import { Client, type BoardProps } from 'boardgame.io/react';
import { useTranslation } from 'react-i18next';
import {
  mayReplay,
  resignationOf,
  rulesFromStart,
  seatsThatMayAct,
  tableClockOf,
  type BoardModule,
  type GameArgs,
  type RulesModule,
  type ScreenLayout,
} from '@tabula/game-kit';
import { CARD_TABLE_WIDTH, DESKTOP_GAME_WIDTH, GAME_COLUMN_WIDTH, GAME_KIT_NAMESPACE } from '@tabula/game-kit/ui';
import { env } from '../../env';
import { RunnerBoard, type ResignOffer, type RunnerExtras } from '../play/RunnerBoard';
import { useAwaySeats } from './AwayNotice';
import { PlayersPanel, useSeatLabels } from './PlayersPanel';
import { replayAtGameOver } from './replayAtGameOver';
import { SeatBadges } from './SeatBadges';
import { seatClockReadings } from './seatClocks';
import { computerSeatsOf, seatStatusesOf } from './seatStatuses';
import { usePageWideRow } from './usePageWideRow';

type Multiplayer = Parameters<typeof Client>[0]['multiplayer'];

/** Width of the players panel beside the board on wide screens. */
const PANEL_WIDTH = 280;
/** Between the board and the players panel (theme spacing 3). */
const PANEL_GAP = 24;
/**
 * A card table with the players beside it takes the page's width, as against the computer (the
 * site's page column, 1152 px at most, would leave the table and its game log about 570 px).
 */
const CARD_TABLE_ROW = CARD_TABLE_WIDTH + PANEL_GAP + PANEL_WIDTH;

export interface MatchClientProps {
  /** The catalogue code: the game's locale namespace. */
  code: string;
  module: RulesModule<any> & BoardModule<any>;
  gameArgs: GameArgs;
  multiplayer: Multiplayer;
  matchID: string;
  /** The viewer's seat and its credentials; none for a spectator. */
  playerID?: PlayerID;
  credentials?: string;
  onPlayAgain?: () => void;
  playAgainPending?: boolean;
  /** Under the board, with the board props (connection and presence notices). */
  renderBelow?: (board: BoardProps<any>) => ReactNode;
  /** Told when the player may resign, for the match's menu. */
  onResignOffer?: (offer: ResignOffer | null) => void;
}

type MatchBoardProps = BoardProps<any> & RunnerExtras & { seatLabels: string[]; layout?: ScreenLayout };

function Connecting() {
  const { t } = useTranslation(GAME_KIT_NAMESPACE);
  return (
    <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 6 }}>
      <CircularProgress />
      <Typography>{t('message.connecting')}</Typography>
    </Box>
  );
}

/**
 * The board (with the shared game-over screen) and the players: a side panel beside it on wide
 * screens; on a phone, seat badges above it, so that the status, the table and the hand fit the
 * first screen. A card table (layout 'cardTable') uses the page's width on a wide screen.
 */
function MatchBoard({ seatLabels, layout, ...runner }: MatchBoardProps) {
  const { ctx, matchData, playerID, isConnected, gameArgs, plugins } = runner;
  const wide = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  const tableRow = useRef<HTMLDivElement>(null);
  const pageWide = usePageWideRow(tableRow, CARD_TABLE_ROW, wide && layout === 'cardTable');
  const over = ctx.gameover !== undefined;
  const viewer = playerID ?? null;
  const away = useAwaySeats(matchData, viewer, isConnected && !over);
  const statuses = seatStatusesOf(matchData);
  const computerSeats = computerSeatsOf(statuses).join(',');
  // The board names the seats a computer plays now: "The computer is playing for you" on a stand-in's turn.
  const boardArgs = useMemo(
    () => ({ ...gameArgs, aiSeats: computerSeats === '' ? [] : computerSeats.split(',') }),
    [gameArgs, computerSeats],
  );
  const board = { ...runner, gameArgs: boardArgs };
  const seats = {
    players: gameArgs.players,
    seatLabels,
    acting: over ? [] : seatsThatMayAct(ctx),
    away,
    viewer,
    statuses,
    clocks: over
      ? {}
      : seatClockReadings(
          tableClockOf({ plugins }),
          gameArgs.players.map((player) => player.playerID),
        ),
  };
  if (!wide) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
        <SeatBadges {...seats} />
        <RunnerBoard {...board} />
      </Box>
    );
  }
  const players = <PlayersPanel {...seats} />;
  if (layout === 'cardTable') {
    return (
      <Box
        ref={tableRow}
        data-layout="cardTable"
        sx={{
          display: 'grid',
          gap: `${PANEL_GAP}px`,
          gridTemplateColumns: `minmax(0, 1fr) ${PANEL_WIDTH}px`,
          alignItems: 'start',
          ...(pageWide && { width: pageWide.width, ml: `${pageWide.marginLeft}px` }),
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <RunnerBoard {...board} />
        </Box>
        {players}
      </Box>
    );
  }
  // As against the computer, a square board grows with the window height (lichess's rule), or to
  // the desktop view's width less the panel.
  const boardWidth = env.desktopView ? `${DESKTOP_GAME_WIDTH - PANEL_WIDTH}px` : GAME_COLUMN_WIDTH;
  return (
    <Box
      data-layout="squareBoard"
      sx={{
        display: 'grid',
        gap: `${PANEL_GAP}px`,
        gridTemplateColumns: `minmax(0, ${boardWidth}) ${PANEL_WIDTH}px`,
        justifyContent: 'center',
        alignItems: 'start',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <RunnerBoard {...board} />
      </Box>
      {players}
    </Box>
  );
}

/** boardgame.io's client of an online match, connected to the game server, for a player or a spectator. */
export function MatchClient(props: MatchClientProps) {
  const { code, module, gameArgs } = props;
  const numPlayers = gameArgs.players.length;
  // A finished match of a game that hides nothing can be stepped through, from the first state
  // the server sends with its log once the match is over.
  const [start, setStart] = useState<State | undefined>(undefined);
  const multiplayer = useMemo(
    () =>
      typeof props.multiplayer === 'function' && mayReplay(module.game)
        ? replayAtGameOver(props.multiplayer, setStart)
        : props.multiplayer,
    [props.multiplayer, module],
  );
  const rules = useMemo(() => (start ? rulesFromStart(module.game, start) : undefined), [module, start]);
  const GameClient = useMemo(
    () => Client({ game: module.game, board: MatchBoard as never, numPlayers, multiplayer, debug: false, loading: Connecting }),
    [module, numPlayers, multiplayer],
  );
  const seatLabels = useSeatLabels(code, gameArgs.players);
  const extras: RunnerExtras & { seatLabels: string[]; layout?: ScreenLayout } = {
    gameArgs,
    gameNamespace: code,
    Board: module.Board,
    rules,
    resignation: resignationOf(module.game),
    onPlayAgain: props.onPlayAgain,
    playAgainPending: props.playAgainPending,
    renderBelow: props.renderBelow,
    onResignOffer: props.onResignOffer,
    seatLabels,
    layout: module.layout,
  };
  return <GameClient matchID={props.matchID} playerID={props.playerID} credentials={props.credentials} {...(extras as object)} />;
}
