import NextLink from 'next/link';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { TabulaLogo } from '@tabula/game-kit/ui';
import { homePath, sitePath } from '../i18n/sitePaths';
import { useCommon } from '../i18n/useCommon';
import { LanguageSelector, type LanguageSelectorProps } from './LanguageSelector';

/** The shared header: logo linking home, the lobby and the language selector. */
export function SiteHeader({ pathFor }: LanguageSelectorProps) {
  const { t, language } = useCommon();
  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        columnGap: { xs: 1, sm: 2 },
        rowGap: 1,
        py: 2,
        flexWrap: 'wrap',
      }}
    >
      <Link
        component={NextLink}
        href={homePath(language)}
        locale={false}
        underline="none"
        color="inherit"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}
      >
        <TabulaLogo size={40} />
        <Typography
          component="span"
          variant="h5"
          sx={{ fontWeight: 800, letterSpacing: 0.5, fontSize: { xs: '1.25rem', sm: '1.5rem' } }}
        >
          {t('site.name')}
        </Typography>
      </Link>
      <Box component="nav" sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1.5, sm: 3 }, ml: 'auto' }}>
        <Link
          component={NextLink}
          href={sitePath(language, '/lobby')}
          locale={false}
          prefetch={false}
          color="inherit"
          underline="hover"
          sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
        >
          {t('site.lobby')}
        </Link>
        <LanguageSelector pathFor={pathFor} />
      </Box>
    </Box>
  );
}
