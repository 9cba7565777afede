// The shell is a plain bundle (the federation runtime starts only when a remote is first needed, see
// app/remotes/federation.ts), so no async boundary is needed: boot starts in the first script.
import './bootstrap';
