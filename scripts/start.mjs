#!/usr/bin/env node
// `npm start`: install (only when dependencies changed), build for production (only when sources changed),
// seed the demo museum and serve the assembled shop. Ctrl-C stops everything.
import { portOffset } from './lib/apps.mjs';
import { elapsed, ensureBuilt, ensureInstalled } from './lib/run.mjs';
import { startStack } from './lib/stack.mjs';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node ${process.versions.node} is too old: the shop needs Node 20.19 or newer.`);
  process.exit(1);
}

const started = Date.now();
try {
  await ensureInstalled();
  await ensureBuilt();
  const stack = await startStack({ offset: portOffset(), profile: process.env.MUSEUM_PROFILE ?? 'full' });
  const shell = stack.ports.frontends[0];
  console.log(`
  The museum shop is running (ready in ${elapsed(started)}):

    Shop   http://localhost:${shell.port}/
    API    http://localhost:${stack.ports.api}/

  Press Ctrl-C to stop.
`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the shop…');
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  stack.api.on('exit', (code) => {
    if (stopping) return;
    console.error(`The API stopped unexpectedly (exit ${code}).`);
    void stack.stop().then(() => process.exit(1));
  });
} catch (error) {
  console.error(`\nThe shop could not start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
