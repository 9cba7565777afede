import { Spinner } from '@museum/shared';

/** Shown while the first page's data loads, in place of the boot spinner of index.html. */
export function BootSpinner() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', paddingTop: '30vh' }}>
      <Spinner />
    </div>
  );
}
