import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { PlayerID } from 'boardgame.io';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { PlayerInfo } from '../contract';
import { totalsOf, type RoundScore } from '../rounds';
import { GAME_KIT_NAMESPACE } from './namespace';
import { nameOf } from './playerNames';

export interface ScoreSheetProps {
  /** In any order; shown newest first. */
  rounds: RoundScore[];
  /** Every seat, in seat order: one column each. */
  players: PlayerInfo[];
  /** The viewer's seat, whose column is marked; null on a shared device or for a spectator. */
  playerID?: PlayerID | null;
  /** Where the rounds' `contract` and `breakdown` keys live. */
  gameNamespace: string;
  /** When the total is not the sum of the rounds' points. */
  totals?: Record<PlayerID, number>;
}

// The round column stays in view if a sheet of very many seats must scroll sideways.
const stickyFirst = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper', width: '3.2em' } as const;

// Up to six seats share the width of a 360 px phone: the columns split it (fixed layout) and a long
// name wraps onto a second line, cut after it with the full name in the title; beyond six, the
// columns keep a readable width and the sheet scrolls.
const FITTED_SEATS = 6;
const nameLines = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  whiteSpace: 'normal',
  lineHeight: 1.25,
} as const;

/** "Dealer: Anna · Declarer: Ben · Grand · Basic value 24 · Schneider 1". */
function roundDetails(t: TFunction, round: RoundScore, players: PlayerInfo[], gameNamespace: string): string {
  const ns = [gameNamespace, GAME_KIT_NAMESPACE];
  const parts: string[] = [];
  if (round.dealer !== undefined) parts.push(t('scoreSheet.dealer', { playerName: nameOf(players, round.dealer) }));
  if (round.declarer !== undefined) parts.push(t('scoreSheet.declarer', { playerName: nameOf(players, round.declarer) }));
  if (round.contract !== undefined) parts.push(t('scoreSheet.contract', { contract: t(round.contract, { ns }) }));
  for (const [key, value] of Object.entries(round.breakdown ?? {}))
    parts.push(t('scoreSheet.item', { label: t(key, { ns }), value }));
  return parts.join(' · ');
}

function RoundRows({ round, players, gameNamespace }: { round: RoundScore; players: PlayerInfo[]; gameNamespace: string }) {
  const { t } = useTranslation(GAME_KIT_NAMESPACE);
  const details = roundDetails(t, round, players, gameNamespace);
  return (
    <TableBody aria-label={t('scoreSheet.roundLabel', { number: round.round })} data-testid={`round-${round.round}`}>
      <TableRow>
        <TableCell component="th" scope="row" sx={{ ...stickyFirst, borderBottom: details ? 'none' : undefined }}>
          {round.round}
        </TableCell>
        {players.map((p) => (
          <TableCell
            key={p.playerID}
            align="right"
            sx={{ fontWeight: p.playerID === round.declarer ? 700 : 400, borderBottom: details ? 'none' : undefined }}
          >
            {round.points[p.playerID] ?? 0}
          </TableCell>
        ))}
      </TableRow>
      {details && (
        <TableRow>
          <TableCell
            colSpan={players.length + 1}
            sx={{ pt: 0, color: 'text.secondary', fontSize: '0.8rem', overflowWrap: 'anywhere' }}
          >
            {/* Wraps within the visible width, and stays in view, while a wide sheet scrolls sideways. */}
            <Box sx={{ position: 'sticky', left: 8, maxWidth: 'calc(100cqw - 16px)' }}>{details}</Box>
          </TableCell>
        </TableRow>
      )}
    </TableBody>
  );
}

/**
 * The score sheet of a game played in rounds: one column per seat, the totals on top, then one row
 * per round, newest first, with who dealt, who declared, what was played and how it scored.
 */
export function ScoreSheet({ rounds, players, playerID = null, gameNamespace, totals }: ScoreSheetProps) {
  const { t } = useTranslation(GAME_KIT_NAMESPACE);
  const sum =
    totals ??
    totalsOf(
      rounds,
      players.map((p) => p.playerID),
    );
  // Rounds come in the order played; two may share a number (Skat numbers a thrown-in deal as the
  // deal dealt again), so the newest is the last one, and a row's key is its place in the list.
  const newestFirst = rounds.map((round, played) => ({ round, played })).reverse();
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ width: '100%', overflowX: 'auto', containerType: 'inline-size' }}>
      <Table
        size="small"
        aria-label={t('scoreSheet.label')}
        sx={{
          tableLayout: players.length <= FITTED_SEATS ? 'fixed' : 'auto',
          width: '100%',
          '& td, & th': { px: { xs: 0.5, sm: 1 } },
          '& thead th': { fontSize: { xs: '0.75rem', sm: '0.875rem' } },
        }}
      >
        <TableHead>
          <TableRow>
            <TableCell sx={stickyFirst}>{t('scoreSheet.round')}</TableCell>
            {players.map((p) => {
              const mine = p.playerID === playerID;
              const name = nameOf(players, p.playerID);
              return (
                <TableCell
                  key={p.playerID}
                  align="right"
                  title={name}
                  aria-current={mine ? 'true' : undefined}
                  sx={{ fontWeight: mine ? 700 : 500, verticalAlign: 'bottom' }}
                >
                  <Box component="span" sx={nameLines}>
                    {name}
                    {mine && !p.you && ` ${t('scoreboard.you')}`}
                  </Box>
                </TableCell>
              );
            })}
          </TableRow>
          <TableRow>
            <TableCell component="th" scope="row" sx={{ ...stickyFirst, fontWeight: 700 }}>
              {t('scoreSheet.total')}
            </TableCell>
            {players.map((p) => (
              <TableCell key={p.playerID} align="right" sx={{ fontWeight: 700 }} data-testid={`total-${p.playerID}`}>
                {sum[p.playerID] ?? 0}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        {newestFirst.map(({ round, played }) => (
          <RoundRows key={played} round={round} players={players} gameNamespace={gameNamespace} />
        ))}
        {rounds.length === 0 && (
          <TableBody>
            <TableRow>
              <TableCell colSpan={players.length + 1} align="center" sx={{ color: 'text.secondary' }}>
                {t('scoreSheet.noRounds')}
              </TableCell>
            </TableRow>
          </TableBody>
        )}
      </Table>
    </TableContainer>
  );
}
