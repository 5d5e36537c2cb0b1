import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { useSnackbar } from '../../../components/ui/snackbar';
import { copyText } from '../../../lib/clipboard';

/** Copies a value (an account number, an exact amount) and says so. */
export function CopyButton({ value, label, copied }: { value: string; label: string; copied: string }) {
  const { t } = useTranslation('deposit');
  const snackbar = useSnackbar();
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={async () => {
        const ok = await copyText(value);
        snackbar.show({
          message: ok ? copied : t('copyFailed'),
          color: ok ? 'success' : 'error',
          timeout: 2500,
        });
      }}
    >
      <Icon name="copy" className="size-4" />
      {label}
    </Button>
  );
}
