import { RouteError } from './route-error';

/** An error the layout itself could not survive: the same notices, in a page of their own. */
export function ShellErrorPage() {
  return (
    <main id="main" tabIndex={-1} style={{ maxWidth: '48rem', margin: '0 auto', padding: '2rem 1rem' }}>
      <RouteError />
    </main>
  );
}
