import { useEffect, useMemo, useRef, type ComponentType, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Game, PlayerID } from 'boardgame.io';
import type { BoardProps } from 'boardgame.io/react';
import {
  gameLogOf,
  lineOfPosition,
  positionAfterLine,
  RESIGN_MOVE,
  resignationEffect,
  resignedSeats,
  seatsThatMayAct,
  seatView,
  type AiConfig,
  type GameArgs,
  type GameBoardProps,
  type GameResult,
  type ResignationEffect,
  type ResignationRule,
} from '@tabula/game-kit';
import {
  GameOver,
  nameOf,
  PassDeviceOn,
  PassTheDevice,
  ReplayStepper,
  ResignButton,
  ResignedNotice,
  useMatchStepper,
} from '@tabula/game-kit/ui';
import { aiChooser } from './ai/chooser';
import { GameLogPanel } from './GameLogPanel';
import { redactLogFor, useHandOverStep, type HandOver } from './handOver';
import { useAiPlayer } from './useAiPlayer';

/** Wide enough for the game log beside the table. */
const LOG_BESIDE_QUERY = '(min-width: 1200px)';

/** Resigning as the frame's menu offers it: what it does now, and doing it (after the menu asked). */
export interface ResignOffer {
  effect: ResignationEffect;
  resign: () => void;
}

/** Props the runner passes through boardgame.io's Client to every board. */
export interface RunnerExtras {
  gameArgs: GameArgs;
  gameNamespace: string;
  Board: ComponentType<GameBoardProps<any>>;
  /**
   * The rules as this client runs them (with the match's setup data): once the game is over, its
   * positions are replayed from boardgame.io's log so the players can step back through them.
   */
  rules?: Game<any>;
  ai?: AiConfig;
  /** The game's resignation rule, when it is wrapped in withResignation. */
  resignation?: ResignationRule;
  onPlayAgain?: () => void;
  playAgainPending?: boolean;
  /** Shown under the board, e.g. a scoreboard; receives the board props. */
  renderBelow?: (props: BoardProps<any>) => ReactNode;
  /** LocalFriend with a game that has secrets: who holds the device (see handOver.ts). */
  handOver?: HandOver;
  /** Told whenever the viewer may resign or no longer may (null), for a menu outside the board. */
  onResignOffer?: (offer: ResignOffer | null) => void;
}

/** The seat that quit a card match at a round end (the card games keep it as `G.quitBy`). */
const quitterOf = (G: unknown): PlayerID | null => (G as { quitBy?: PlayerID | null } | null)?.quitBy ?? null;

type RunnerBoardProps = BoardProps<any> & RunnerExtras & { _stateID?: number };

/**
 * Wraps a game's Board: the computer's moves, the shared GameOver screen when the game ends, and
 * for a game with secrets on one device the curtain between seats instead of the board.
 */
export function RunnerBoard(props: RunnerBoardProps) {
  const {
    Board,
    rules,
    gameArgs,
    gameNamespace,
    ai,
    resignation,
    onPlayAgain,
    playAgainPending,
    renderBelow,
    handOver,
    onResignOffer,
    ...clientProps
  } = props;
  const boardProps = handOver ? { ...clientProps, log: redactLogFor(clientProps.log, clientProps.playerID) } : clientProps;
  const { G, ctx, moves, playerID } = boardProps;
  const step = useHandOverStep(
    handOver,
    ctx,
    gameArgs.players.map((p) => p.playerID),
    playerID,
  );
  const choose = useMemo(
    () => (ai && gameArgs.mode === 'AI' ? aiChooser(gameNamespace, ai) : undefined),
    [ai, gameArgs.mode, gameNamespace],
  );
  useAiPlayer({
    choose,
    aiSeats: gameArgs.mode === 'AI' ? (gameArgs.aiSeats ?? []) : [],
    level: gameArgs.aiLevel ?? ai?.defaultLevel ?? '',
    G,
    ctx,
    stateID: props._stateID ?? `${ctx.turn}:${ctx.numMoves ?? 0}`,
    moves,
  });
  const result = ctx.gameover as GameResult | undefined;
  const seat = seatView(ctx, playerID, gameArgs);
  const resign = moves[RESIGN_MOVE];
  const out = resignedSeats(G);
  // A seated client's move is its own seat's (online, and against the computer in a game with
  // secrets); otherwise on this device boardgame.io makes it for the current player, or for the seat
  // holding the device when the game has secrets.
  const resigner = handOver ? handOver.shown : playerID != null ? seat.viewer : ctx.currentPlayer;
  const canResign = resign !== undefined && resigner !== null && seat.canAct(resigner) && !out.includes(resigner);
  // The public log of a game that keeps one (G.log): beside the table on a wide screen, a sheet otherwise.
  const logLines = gameLogOf(G);
  const logBeside = useMediaQuery(LOG_BESIDE_QUERY, { noSsr: true });
  const effect = resignation && resignationEffect(resignation, G, ctx);
  const resignMove = useRef(resign);
  resignMove.current = resign;
  useEffect(() => {
    if (!onResignOffer) return;
    onResignOffer(canResign ? { effect: effect ?? 'otherWins', resign: () => resignMove.current?.() } : null);
  }, [onResignOffer, canResign, effect]);
  useEffect(() => () => onResignOffer?.(null), [onResignOffer]);
  // After the game, an earlier position can be shown instead of the final one: read-only, its moves no-ops.
  const stepper = useMatchStepper({ game: handOver ? undefined : rules, log: clientProps.log, G, ctx });
  const shown = stepper?.shown;
  const readOnlyMoves = useMemo(() => Object.fromEntries(Object.keys(moves).map((name) => [name, () => undefined])), [moves]);
  const shownProps = shown ? { ...boardProps, G: shown.G, ctx: shown.ctx, moves: readOnlyMoves, isActive: false } : boardProps;
  const board = (
    <>
      {stepper && <ReplayStepper position={stepper.position} total={stepper.total} onGo={stepper.go} />}
      <Box
        data-testid={shown ? 'replayed-position' : undefined}
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch', pointerEvents: shown ? 'none' : undefined }}
      >
        <Board {...shownProps} gameArgs={gameArgs} />
      </Box>
    </>
  );
  const logSteps =
    stepper && logLines
      ? {
          currentLine: lineOfPosition(stepper.replay, logLines.length, stepper.position),
          onSelect: (line: number) => {
            const position = positionAfterLine(stepper.replay, logLines.length, line);
            if (position !== undefined) stepper.go(position);
          },
        }
      : undefined;
  const othersChoosing = handOver !== undefined && seatsThatMayAct(ctx).some((id) => id !== handOver.shown);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}>
      {result !== undefined && (
        <GameOver
          result={result}
          playerID={seat.viewer}
          mode={gameArgs.mode}
          players={gameArgs.players}
          gameNamespace={gameNamespace}
          onPlayAgain={onPlayAgain}
          playAgainPending={playAgainPending}
          quitBy={quitterOf(G)}
        />
      )}
      {step.kind === 'curtain' && (
        <PassTheDevice
          key={step.seat}
          playerName={nameOf(gameArgs.players, step.seat)}
          onReady={() => handOver?.take(step.seat)}
        />
      )}
      {step.kind === 'board' && (
        <>
          {logLines === undefined ? (
            board
          ) : (
            <Box
              sx={
                logBeside ? { display: 'flex', gap: 2, alignItems: 'flex-start' } : { display: 'flex', flexDirection: 'column' }
              }
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>{board}</Box>
              <GameLogPanel
                lines={logLines}
                gameNamespace={gameNamespace}
                players={gameArgs.players}
                beside={logBeside}
                steps={logSteps}
              />
            </Box>
          )}
          {canResign && <ResignButton onResign={() => resign()} effect={effect} />}
          {othersChoosing && <PassDeviceOn onPass={handOver.release} />}
        </>
      )}
      {result === undefined && <ResignedNotice seats={out} players={gameArgs.players} />}
      {step.kind === 'board' && renderBelow?.(boardProps)}
    </Box>
  );
}
