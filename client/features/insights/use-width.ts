import { useCallback, useState } from 'react';

/**
 * The width of the element the returned ref is on, in whole pixels, kept up to date: a chart draws
 * itself to fit it. A callback ref, so an element that appears later (a chart that had nothing to
 * show) is measured too.
 */
export function useWidth() {
  const [width, setWidth] = useState(0);
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    setWidth(Math.floor(element.getBoundingClientRect().width));
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
