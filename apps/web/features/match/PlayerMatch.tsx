import { useCallback, useMemo, useState } from 'react';
import { useRouter } from 'next/router';
import Alert from '@mui/material/Alert';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@apollo/client/react';
import type { BoardProps } from 'boardgame.io/react';
import {
  type BoardModule,
  type CatalogueEntry,
  type Language,
  playedByComputer,
  resignationOf,
  type RulesModule,
} from '@tabula/game-kit';
import type { ResignOffer } from '../play/RunnerBoard';
import { CURRENT_USER } from '../../lib/apollo/operations';
import type { Match } from '../../lib/apollo/types';
import { ChatButton } from '../chat/ChatButton';
import { ChatPanel } from '../chat/ChatPanel';
import { useMatchChat } from '../chat/useMatchChat';
import { roomPath } from '../room/paths';
import { AwayNotice } from './AwayNotice';
import { ConnectionBanner } from './ConnectionBanner';
import { MatchClient } from './MatchClient';
import { MatchFrame } from './MatchFrame';
import { MatchMenu } from './MatchMenu';
import { useMatchPlayers } from './useMatchPlayers';
import { MoveRefusedNotice } from './MoveRefusedNotice';
import { refusalAwareSocketIO } from './refusalAwareSocketIO';
import { RematchOffer } from './RematchOffer';
import { SeatControls, type StandInOffer } from './SeatControls';
import { seatStatusesOf, statusOf } from './seatStatuses';
import { useSeatActions } from './useSeatActions';
import { usePlayAgain } from './usePlayAgain';
import { TurnAlert } from '../turnAlert/TurnAlert';

export interface PlayerMatchProps {
  /** The match as its player reads it: with the seat and its credentials. */
  match: Match;
  entry: CatalogueEntry;
  module: RulesModule<any> & BoardModule<any>;
  gameName: string;
  language: Language;
}

/** A player of the match: own seat and credentials, chat, play again, and the others' rematch offers. */
export function PlayerMatch({ match, entry, module, gameName, language }: PlayerMatchProps) {
  const router = useRouter();
  const desktop = useMediaQuery('(min-width: 900px)', { noSsr: true });
  const chat = useMatchChat(match.id, desktop);
  const me = useQuery(CURRENT_USER);
  const [refusals, setRefusals] = useState(0);
  const [resign, setResign] = useState<ResignOffer | null>(null);
  const [standIn, setStandIn] = useState<StandInOffer | null>(null);
  const seatActions = useSeatActions(match.id);
  const resignation = useMemo(() => resignationOf(module.game), [module]);
  const hasComputer = entry.aiConfig !== undefined;
  const multiplayer = useMemo(
    () => refusalAwareSocketIO({ server: match.bgioServerUrl, onRefused: () => setRefusals((count) => count + 1) }),
    [match.bgioServerUrl],
  );
  const players = useMatchPlayers(match, entry);
  const gameArgs = useMemo(() => ({ mode: 'OnlineFriend' as const, players }), [players]);
  const goToRoom = useCallback(
    (roomId: string) => void router.push(roomPath(language, entry, gameName, roomId), undefined, { locale: false }),
    [router, language, entry, gameName],
  );
  const again = usePlayAgain(match.id, goToRoom);
  const renderBelow = useCallback(
    (board: BoardProps<any>) => (
      <>
        <ConnectionBanner connected={board.isConnected} />
        <AwayNotice
          matchData={board.matchData}
          players={gameArgs.players}
          ownSeat={board.playerID}
          active={board.isConnected && !board.ctx.gameover}
          statuses={seatStatusesOf(board.matchData)}
        />
        <SeatControls
          board={board}
          players={gameArgs.players}
          resignation={resignation}
          hasComputer={hasComputer}
          actions={seatActions}
          onStandInOffer={setStandIn}
        />
        <TurnAlert
          ctx={board.ctx}
          playerID={board.playerID}
          gameName={gameName}
          computerPlaysSeat={
            board.playerID != null && playedByComputer(statusOf(seatStatusesOf(board.matchData), board.playerID))
          }
        />
        {again.error && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="play-again-error">
            {again.error}
          </Alert>
        )}
      </>
    ),
    [again.error, gameArgs, gameName, resignation, hasComputer, seatActions],
  );
  return (
    <MatchFrame
      title={gameName}
      action={
        <>
          <ChatButton unseen={chat.state.unseen} open={chat.state.open} onToggle={chat.toggle} />
          <MatchMenu gameNamespace={entry.code} gameName={gameName} resign={resign} standIn={standIn} />
        </>
      }
    >
      <RematchOffer
        matchId={match.id}
        initial={match.rematch ?? null}
        viewerId={me.data?.user.id ?? null}
        pending={again.pending}
        onJoin={() => void again.playAgain()}
      />
      <MatchClient
        code={entry.code}
        module={module}
        gameArgs={gameArgs}
        multiplayer={multiplayer}
        matchID={match.bgioMatchId}
        playerID={match.bgioPlayerId ?? undefined}
        credentials={match.bgioSecret ?? undefined}
        onPlayAgain={() => void again.playAgain()}
        playAgainPending={again.pending}
        renderBelow={renderBelow}
        onResignOffer={setResign}
      />
      <MoveRefusedNotice refusals={refusals} />
      <ChatPanel
        messages={chat.state.messages}
        open={chat.state.open}
        desktop={desktop}
        currentUserId={me.data?.user.id ?? null}
        onSend={chat.send}
        onClose={() => chat.setOpen(false)}
        error={chat.error}
        onDismissError={chat.clearError}
      />
    </MatchFrame>
  );
}
