import { Button, Notice } from '@museum/shared';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';

/** A page whose data could not be loaded: a translated error and "Try again", which runs the loader again. */
export function LoadFailure({ message }: { message: string }) {
  const { t } = useTranslation('shop');
  const revalidator = useRevalidator();
  return (
    <Notice
      tone="danger"
      actions={
        <Button variant="secondary" onClick={() => void revalidator.revalidate()}>
          {t('retry')}
        </Button>
      }
    >
      {message}
    </Notice>
  );
}
