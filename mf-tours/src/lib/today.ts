// The museum's day and clock (@museum/shared/api), under the name this remote's pages and tests use.
export { ensureMuseumClock, museumDay as today } from '@museum/shared/api';
