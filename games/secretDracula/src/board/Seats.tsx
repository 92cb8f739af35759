import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { PlayerID } from 'boardgame.io';
import type { PlayerInfo } from '@tabula/game-kit';
import { nameOf } from '@tabula/game-kit/ui';
import { useTranslation } from 'react-i18next';
import { livingSeats } from '../election';
import { SMALL_TABLE_ALIVE } from '../table';
import type { SecretDraculaView } from '../view';

export interface SeatsProps {
  G: SecretDraculaView;
  players: PlayerInfo[];
  viewer: PlayerID | null;
  /** The seats that must act now (highlighted). */
  acting: PlayerID[];
  /** The seats the viewer may pick now (a Priest, a power's target); clicking one sends `onPick`. */
  choosable: PlayerID[];
  onPick: (seat: PlayerID) => void;
}

const IN_ELECTION = new Set(['nominate', 'vote']);

/** Every seat: name, office, executed, the roles the viewer knows, its investigations, and the last vote's ballots. */
export function Seats({ G, players, viewer, acting, choosable, onPick }: SeatsProps) {
  const { t } = useTranslation('secretDracula');
  const electing = IN_ELECTION.has(G.step);
  const smallTable = livingSeats(G).length <= SMALL_TABLE_ALIVE;
  const showBallots = G.step !== 'vote' && G.lastElection !== null;
  const badgesOf = (seat: PlayerID): string[] => {
    const badges: string[] = [];
    if (seat === G.mayor && G.winner === null) badges.push(t(electing ? 'board.candidate' : 'board.mayor'));
    if (seat === G.priest && G.winner === null) badges.push(t(G.step === 'vote' ? 'board.nominee' : 'board.priest'));
    const limited = G.termLimited !== null && (seat === G.termLimited.priest || (seat === G.termLimited.mayor && !smallTable));
    if (G.step === 'nominate' && limited && seat !== G.mayor) badges.push(t('board.termLimited'));
    return badges;
  };
  return (
    <Box
      data-testid="secretDracula-seats"
      // auto-fit: on a wide screen the seats share the row, so names are not cut short; 104 px keeps
      // three seats a row on a 360 px phone.
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(104px, 1fr))', gap: 0.5 }}
    >
      {G.seats.map((seat) => {
        const dead = G.dead.includes(seat);
        const role = G.knownRoles[seat];
        const found = G.investigations.find((done) => done.target === seat && done.party !== undefined);
        const ballot = showBallots ? G.lastElection!.ballots[seat] : undefined;
        const pickable = choosable.includes(seat);
        const name = nameOf(players, seat);
        return (
          <ButtonBase
            key={seat}
            component="div"
            data-testid={`seat-${seat}`}
            disabled={!pickable}
            onClick={pickable ? () => onPick(seat) : undefined}
            aria-label={pickable ? name : undefined}
            role={pickable ? 'button' : undefined}
            sx={{
              display: 'block',
              textAlign: 'center',
              p: 0.5,
              borderRadius: 1,
              minWidth: 0,
              bgcolor: pickable ? 'action.hover' : 'background.paper',
              border: '2px solid',
              borderColor: pickable ? 'primary.main' : acting.includes(seat) ? 'warning.main' : 'divider',
              opacity: dead ? 0.55 : 1,
              cursor: pickable ? 'pointer' : 'default',
            }}
          >
            <Typography
              variant="caption"
              component="div"
              noWrap
              title={name}
              sx={{ fontWeight: 700, textDecoration: dead ? 'line-through' : undefined }}
            >
              {name}
              {seat === viewer ? ' ★' : ''}
            </Typography>
            {badgesOf(seat).map((badge) => (
              <Typography key={badge} variant="caption" component="div" noWrap color="primary">
                {badge}
              </Typography>
            ))}
            {dead && (
              <Typography variant="caption" component="div" color="error">
                {t('board.dead')}
              </Typography>
            )}
            {role !== undefined && (
              <Typography variant="caption" component="div" noWrap color={role === 'villager' ? 'success.main' : 'error'}>
                {t(`roles.${role}`)}
              </Typography>
            )}
            {found?.party !== undefined && role === undefined && (
              <Typography variant="caption" component="div" noWrap>
                {`${t('board.investigated')}: ${t(`parties.${found.party}`)}`}
              </Typography>
            )}
            {G.step === 'vote' && G.votes.seats.includes(seat) && (
              <Typography variant="caption" component="div" color="text.secondary">
                {G.votes.picked.includes(seat) ? `✓ ${t('board.voted')}` : '…'}
              </Typography>
            )}
            {ballot !== undefined && (
              <Typography variant="caption" component="div" sx={{ fontWeight: 700 }} color={ballot ? 'success.main' : 'error'}>
                {t(ballot ? 'board.yes' : 'board.no')}
              </Typography>
            )}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
