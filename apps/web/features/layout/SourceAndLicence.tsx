import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useCommon } from '../i18n/useCommon';

/** The licence's text, at its publisher. */
export const LICENCE_URL = 'https://www.gnu.org/licenses/agpl-3.0.html';

/** The about page's section on the source code: where to get it, under which licence, from whom. */
export function SourceAndLicence({ sourceUrl }: { sourceUrl: string }) {
  const { t } = useCommon();
  return (
    <Box component="section" aria-labelledby="source-heading" sx={{ maxWidth: 720 }}>
      <Typography id="source-heading" component="h2" variant="h5" sx={{ mt: 3, mb: 1, fontWeight: 700 }}>
        {t('about.sourceTitle')}
      </Typography>
      <Typography sx={{ mb: 1.5 }}>{t('about.openSource')}</Typography>
      <Box component="ul" sx={{ m: 0, mb: 1.5, pl: 3, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <li>
          <Link href={sourceUrl} rel="noopener" sx={{ overflowWrap: 'anywhere' }}>
            {t('about.sourceLink')}
          </Link>
        </li>
        <li>
          <Link href={LICENCE_URL} rel="noopener license" hrefLang="en">
            {t('about.licenceLink')}
          </Link>
        </li>
      </Box>
      <Typography color="text.secondary">© {t('site.contributors')}</Typography>
    </Box>
  );
}
