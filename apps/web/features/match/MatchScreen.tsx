import { useCallback, useMemo } from 'react';
import Head from 'next/head';
import { useRouter } from 'next/router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@apollo/client/react';
import { SocketIO } from 'boardgame.io/multiplayer';
import type { BoardProps } from 'boardgame.io/react';
import { useTranslation } from 'react-i18next';
import { findGame } from '@tabula/catalogue';
import type { BoardModule, CatalogueEntry, GameArgs, Language, RulesModule } from '@tabula/game-kit';
import { GAME_KIT_NAMESPACE, MessagePage } from '@tabula/game-kit/ui';
import { errorMessage } from '../../lib/apollo/errorMessage';
import { CURRENT_USER, MATCH } from '../../lib/apollo/operations';
import type { Match } from '../../lib/apollo/types';
import { ChatButton } from '../chat/ChatButton';
import { ChatPanel } from '../chat/ChatPanel';
import { useMatchChat } from '../chat/useMatchChat';
import { PathLink } from '../i18n/PathLink';
import { homePath } from '../i18n/paths';
import { GameRunner } from '../play/GameRunner';
import { useGameModule } from '../play/useGameModule';
import { roomPath } from '../room/paths';
import { AwayNotice } from './AwayNotice';
import { ConnectionBanner } from './ConnectionBanner';
import { matchPlayers } from './matchPlayers';
import { usePlayAgain } from './usePlayAgain';

export interface MatchScreenProps {
  matchId: string;
  language: Language;
}

/** /match/<id>: resolves the game from the match, downloads it, and plays it on the game server. */
export function MatchScreen({ matchId, language }: MatchScreenProps) {
  const { t } = useTranslation([GAME_KIT_NAMESPACE, 'online']);
  const home = { homeHref: homePath(language), linkComponent: PathLink };
  const { data, error, refetch } = useQuery(MATCH, { variables: { id: matchId } });
  const match = data?.match;
  const entry = match ? findGame(match.gameCode) : undefined;
  const { state, retry } = useGameModule(entry, false);

  if (error) {
    const action = (
      <Button variant="contained" onClick={() => void refetch()}>
        {t('message.retry')}
      </Button>
    );
    return <MessagePage type="error" message={errorMessage(error, t('errors.missing', { ns: 'online' }))} action={action} {...home} />;
  }
  if (!match) return <MessagePage type="loading" message={t('message.connecting')} {...home} />;
  if (!entry) return <MessagePage type="error" message={t('message.gameNotFound')} {...home} />;
  const name = t('name', { ns: entry.code, defaultValue: entry.name });
  if (state.status === 'connecting') return <MessagePage type="loading" message={t('message.connecting')} {...home} />;
  if (state.status === 'downloading') return <MessagePage type="loading" message={t('message.downloading', { name })} {...home} />;
  if (state.status === 'failed') {
    const action = (
      <Button variant="contained" onClick={retry}>
        {t('message.retry')}
      </Button>
    );
    return <MessagePage type="error" message={t('message.failedToDownload', { name })} action={action} {...home} />;
  }
  const props = { match, entry, module: state.module, gameName: name, language };
  return (
    <>
      <Head>
        <title>{name}</title>
      </Head>
      {match.bgioPlayerId !== null && match.bgioSecret ? <PlayerMatch {...props} /> : <SpectatorMatch {...props} />}
    </>
  );
}

interface LoadedMatchProps {
  match: Match;
  entry: CatalogueEntry;
  module: RulesModule<any> & BoardModule<any>;
  gameName: string;
  language: Language;
}

function useTransport(match: Match) {
  return useMemo(() => SocketIO({ server: match.bgioServerUrl }), [match.bgioServerUrl]);
}

function gameArgsOf(match: Match): GameArgs {
  return { mode: 'OnlineFriend', players: matchPlayers(match) };
}

/** Who among the other players has gone away, while the match goes on. */
function Presence({ board, gameArgs }: { board: BoardProps<any>; gameArgs: GameArgs }) {
  return (
    <AwayNotice
      matchData={board.matchData}
      players={gameArgs.players}
      ownSeat={board.playerID}
      active={board.isConnected && !board.ctx.gameover}
    />
  );
}

function Spectating() {
  const { t } = useTranslation('online');
  return (
    <Typography align="center" color="text.secondary" sx={{ mt: 2 }} data-testid="spectating">
      {t('match.spectating')}
    </Typography>
  );
}

/** A spectator: no seat, no credentials, no chat, no play again. */
function SpectatorMatch({ match, entry, module, gameName }: LoadedMatchProps) {
  const multiplayer = useTransport(match);
  const gameArgs = useMemo(() => gameArgsOf(match), [match]);
  const renderBelow = useCallback(
    (board: BoardProps<any>) => (
      <>
        <ConnectionBanner connected={board.isConnected} />
        <Presence board={board} gameArgs={gameArgs} />
        <Spectating />
      </>
    ),
    [gameArgs],
  );
  return (
    <GameRunner
      code={entry.code}
      gameName={gameName}
      module={module}
      gameArgs={gameArgs}
      numPlayers={match.playerMemberships.length}
      multiplayer={multiplayer}
      matchID={match.bgioMatchId}
      renderBelow={renderBelow}
    />
  );
}

/** A player of the match: own seat and credentials, chat, play again. */
function PlayerMatch({ match, entry, module, gameName, language }: LoadedMatchProps) {
  const router = useRouter();
  const desktop = useMediaQuery('(min-width: 900px)', { noSsr: true });
  const chat = useMatchChat(match.id, desktop);
  const me = useQuery(CURRENT_USER);
  const multiplayer = useTransport(match);
  const gameArgs = useMemo(() => gameArgsOf(match), [match]);
  const goToRoom = useCallback(
    (roomId: string) => void router.push(roomPath(language, entry, gameName, roomId), undefined, { locale: false }),
    [router, language, entry, gameName],
  );
  const again = usePlayAgain(match.id, goToRoom);
  const renderBelow = useCallback(
    (board: BoardProps<any>) => (
      <>
        <ConnectionBanner connected={board.isConnected} />
        <Presence board={board} gameArgs={gameArgs} />
        {again.error && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="play-again-error">
            {again.error}
          </Alert>
        )}
      </>
    ),
    [again.error, gameArgs],
  );
  return (
    <>
      <GameRunner
        code={entry.code}
        gameName={gameName}
        module={module}
        gameArgs={gameArgs}
        numPlayers={match.playerMemberships.length}
        multiplayer={multiplayer}
        matchID={match.bgioMatchId}
        playerID={match.bgioPlayerId ?? undefined}
        credentials={match.bgioSecret ?? undefined}
        onPlayAgain={() => void again.playAgain()}
        playAgainPending={again.pending}
        chatButton={<ChatButton unseen={chat.state.unseen} open={chat.state.open} onToggle={chat.toggle} />}
        renderBelow={renderBelow}
      />
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
    </>
  );
}
