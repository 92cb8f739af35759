import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PlayerID } from 'boardgame.io';
import type { PlayerInfo } from '@tabula/game-kit';
import { nameOf } from '@tabula/game-kit/ui';
import { useTranslation } from 'react-i18next';
import { HOST_SEAT } from '../stages';
import { membersOf, startProblem, TEAMS, TWO_SEAT_TABLE } from '../teams';
import type { SecretCodesState, Team } from '../types';
import { TEAM_COLOUR } from './agentColours';

/**
 * Read out, not shown: the spymaster mark's meaning. Sizes in px as strings: MUI reads a bare 1 as
 * 100%, which made this absolutely placed text as wide as the screen and the phone's page scroll sideways.
 */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export interface TeamsPanelProps {
  G: Pick<SecretCodesState, 'teams' | 'spymasters'>;
  players: PlayerInfo[];
  /** The seat at this screen, when it may act now (choosing its team; the host also appoints and starts). */
  actor: PlayerID | null;
  onJoin: (team: Team) => void;
  onAppoint: (seat: PlayerID, team: Team) => void;
  onStart: () => void;
}

/** "Select teams": the two teams and the unassigned, joining and switching, the host's spymasters and "Done, play!". */
export function TeamsPanel({ G, players, actor, onJoin, onAppoint, onStart }: TeamsPanelProps) {
  const { t } = useTranslation('secretcodes');
  const numPlayers = players.length;
  const twoSeats = numPlayers === TWO_SEAT_TABLE;
  const isHost = actor === HOST_SEAT;
  const problem = startProblem(G, numPlayers);
  const unassigned = Object.keys(G.teams).filter((seat) => G.teams[seat] === null);
  const name = (seat: PlayerID) => nameOf(players, seat) + (seat === actor ? ` ${t('teams.you')}` : '');

  const column = (team: Team | null) => {
    const seats = team === null ? unassigned : membersOf(G, team);
    const title = team === null ? t('teams.unassigned') : t(`teams.${team}`);
    return (
      <Paper
        key={team ?? 'none'}
        variant="outlined"
        data-testid={`team-${team ?? 'unassigned'}`}
        sx={{
          p: 1.5,
          flex: '1 1 200px',
          minWidth: 0,
          boxSizing: 'border-box',
          borderTop: team === null ? undefined : `4px solid ${TEAM_COLOUR[team]}`,
        }}
      >
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          {seats.map((seat) => {
            const spymaster = team !== null && G.spymasters[team] === seat;
            return (
              <Box component="li" key={seat} sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 36 }}>
                <span>
                  {name(seat)}
                  {spymaster && (
                    <strong title={t('teams.spymaster')}>
                      {' '}
                      {t('teams.spymasterMark')}
                      <Box component="span" sx={visuallyHidden}>
                        {t('teams.spymaster')}
                      </Box>
                    </strong>
                  )}
                </span>
                {isHost && !twoSeats && team !== null && !spymaster && (
                  <Button
                    size="small"
                    variant="text"
                    aria-label={t('teams.makeSpymaster', { player: nameOf(players, seat) })}
                    data-testid={`appoint-${seat}`}
                    onClick={() => onAppoint(seat, team)}
                  >
                    {t('teams.makeSpymasterShort')}
                  </Button>
                )}
              </Box>
            );
          })}
        </Box>
        {team !== null && actor !== null && !twoSeats && G.teams[actor] !== team && (
          <Button variant="outlined" size="small" sx={{ mt: 1 }} data-testid={`join-${team}`} onClick={() => onJoin(team)}>
            {t('teams.join', { team: title })}
          </Button>
        )}
      </Paper>
    );
  };

  return (
    <Box
      component="section"
      aria-labelledby="select-teams"
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%', maxWidth: 760, minWidth: 0 }}
    >
      <Typography id="select-teams" component="h2" variant="h6">
        {t('teams.title')}
      </Typography>
      {twoSeats && <Typography color="text.secondary">{t('teams.twoSeats')}</Typography>}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {TEAMS.map((team) => column(team))}
        {unassigned.length > 0 && column(null)}
      </Box>
      {problem !== null && (
        <Typography role="status" color="warning.main" data-testid="start-problem">
          {t(`teams.${problem}`)}
        </Typography>
      )}
      {isHost ? (
        <Button
          variant="contained"
          size="large"
          disabled={problem !== null}
          data-testid="start-play"
          onClick={onStart}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('teams.start')}
        </Button>
      ) : (
        <Typography color="text.secondary">{t('teams.waitHost', { player: nameOf(players, HOST_SEAT) })}</Typography>
      )}
    </Box>
  );
}
