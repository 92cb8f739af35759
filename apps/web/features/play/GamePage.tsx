import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'react-i18next';
import type { CatalogueEntry } from '@tabula/game-kit';
import { GAME_KIT_NAMESPACE, MessagePage } from '@tabula/game-kit/ui';
import { gamePath } from '../i18n/paths';
import { homePath } from '../i18n/sitePaths';
import { PathLink } from '../i18n/PathLink';
import { useCommon } from '../i18n/useCommon';
import { SitePage } from '../layout/SitePage';
import type { GamePageOptions } from './gamePageOptions';
import { GameInfo, GameIntro } from './GameInfo';
import { ModePicker } from './ModePicker';

const NO_OPTIONS: GamePageOptions = { aiLevels: null, initialSettings: null };

/**
 * /play/<code>: what the game is, the mode picker and how to play it. On a phone the picker comes
 * right after the name and description (first screen), the rules below; on a wide screen the rules
 * are on the left and the picker on the right.
 */
export function GamePage({ entry, options = NO_OPTIONS }: { entry: CatalogueEntry | undefined; options?: GamePageOptions }) {
  const { t: tc, language } = useCommon();
  const { t } = useTranslation([GAME_KIT_NAMESPACE, entry?.code ?? GAME_KIT_NAMESPACE]);
  if (!entry) {
    return (
      <MessagePage type="error" message={t('message.gameNotFound')} homeHref={homePath(language)} linkComponent={PathLink} />
    );
  }
  return (
    <SitePage
      title={t('name', { ns: entry.code, defaultValue: entry.name })}
      description={t('descriptionTag', { ns: entry.code, defaultValue: entry.descriptionTag })}
      pathFor={(next) => gamePath(entry, next)}
    >
      <Link component={PathLink} href={homePath(language)} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}>
        <ArrowBack fontSize="small" />
        {tc('game.back')}
      </Link>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
          gridTemplateAreas: { xs: '"intro" "modes" "info"', md: '"intro modes" "info modes"' },
          gridTemplateRows: { md: 'auto 1fr' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ gridArea: 'intro' }}>
          <GameIntro entry={entry} />
        </Box>
        <Box sx={{ gridArea: 'modes' }}>
          <ModePicker entry={entry} options={options} />
        </Box>
        <Box sx={{ gridArea: 'info' }}>
          <GameInfo entry={entry} />
        </Box>
      </Box>
    </SitePage>
  );
}
