import { useRef, type CSSProperties, type ReactNode } from 'react';
import { useIsScrollable } from '@/lib/use-is-scrollable';
import classes from './scroll-region.module.css';

/**
 * A box whose content scrolls within it (a wide table on a narrow screen). While its content
 * overflows it is a named region that takes keyboard focus, so that a keyboard user can
 * scroll it with the arrow keys (WCAG 2.1.1; axe's scrollable-region-focusable); when it fits,
 * it is a plain box: no extra stop on the way through the page, no extra landmark.
 */
export function ScrollRegion({
  label,
  className,
  style,
  children,
}: {
  label: string;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const isScrollable = useIsScrollable(ref);
  return (
    <div
      ref={ref}
      role={isScrollable ? 'region' : undefined}
      aria-label={isScrollable ? label : undefined}
      tabIndex={isScrollable ? 0 : undefined}
      className={className ? `${classes.region} ${className}` : classes.region}
      style={style}
    >
      {children}
    </div>
  );
}
