import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A button that shows and hides a panel (menus of the header). The panel closes on Escape (focus back on the
 * button), on a click or focus outside, and when a link inside it is followed.
 */
export function useDisclosure<Container extends HTMLElement = HTMLDivElement>() {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<Container>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (target: EventTarget | null) =>
      target instanceof Node && !containerRef.current?.contains(target);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onOutside = (event: Event) => {
      if (outside(event.target)) setOpen(false);
    };
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a') && !outside(event.target))
        setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
      document.removeEventListener('click', onClick);
    };
  }, [open]);

  const toggle = useCallback(() => setOpen((value) => !value), []);
  return { open, setOpen, toggle, containerRef, buttonRef };
}
