import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { PlayerID } from 'boardgame.io';
import { type BoardMoves, type GameBoardProps, seatView } from '@tabula/game-kit';
import { nameOf, seatTextOptions } from '@tabula/game-kit/ui';
import { useTranslation } from 'react-i18next';
import { guessesAllowed } from '../clue';
import { agentsLeft } from '../deal';
import type { game } from '../game';
import { clueNumberText } from '../log';
import { CLUE_STAGE, GUESS_STAGE, TEAMS_PHASE } from '../stages';
import { membersOf, TEAMS } from '../teams';
import type { Team } from '../types';
import type { SecretCodesView } from '../view';
import { TEAM_COLOUR } from './agentColours';
import { ClueForm } from './ClueForm';
import { TeamsPanel } from './TeamsPanel';
import { WordGrid } from './WordGrid';

export type SecretCodesBoardProps = GameBoardProps<SecretCodesView, BoardMoves<typeof game>>;

export function Board({ G, ctx, moves, playerID, gameArgs }: SecretCodesBoardProps) {
  const { t, i18n } = useTranslation('secretcodes');
  const { canAct } = seatView(ctx, playerID, gameArgs);
  const players = gameArgs.players;
  // The seat at this screen: online the viewer's own; on one device the seat holding it.
  const me = playerID ?? null;
  const actor = me !== null && canAct(me) ? me : null;

  if (ctx.phase === TEAMS_PHASE) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', width: '100%', boxSizing: 'border-box', p: 1 }}>
        <TeamsPanel
          G={G}
          players={players}
          actor={actor}
          onJoin={(team) => moves.joinTeam(team)}
          onAppoint={(seat, team) => moves.appointSpymaster(seat, team)}
          onStart={() => moves.startPlay()}
        />
      </Box>
    );
  }

  const turn = G.turn;
  const stage = actor !== null ? ctx.activePlayers?.[actor] : undefined;
  const over = G.winner !== null;
  const teamName = (team: Team) => t(`team.${team}`);
  let status: string;
  if (over) status = t('status.wins', { team: teamName(G.winner!) });
  else if (stage === CLUE_STAGE) status = t('status.giveClue', { player: nameOf(players, me!), context: 'you' });
  else if (turn?.clue === null) status = t('status.giveClue', seatTextOptions(players, G.spymasters[turn.team]!, i18n.language));
  else if (stage === GUESS_STAGE) status = t('status.guessingYou');
  else status = t('status.guessing', { team: teamName(turn!.team) });
  const allowed = turn?.clue ? guessesAllowed(G.settings, turn.clue) : 0;

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1.5,
        width: '100%',
        boxSizing: 'border-box',
        p: { xs: 0.5, sm: 1 },
      }}
    >
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }} data-testid="agents-left">
        {TEAMS.map((team) => (
          <Typography
            key={team}
            variant="body2"
            sx={{ fontWeight: 700, color: '#fff', bgcolor: TEAM_COLOUR[team], px: 1, py: 0.25, borderRadius: 1 }}
          >
            {teamName(team)}: {t('status.left', { count: agentsLeft(G, team) })}
          </Typography>
        ))}
      </Box>
      <Typography
        role="status"
        data-testid="status"
        variant="h6"
        component="p"
        sx={{ textAlign: 'center', borderBottom: turn && !over ? `4px solid ${TEAM_COLOUR[turn.team]}` : undefined }}
      >
        {status}
      </Typography>
      {turn?.clue && !over && (
        <Typography data-testid="clue" sx={{ textAlign: 'center' }}>
          <strong>{t('clue.current', { word: turn.clue.word.toUpperCase(), number: clueNumberText(turn.clue.number) })}</strong>
          {' · '}
          {/* Kept on one line: on a phone the count alone wrapped under the clue. */}
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {Number.isFinite(allowed) ? t('status.guessesLeft', { count: allowed - turn.guessesMade }) : t('status.noLimit')}
          </Box>
        </Typography>
      )}
      {stage === CLUE_STAGE && <ClueForm words={G.words} onGive={(word, number) => moves.giveClue(word, number)} />}
      {G.key !== null && !over && (
        <Typography variant="body2" color="text.secondary" data-testid="key-legend">
          {t('grid.keyLegend')}
        </Typography>
      )}
      {over && G.key !== null && (
        <Typography variant="subtitle1" component="h2" data-testid="full-key">
          {t('status.key')}
        </Typography>
      )}
      <WordGrid
        words={G.words}
        revealed={G.revealed}
        keyCards={G.key}
        canSelect={stage === GUESS_STAGE}
        onSelect={(card) => moves.guess(card)}
        lastRevealed={G.lastRevealed}
      />
      {stage === GUESS_STAGE && (
        <Button variant="outlined" disabled={(turn?.guessesMade ?? 0) < 1} onClick={() => moves.pass()} data-testid="pass">
          {t('grid.pass')}
        </Button>
      )}
      <TeamLine G={G} players={players} />
    </Box>
  );
}

/** Who is on which team, the spymasters marked: public. */
function TeamLine({ G, players }: { G: SecretCodesView; players: SecretCodesBoardProps['gameArgs']['players'] }) {
  const { t } = useTranslation('secretcodes');
  const label = (seat: PlayerID, team: Team) =>
    nameOf(players, seat) + (G.spymasters[team] === seat ? ` ${t('teams.spymasterMark')}` : '');
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'center', width: '100%' }} data-testid="team-line">
      {TEAMS.map((team) => (
        <Typography key={team} variant="body2" sx={{ borderLeft: `4px solid ${TEAM_COLOUR[team]}`, pl: 1 }}>
          <strong>{t(`team.${team}`)}</strong>:{' '}
          {membersOf(G, team)
            .map((seat) => label(seat, team))
            .join(', ')}
        </Typography>
      ))}
    </Box>
  );
}

export default Board;
