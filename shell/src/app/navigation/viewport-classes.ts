import { VIEWPORT_BREAKPOINTS, VIEWPORT_CLASS_NAMES, viewportClasses } from '@museum/shared/domain';

/**
 * SPEC §2 viewport classes on `<html>` (`vp-xs` … `vp-xl`), kept current by media queries on the breakpoints:
 * they fire exactly when a breakpoint is crossed, so no resize handler runs on every pixel.
 */
export function installViewportClasses(): void {
  const apply = () => {
    const current = viewportClasses(window.innerWidth);
    for (const name of VIEWPORT_CLASS_NAMES) {
      document.documentElement.classList.toggle(name, current.includes(name));
    }
  };
  apply();
  for (const breakpoint of VIEWPORT_BREAKPOINTS) {
    window.matchMedia(`(width > ${breakpoint}px)`).addEventListener('change', apply);
  }
}
