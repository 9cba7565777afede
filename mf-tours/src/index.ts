// The entry of this remote's own page only (its standalone build, without federation; docs/architecture.md "Two
// builds per remote"): the shop loads ./routes through remoteEntry.js. It keeps the async boundary DESIGN §2
// asks of every entry, so a build that federates it again needs no change.
import('./bootstrap');
