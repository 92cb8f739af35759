import Alert from '@mui/material/Alert';
import type { PlayerID } from 'boardgame.io';
import { useTranslation } from 'react-i18next';
import { draculaKnowsVampires } from '../table';
import type { SecretDraculaView } from '../view';

/** The viewer's own role and what it knows, or that it watches (executed, or a spectator). */
export function Identity({ G, viewer }: { G: SecretDraculaView; viewer: PlayerID | null }) {
  const { t } = useTranslation('secretDracula');
  const role = viewer !== null ? G.knownRoles[viewer] : undefined;
  if (role === undefined) return <Alert severity="info">{t('identity.spectator')}</Alert>;
  const dead = G.dead.includes(viewer!);
  const alone = role === 'dracula' && !draculaKnowsVampires(G.seats.length) && G.winner === null;
  return (
    <Alert severity={role === 'villager' ? 'success' : 'error'} icon={false} data-testid="secretDracula-identity">
      {t(`identity.${role}`)}
      {alone ? ` ${t('identity.draculaAlone')}` : ''}
      {dead ? ` ${t('identity.dead')}` : ''}
    </Alert>
  );
}
