import NextLink from 'next/link';
import { styled } from '@mui/material/styles';
import { TabulaLogo } from '@tabula/game-kit/ui';
import { homePath, sitePath } from '../i18n/sitePaths';
import { useCommon } from '../i18n/useCommon';
import { SoundSwitch } from '../turnAlert/SoundSwitch';
import { LanguageSelector, type LanguageSelectorProps } from './LanguageSelector';

// Styled elements rather than MUI's Box, Link and Typography: the header is on every page's first
// screen (see frameParts.ts).
const Header = styled('header')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: theme.spacing(1),
  rowGap: theme.spacing(1),
  paddingTop: theme.spacing(2),
  paddingBottom: theme.spacing(2),
  flexWrap: 'wrap',
  [theme.breakpoints.up('sm')]: { columnGap: theme.spacing(2) },
}));

const HomeLink = styled(NextLink)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  color: 'inherit',
  textDecoration: 'none',
}));

const SiteName = styled('span')(({ theme }) => ({
  ...theme.typography.h5,
  fontWeight: 800,
  letterSpacing: 0.5,
  fontSize: '1.25rem',
  [theme.breakpoints.up('sm')]: { fontSize: '1.5rem' },
}));

const Nav = styled('nav')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1.5),
  marginLeft: 'auto',
  [theme.breakpoints.up('sm')]: { gap: theme.spacing(3) },
}));

const NavLink = styled(NextLink)(({ theme }) => ({
  ...theme.typography.body1,
  color: 'inherit',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
}));

/** The shared header: logo linking home, the lobby, the turn sound's switch and the language selector. */
export function SiteHeader({ pathFor }: LanguageSelectorProps) {
  const { t, language } = useCommon();
  return (
    <Header>
      <HomeLink href={homePath(language)} locale={false}>
        <TabulaLogo size={40} />
        <SiteName>{t('site.name')}</SiteName>
      </HomeLink>
      <Nav>
        <NavLink href={sitePath(language, '/lobby')} locale={false} prefetch={false}>
          {t('site.lobby')}
        </NavLink>
        <SoundSwitch />
        <LanguageSelector pathFor={pathFor} />
      </Nav>
    </Header>
  );
}
