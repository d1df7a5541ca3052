import { Tooltip } from '@mantine/core';
import { cloneElement, useState, type MouseEvent, type ReactElement, type Ref } from 'react';
import { useFocusCarriedOver } from './useFocusCarriedOver';

interface TargetProps {
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
  ref?: Ref<HTMLElement>;
}

interface LazyTooltipProps {
  label: string;
  /** One element that takes a ref and mouse handlers (a Mantine button, say). */
  children: ReactElement<TargetProps>;
}

/**
 * Mantine's Tooltip, mounted the first time the mouse reaches its target and open at once; from
 * then on it opens and closes itself (on hover, Mantine's default). A mounted Tooltip sets up
 * its floating element and draws its target twice, and the header's tools, drawn on every page
 * a signed-in person opens, would pay that before anyone points at them; on a phone no one does.
 */
export function LazyTooltip({ label, children }: LazyTooltipProps) {
  const [hovered, setHovered] = useState(false);
  const { targetRef, remember } = useFocusCarriedOver(hovered);
  if (hovered)
    return (
      <Tooltip label={label} defaultOpened>
        {cloneElement(children, { ref: targetRef })}
      </Tooltip>
    );
  return cloneElement(children, {
    onMouseEnter: (event: MouseEvent<HTMLElement>) => {
      children.props.onMouseEnter?.(event);
      remember(event.currentTarget);
      setHovered(true);
    },
  });
}
