import { ensureRemoteTexts, initI18n } from '@museum/shared';
import remote from '../app/routes';

/** The shop's i18n in English with the tickets namespace, as the shell provides it. */
export async function setUpI18n(): Promise<void> {
  await initI18n('en');
  await ensureRemoteTexts(remote);
}
