import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import EditIcon from '@mui/icons-material/Edit';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/apollo/errorMessage';
import { UPDATE_USER } from '../../lib/apollo/operations';
import { NicknameForm } from './NicknameForm';
import { sessionStore } from './sessionStore';
import { useSession } from './useSession';

/** "Playing as Ana" with a dialog to rename (updateUser); the session and token stay. */
export function RenameButton({ onRenamed }: { onRenamed?: () => void }) {
  const { t } = useTranslation('online');
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [updateUser] = useMutation(UPDATE_USER);
  if (!session.loggedIn || !session.nickname) return null;

  const rename = async (nickname: string) => {
    setError(null);
    try {
      await updateUser({ variables: { nickname } });
      sessionStore.rename(nickname);
      setOpen(false);
      onRenamed?.();
    } catch (failure) {
      setError(errorMessage(failure, t('errors.missing')));
    }
  };

  return (
    <>
      <Button size="small" startIcon={<EditIcon />} onClick={() => setOpen(true)} aria-label={t('session.rename')}>
        {t('session.playingAs', { nickname: session.nickname })}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{t('session.rename')}</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          <NicknameForm
            initial={session.nickname}
            submitLabel={t('session.save')}
            onSubmit={rename}
            onCancel={() => setOpen(false)}
            error={error}
          />
        </DialogContent>
      </Dialog>
    </>
  );
}
