import { describe, expect, it } from 'vitest';
import { isDownloadFailure } from './download-failure';

describe('isDownloadFailure', () => {
  it('knows a script that could not be downloaded', () => {
    const error = Object.assign(new Error('Loading chunk 30 failed.'), { name: 'ChunkLoadError' });
    expect(isDownloadFailure(error)).toBe(true);
  });

  it('knows a style sheet that could not be downloaded', () => {
    const error = Object.assign(new Error('Loading CSS chunk 2 failed.'), { code: 'CSS_CHUNK_LOAD_FAILED' });
    expect(isDownloadFailure(error)).toBe(true);
  });

  it('takes anything else for a page that failed while showing', () => {
    expect(isDownloadFailure(new TypeError('price formatting broke'))).toBe(false);
    expect(isDownloadFailure({ name: 'ChunkLoadError' })).toBe(false);
    expect(isDownloadFailure(null)).toBe(false);
  });
});
