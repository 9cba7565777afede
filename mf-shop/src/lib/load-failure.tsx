import { Notice } from '@museum/shared';
import { RetryButton } from '@museum/shared/route-code';
import { useTranslation } from 'react-i18next';

/** A page whose data could not be loaded: a translated error and "Try again", which runs the loader again. */
export function LoadFailure({ message }: { message: string }) {
  const { t } = useTranslation('shop');
  return (
    <Notice tone="danger" actions={<RetryButton>{t('retry')}</RetryButton>}>
      {message}
    </Notice>
  );
}
