// @museum/shared/standalone: the minimal frame a remote runs in on its own origin (DESIGN §2). Only a remote's
// bootstrap imports it; inside the shop the shell never loads it.
export { startStandalone } from './start-standalone';
