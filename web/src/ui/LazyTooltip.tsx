import { Tooltip } from '@mantine/core';
import { cloneElement, useState, type MouseEvent, type ReactElement } from 'react';

interface TargetProps {
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
}

interface LazyTooltipProps {
  label: string;
  /** One element that takes mouse handlers (a Mantine button, say). */
  children: ReactElement<TargetProps>;
}

/**
 * Mantine's Tooltip, mounted the first time the mouse reaches its target and open at once; from
 * then on it opens and closes itself (on hover, Mantine's default). A mounted Tooltip sets up
 * its floating element, and the header's tools, drawn on every page a signed-in person opens,
 * would pay that before anyone points at them; on a phone no one does.
 *
 * The tooltip points at the control through `target` and the control itself is never drawn
 * anew: a control replaced under the pointer between a press and its release loses the click.
 */
export function LazyTooltip({ label, children }: LazyTooltipProps) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  return (
    <>
      {cloneElement(children, {
        onMouseEnter: (event: MouseEvent<HTMLElement>) => {
          children.props.onMouseEnter?.(event);
          setTarget(event.currentTarget);
        },
      })}
      {target && <Tooltip label={label} target={target} defaultOpened />}
    </>
  );
}
