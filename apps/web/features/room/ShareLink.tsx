import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Check from '@mui/icons-material/Check';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';

/** The room's link with a copy button, and a QR code for phones. */
export function ShareLink({ url }: { url: string }) {
  const { t } = useTranslation('online');
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 2500);
    } catch {
      // No clipboard permission: select the text so the reader can copy it themselves.
      (document.querySelector('[data-testid="share-url"]') as HTMLInputElement | null)?.select();
    }
  };

  return (
    <Box component="section" sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
        <Typography variant="h6" component="h2">
          {t('room.shareTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('room.shareText')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <TextField
            size="small"
            fullWidth
            label={t('room.link')}
            value={url}
            slotProps={{
              htmlInput: {
                readOnly: true,
                'data-testid': 'share-url',
                onFocus: (e: { target: HTMLInputElement }) => e.target.select(),
              },
            }}
          />
          <Button variant="outlined" onClick={copy} startIcon={copied ? <Check /> : <ContentCopy />} sx={{ flexShrink: 0 }}>
            {copied ? t('room.copied') : t('room.copy')}
          </Button>
        </Box>
      </Box>
      {url && (
        <Box sx={{ bgcolor: '#fff', p: 1, borderRadius: 1, lineHeight: 0 }}>
          <QRCodeSVG value={url} size={128} role="img" aria-label={t('room.qrCode')} />
        </Box>
      )}
    </Box>
  );
}
