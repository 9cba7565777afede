import { startStandalone } from '@museum/shared/standalone';
import remote from './app/routes';

// Runs only when this remote is opened on its own origin (`pnpm --filter <remote> dev`), inside the minimal
// frame from @museum/shared. Inside the shop, the shell loads ./routes and never runs this file.
void startStandalone(remote, { apiUrl: import.meta.env.PUBLIC_API_URL ?? 'http://localhost:4000/' });
