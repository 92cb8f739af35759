import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import type { PlayerID } from 'boardgame.io';
import { useTranslation } from 'react-i18next';
import type { PlayerInfo } from '../contract';
import type { GameResult } from '../result';
import { standingsOf } from '../standings';
import { GAME_KIT_NAMESPACE } from './namespace';
import { nameOf, namedYou } from './playerNames';

export interface StandingsProps {
  result: GameResult;
  players: PlayerInfo[];
  /** The viewer's seat, whose row is highlighted; null on a shared device or for a spectator. */
  playerID: PlayerID | null;
}

/** The final standings: place, name (winners marked) and score when the game keeps one. Scrolls past ~8 rows. */
export function Standings({ result, players, playerID }: StandingsProps) {
  const { t } = useTranslation(GAME_KIT_NAMESPACE);
  const rows = standingsOf(
    result,
    players.map((p) => p.playerID),
  );
  const scored = result.scores !== undefined;
  return (
    <TableContainer sx={{ width: '100%', maxHeight: 320, overflowY: 'auto' }}>
      <Table size="small" stickyHeader aria-label={t('standings.label')}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '3.5em' }}>{t('standings.place')}</TableCell>
            <TableCell>{t('standings.player')}</TableCell>
            {scored && <TableCell align="right">{t('standings.score')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const mine = row.playerID === playerID;
            return (
              <TableRow
                key={row.playerID}
                selected={mine}
                aria-current={mine ? 'true' : undefined}
                sx={mine ? { '& td': { fontWeight: 700 } } : undefined}
              >
                <TableCell>{row.place ?? '–'}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  {nameOf(players, row.playerID)}
                  {mine && !namedYou(players, row.playerID) && ` ${t('scoreboard.you')}`}
                  {row.winner && (
                    <EmojiEvents
                      titleAccess={t('standings.winner')}
                      fontSize="small"
                      sx={{ ml: 0.5, verticalAlign: 'text-bottom', color: 'warning.light' }}
                    />
                  )}
                </TableCell>
                {scored && <TableCell align="right">{row.score ?? '–'}</TableCell>}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
