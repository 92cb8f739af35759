import NextLink from 'next/link';
import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import WarningAmber from '@mui/icons-material/WarningAmber';
import type { CatalogueEntry } from '@tabula/game-kit';
import { isLanguageAvailable } from '@tabula/catalogue';
import { gamePath } from '../i18n/paths';
import { sitePath } from '../i18n/sitePaths';
import { useCommon } from '../i18n/useCommon';
import { GameFacts } from './GameFacts';
import type { CardTexts } from './types';

export interface GameCardProps {
  entry: CatalogueEntry;
  texts: CardTexts;
  /** Replaces navigation to the game page when given. */
  onPick?: (entry: CatalogueEntry) => void;
  /** On the first screen: its picture is fetched at once and before the scripts; others wait until scrolled near. */
  firstRow?: boolean;
}

export function GameCard({ entry, texts, onPick, firstRow = false }: GameCardProps) {
  const { t, language } = useCommon();
  const available = isLanguageAvailable(entry, language);
  const pick = onPick
    ? (event: MouseEvent) => {
        event.preventDefault();
        onPick(entry);
      }
    : undefined;
  return (
    <Card
      component="article"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      data-testid={`game-card-${entry.code}`}
    >
      <CardActionArea
        component={NextLink}
        href={gamePath(entry, language)}
        locale={false}
        onClick={pick}
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch', flex: 1 }}
      >
        <CardMedia
          component="img"
          image={entry.imageURL}
          alt=""
          width={500}
          height={250}
          loading={firstRow ? 'eager' : 'lazy'}
          fetchPriority={firstRow ? 'high' : 'auto'}
          sx={{ width: '100%', height: 'auto', aspectRatio: '2 / 1', objectFit: 'cover' }}
        />
        <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 0.5, p: { xs: 1.5, sm: 2 } }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography component="h2" variant="h6" sx={{ flex: 1, fontSize: { xs: '1rem', sm: '1.25rem' }, lineHeight: 1.3 }}>
              {texts.name}
            </Typography>
            {!available && (
              <WarningAmber
                color="warning"
                role="img"
                aria-hidden={false}
                aria-label={t('catalogue.missingTranslation')}
                titleAccess={t('catalogue.missingTranslation')}
                data-testid="missing-translation"
              />
            )}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
            {texts.description}
          </Typography>
          <GameFacts entry={entry} />
          <Typography variant="button" color="primary" sx={{ alignSelf: 'flex-end', textTransform: 'uppercase' }}>
            {t('catalogue.play')}
          </Typography>
        </CardContent>
      </CardActionArea>
      {!available && (
        <CardActions sx={{ pt: 0, px: { xs: 1.5, sm: 2 } }}>
          <Link href={`${sitePath(language, '/about')}#translating`} target="_blank" rel="noopener" variant="body2">
            {t('catalogue.translationDocs')}
          </Link>
        </CardActions>
      )}
    </Card>
  );
}
