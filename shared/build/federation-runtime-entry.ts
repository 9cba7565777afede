// The standalone page's first script (federation-runtime.ts builds it): the federation runtime the remote's
// own entry reads from the page.
import { provideFederationRuntime } from '../src/federation/runtime-provider';

provideFederationRuntime();
