import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { OwnClock } from './OwnClock';
import { ownRunningClock, type PlayersPanelProps } from './PlayersPanel';
import { SeatClock } from './SeatClock';
import { statusOf } from './seatStatuses';

/**
 * The players on a phone, folded into one or two lines of badges above the table (name, side when
 * the game names it, whose turn, who is away or played by the computer, the seat's time) so that the
 * table and the hand stay on the first screen; the viewer's own running time stands out before them.
 */
export function SeatBadges({ players, seatLabels, acting, away, viewer, statuses = {}, clocks = {}, now }: PlayersPanelProps) {
  const { t } = useTranslation('online');
  const own = players.findIndex((player) => player.playerID === viewer);
  const ownClock = ownRunningClock(clocks, viewer);
  return (
    <Box
      component="section"
      aria-label={t('match.players')}
      data-testid="match-players"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}
    >
      {/* The viewer's badge says "(you)"; a line more only where the game names the side ("You are Red"). */}
      {own >= 0 && seatLabels[own] && (
        <Typography variant="body2" data-testid="you-are" sx={{ color: 'primary.main', fontWeight: 600 }}>
          {t('match.youAre', { side: seatLabels[own] })}
        </Typography>
      )}
      {own < 0 && (
        <Typography variant="body2" data-testid="spectating" color="text.secondary">
          {t('match.spectating')}
        </Typography>
      )}
      {ownClock && <OwnClock reading={ownClock} now={now} />}
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', m: 0, p: 0, minWidth: 0 }}>
        {players.map((player, index) => {
          const turn = acting.includes(player.playerID);
          const mine = index === own;
          const status = statusOf(statuses, player.playerID);
          const clock = mine && ownClock ? undefined : clocks[player.playerID];
          return (
            <Box
              component="li"
              key={player.playerID}
              data-testid="match-player"
              aria-current={turn ? 'step' : undefined}
              sx={{
                display: 'inline-flex',
                alignItems: 'baseline',
                flexWrap: 'wrap',
                columnGap: 0.5,
                maxWidth: '100%',
                minWidth: 0,
                px: 1,
                py: 0.25,
                borderRadius: 4,
                border: turn ? 2 : 1,
                borderColor: turn ? 'primary.main' : 'divider',
                typography: 'body2',
              }}
            >
              <Box
                component="span"
                data-testid="match-player-name"
                sx={{ fontWeight: mine ? 700 : 500, overflowWrap: 'anywhere' }}
              >
                {player.name}
                {mine && ` (${t('match.you')})`}
              </Box>
              {seatLabels[index] && (
                <Box component="span" data-testid="match-player-side" sx={{ color: 'text.secondary' }}>
                  {seatLabels[index]}
                </Box>
              )}
              {turn && (
                <Box component="span" data-testid="match-player-turn" sx={{ color: 'primary.main', fontWeight: 600 }}>
                  {t('match.toPlay')}
                </Box>
              )}
              {(away.includes(player.playerID) || status.kind === 'away') && (
                <Box component="span" data-testid="match-player-away" sx={{ color: 'warning.main' }}>
                  {t('match.absent')}
                </Box>
              )}
              {status.kind === 'standIn' && (
                <Box
                  component="span"
                  data-testid="match-player-stand-in"
                  title={t(`match.standIn.${status.reason}`, { name: player.name })}
                  sx={{ color: 'text.secondary' }}
                >
                  {t('match.computerPlays')}
                </Box>
              )}
              {clock && <SeatClock reading={clock} now={now} />}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
