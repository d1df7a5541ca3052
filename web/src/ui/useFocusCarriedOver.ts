import { useEffect, useRef } from 'react';

/**
 * For a control drawn anew the first time it is used (the bell, whose popover mounts on its first
 * click and wraps it; a tooltip points at its control instead, LazyTooltip): call `remember` with
 * the old control as it is used, put `targetRef` on the new one, and the new one takes the focus
 * back once `redrawn` turns true, so a keyboard user does not lose their place.
 */
export function useFocusCarriedOver<Control extends HTMLElement = HTMLElement>(redrawn: boolean) {
  const targetRef = useRef<Control>(null);
  const hadFocus = useRef(false);
  useEffect(() => {
    if (redrawn && hadFocus.current) targetRef.current?.focus();
  }, [redrawn]);
  const remember = (control: Element) => {
    hadFocus.current = control === document.activeElement;
  };
  return { targetRef, remember };
}
