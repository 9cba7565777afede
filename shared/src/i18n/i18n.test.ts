import { describe, expect, it, vi } from 'vitest';
import { languageCatalogues } from '../contract/remote-module';
import { ensureNamespace, i18n, initI18n, setTextOverrides } from './i18n';

describe('ensureNamespace', () => {
  it('loads a namespace once when several ask for it at the same time', async () => {
    await initI18n('en');
    const load = vi.fn(async () => ({ title: 'Hello' }));
    const catalogues = languageCatalogues(() => load());
    await Promise.all([ensureNamespace('once', catalogues), ensureNamespace('once', catalogues)]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(i18n.t('once:title')).toBe('Hello');
  });

  it('forgets a load that failed, so the next caller loads anew', async () => {
    await initI18n('en');
    const load = vi
      .fn<() => Promise<Record<string, string>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ title: 'Again' });
    const catalogues = languageCatalogues(() => load());
    await expect(ensureNamespace('retried', catalogues)).rejects.toThrow('offline');
    await ensureNamespace('retried', catalogues);
    expect(load).toHaveBeenCalledTimes(2);
    expect(i18n.t('retried:title')).toBe('Again');
  });
});

describe('text overrides (SPEC §1 customisation hook)', () => {
  it("words a namespace's texts the museum's way as it loads, the rest as the catalogue says", async () => {
    await initI18n('en');
    setTextOverrides({ en: { worded: { title: 'Our exhibitions' } } });
    try {
      const catalogues = languageCatalogues(async () => ({ title: 'Exhibitions', lead: 'What is on' }));
      await ensureNamespace('worded', catalogues);
      expect(i18n.t('worded:title')).toBe('Our exhibitions');
      expect(i18n.t('worded:lead')).toBe('What is on');
    } finally {
      setTextOverrides({});
    }
  });
});
