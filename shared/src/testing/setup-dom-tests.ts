// Vitest setup for every package's component tests (each vitest.config.ts lists it in `setupFiles`).
import { configure } from '@testing-library/react';

// A route's first render loads its code on demand; on a busy two-core machine that takes longer than
// Testing Library's one-second default for findBy…/waitFor, and a slow machine is not a failing page.
configure({ asyncUtilTimeout: 5000 });
