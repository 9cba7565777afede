import { useRef, useState } from 'react';

/** What a submit's work answers: `leave` when it succeeded and the page goes elsewhere. */
export type SubmissionOutcome = 'leave' | undefined;

/**
 * A form's submit in flight: `busy` for the busy state, and a guard that ignores a second submit (a double
 * click, Enter pressed twice) until the first has finished, whatever React has rendered by then. After a
 * submit that leaves the page the guard stays closed: the navigation may still be rendering, and the same
 * login, registration or payment must not be sent twice.
 */
export function useSubmission() {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<SubmissionOutcome>): Promise<void> => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    let outcome: SubmissionOutcome;
    try {
      outcome = await work();
    } finally {
      if (outcome !== 'leave') {
        running.current = false;
        setBusy(false);
      }
    }
  };
  return { busy, run };
}
