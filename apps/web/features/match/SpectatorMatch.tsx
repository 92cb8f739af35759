import { useCallback, useMemo } from 'react';
import { SocketIO } from 'boardgame.io/multiplayer';
import type { BoardProps } from 'boardgame.io/react';
import type { BoardModule, CatalogueEntry, RulesModule } from '@tabula/game-kit';
import { ConnectionBanner } from './ConnectionBanner';
import { AwayNotice } from './AwayNotice';
import { MatchClient } from './MatchClient';
import { MatchFrame } from './MatchFrame';
import { MatchMenu } from './MatchMenu';
import { seatStatusesOf } from './seatStatuses';
import { useMatchPlayers } from './useMatchPlayers';
import type { PublicMatch } from './publicMatch';

export interface SpectatorMatchProps {
  match: PublicMatch;
  entry: CatalogueEntry;
  module: RulesModule<any> & BoardModule<any>;
  gameName: string;
}

/** A visitor watching: no seat, no credentials, no nickname needed, no chat, no play again. */
export function SpectatorMatch({ match, entry, module, gameName }: SpectatorMatchProps) {
  const multiplayer = useMemo(() => SocketIO({ server: match.bgioServerUrl }), [match.bgioServerUrl]);
  const players = useMatchPlayers(match, entry);
  const gameArgs = useMemo(() => ({ mode: 'OnlineFriend' as const, players }), [players]);
  const renderBelow = useCallback(
    (board: BoardProps<any>) => (
      <>
        <ConnectionBanner connected={board.isConnected} />
        <AwayNotice
          matchData={board.matchData}
          players={gameArgs.players}
          ownSeat={null}
          active={board.isConnected && !board.ctx.gameover}
          statuses={seatStatusesOf(board.matchData)}
        />
      </>
    ),
    [gameArgs],
  );
  return (
    <MatchFrame title={gameName} action={<MatchMenu gameNamespace={entry.code} gameName={gameName} />}>
      <MatchClient
        code={entry.code}
        module={module}
        gameArgs={gameArgs}
        multiplayer={multiplayer}
        matchID={match.bgioMatchId}
        renderBelow={renderBelow}
      />
    </MatchFrame>
  );
}
