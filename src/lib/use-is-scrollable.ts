import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element's content overflows it (it scrolls), kept up to date as the element
 * or its content changes size: a table that fits a wide screen overflows a narrow one.
 */
export const useIsScrollable = (ref: RefObject<HTMLElement | null>): boolean => {
  const [isScrollable, setIsScrollable] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () =>
      setIsScrollable(element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [ref]);
  return isScrollable;
};
