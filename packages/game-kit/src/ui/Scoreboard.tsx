import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { PlayerID } from 'boardgame.io';
import { useTranslation } from 'react-i18next';
import type { PlayerInfo } from '../contract';
import { GAME_KIT_NAMESPACE } from './namespace';
import { placingsFromScores } from '../placings';
import { nameOf, namedYou } from './playerNames';

export interface ScoreboardEntry {
  playerID: PlayerID;
  score: number;
  /** Values of the extra columns, in the order of `extraColumns`. */
  extraData?: Array<string | number>;
}

export interface ScoreboardProps {
  scores: ScoreboardEntry[];
  players: PlayerInfo[];
  /** The viewer's seat, whose row is highlighted. */
  playerID?: PlayerID | null;
  /** Headers of extra columns shown between player and score (already translated). */
  extraColumns?: string[];
}

export interface RankedEntry extends ScoreboardEntry {
  rank: number;
}

/** Highest score first; equal scores share a rank (1, 2, 2, 4). */
export function rankScores(scores: ScoreboardEntry[]): RankedEntry[] {
  const places = placingsFromScores(Object.fromEntries(scores.map((entry) => [entry.playerID, entry.score])));
  return [...scores].sort((a, b) => b.score - a.score).map((entry) => ({ ...entry, rank: places[entry.playerID]! }));
}

export function Scoreboard({ scores, players, playerID = null, extraColumns = [] }: ScoreboardProps) {
  const { t } = useTranslation(GAME_KIT_NAMESPACE);
  return (
    <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small" aria-label={t('scoreboard.label')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('scoreboard.rank')}</TableCell>
            <TableCell>{t('scoreboard.player')}</TableCell>
            {extraColumns.map((column) => (
              <TableCell key={column} align="right">
                {column}
              </TableCell>
            ))}
            <TableCell align="right">{t('scoreboard.score')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rankScores(scores).map((entry) => {
            const mine = entry.playerID === playerID;
            return (
              <TableRow
                key={entry.playerID}
                selected={mine}
                aria-current={mine ? 'true' : undefined}
                sx={mine ? { '& td': { fontWeight: 700 } } : undefined}
              >
                <TableCell>{entry.rank}</TableCell>
                <TableCell>
                  {nameOf(players, entry.playerID)}
                  {mine && !namedYou(players, entry.playerID) && ` ${t('scoreboard.you')}`}
                </TableCell>
                {extraColumns.map((column, index) => (
                  <TableCell key={column} align="right">
                    {entry.extraData?.[index] ?? ''}
                  </TableCell>
                ))}
                <TableCell align="right">{entry.score}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
