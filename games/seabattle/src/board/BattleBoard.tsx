import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import type { PlayerInfo } from '@tabula/game-kit';
import { nameOf } from '@tabula/game-kit/ui';
import { opponentOf } from '../rules';
import type { SeaBattleState, Seat } from '../types';
import { FleetStatus } from './FleetStatus';
import { gridLooks } from './looks';
import { OceanGrid } from './OceanGrid';
import { cellLabel, shotText, type Translate } from './texts';

export interface BattleBoardProps {
  t: Translate;
  view: SeaBattleState;
  /** The viewer's seat; null for a spectator, who sees both grids from outside. */
  viewer: Seat | null;
  /** The viewer may fire now. */
  firing: boolean;
  onFire: (cell: number) => void;
  players: PlayerInfo[];
  /** The reader's language, for texts about the seat named "You". */
  language: string;
}

/** One grid with its title and fleet: it takes half the width beside the other, or the whole width above it. */
function SeaPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      sx={{
        flex: '1 1 280px',
        maxWidth: 460,
        minWidth: 0,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 0.5,
      }}
    >
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * The battle: the target grid with the viewer's shots, then the viewer's own fleet with the
 * opponent's shots.
 */
export function BattleBoard({ t, view, viewer, firing, onFire, players, language }: BattleBoardProps) {
  const home: Seat = viewer ?? '0';
  const enemy = opponentOf(home);
  const homeLooks = gridLooks(view, home, false);
  const enemyLooks = gridLooks(view, enemy, firing);
  const last = view.shots.at(-1);
  const labelOf = (looks: typeof homeLooks) => (cell: number) =>
    cellLabel(t, { cell, ...looks[cell]!, ship: looks[cell]!.ship || looks[cell]!.sunk });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, width: '100%' }}>
      <Typography
        role="status"
        aria-live="polite"
        data-testid="last-shot"
        variant="body1"
        sx={{ minHeight: '1.5rem', textAlign: 'center' }}
      >
        {last ? shotText(t, last, players, language) : ''}
      </Typography>
      {/* Side by side where both fit (a desktop), else stacked with the target on top (a phone). */}
      <Box
        data-testid="battle-grids"
        sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', columnGap: 3, rowGap: 2, width: '100%' }}
      >
        <SeaPanel title={viewer ? t('battle.enemyWaters') : t('battle.fleetOf', { player: nameOf(players, enemy) })}>
          <OceanGrid
            label={viewer ? t('battle.enemyWaters') : t('battle.fleetOf', { player: nameOf(players, enemy) })}
            testIdPrefix="target"
            looks={enemyLooks}
            labelOf={labelOf(enemyLooks)}
            onFire={viewer ? onFire : undefined}
          />
          <FleetStatus
            t={t}
            title={t('fleet.enemy')}
            testId="enemy-ships"
            sunkLengths={view.sunk[enemy].map((s) => s.cells.length)}
          />
        </SeaPanel>
        <SeaPanel title={viewer ? t('battle.yourFleet') : t('battle.fleetOf', { player: nameOf(players, home) })}>
          <OceanGrid
            label={viewer ? t('battle.yourFleet') : t('battle.fleetOf', { player: nameOf(players, home) })}
            testIdPrefix="own"
            looks={homeLooks}
            labelOf={labelOf(homeLooks)}
          />
          <FleetStatus t={t} title={t('fleet.own')} testId="own-ships" sunkLengths={view.sunk[home].map((s) => s.cells.length)} />
        </SeaPanel>
      </Box>
    </Box>
  );
}
