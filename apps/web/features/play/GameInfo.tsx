import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CatalogueEntry } from '@tabula/game-kit';
import { contributorNames } from '../catalogue/contributors';
import { useCommon } from '../i18n/useCommon';

/** The top of the game page: the name and the one-line description (short, so the mode picker stays on a phone's first screen). */
export function GameIntro({ entry }: { entry: CatalogueEntry }) {
  const { t } = useTranslation(entry.code);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {t('name', { defaultValue: entry.name })}
      </Typography>
      <Typography variant="h6" component="p" color="text.secondary">
        {t('description', { defaultValue: entry.description })}
      </Typography>
    </Box>
  );
}

/** The game page's longer texts, below the mode picker on a phone: image, instructions (with the video), contributors. */
export function GameInfo({ entry }: { entry: CatalogueEntry }) {
  const { t: tc } = useCommon();
  const { t } = useTranslation(entry.code);
  // The instructions are only in the game's locale files (loaded on its pages), not in the catalogue.
  const instructions = t('instructions.text');
  const videoId = entry.instructionsVideoId;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box
        component="img"
        src={entry.imageURL}
        alt=""
        width={500}
        height={250}
        sx={{ width: '100%', maxWidth: 500, height: 'auto', borderRadius: 2 }}
      />
      <Typography>{t('descriptionTag', { defaultValue: entry.descriptionTag })}</Typography>
      <Box component="section" aria-labelledby="instructions-heading">
        <Typography id="instructions-heading" component="h2" variant="h5" sx={{ mb: 1 }}>
          {tc('game.instructions')}
        </Typography>
        {instructions.split(/\n\s*\n/).map((paragraph, index) => (
          <Typography key={index} sx={{ mb: 1.5, whiteSpace: 'pre-line' }}>
            {paragraph}
          </Typography>
        ))}
        {videoId && (
          <Box sx={{ position: 'relative', width: '100%', aspectRatio: '16 / 9', mt: 2 }}>
            <Box
              component="iframe"
              src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}`}
              title={tc('game.video')}
              allow="encrypted-media; picture-in-picture"
              allowFullScreen
              loading="lazy"
              sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0, borderRadius: 2 }}
            />
          </Box>
        )}
      </Box>
      {entry.contributors.length > 0 && (
        <Typography color="text.secondary">
          {tc('game.contributors')}: {contributorNames(entry.contributors, tc)}
        </Typography>
      )}
    </Box>
  );
}
