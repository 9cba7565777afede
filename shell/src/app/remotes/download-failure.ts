/**
 * The bundler's errors for a file of a remote that could not be downloaded: a script (a page's code, the
 * remote's texts) is a `ChunkLoadError`; a page's style sheet keeps the name `Error` and says so in its code.
 */
export function isDownloadFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || (error as { code?: unknown }).code === 'CSS_CHUNK_LOAD_FAILED';
}
