import type { MessageText } from '@museum/shared';
import { useTranslation } from 'react-i18next';

/** A MessageText as the visitor reads it (an i18n key with its values, or a text already written for them). */
export function useMessageText(): (content: MessageText) => string {
  const { t } = useTranslation();
  return (content) => ('text' in content ? content.text : t(content.key, content.values ?? {}));
}
