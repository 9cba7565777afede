import { createContext, useContext, useEffect } from 'react';

/** Lets an error view inside the layout replace the matched route's title (its page is not what is shown). */
export const PageTitleOverrideContext = createContext<(titleKey: string | null) => void>(() => undefined);

/** Titles the page with `titleKey` while the calling component is shown. */
export function usePageTitleOverride(titleKey: string): void {
  const setOverride = useContext(PageTitleOverrideContext);
  useEffect(() => {
    setOverride(titleKey);
    return () => setOverride(null);
  }, [setOverride, titleKey]);
}
