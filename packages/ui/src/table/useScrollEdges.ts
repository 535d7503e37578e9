import { useLayoutEffect, useRef, useState } from 'react';

export interface ScrollEdges {
  /** Content is hidden before the inline start (scrolled away from the start). */
  start: boolean;
  /** Content is hidden past the inline end (wider than the frame and not scrolled to the end). */
  end: boolean;
}

// Sub-pixel widths and zoom can leave scrollLeft a fraction short of the end.
const TOLERANCE_PX = 1;

function edgesOf(element: HTMLElement): ScrollEdges {
  // scrollLeft runs from 0 towards negative values in right-to-left layouts.
  const scrolled = Math.abs(element.scrollLeft);
  const hidden = element.scrollWidth - element.clientWidth;
  return {
    start: hidden > TOLERANCE_PX && scrolled > TOLERANCE_PX,
    end: hidden > TOLERANCE_PX && scrolled < hidden - TOLERANCE_PX,
  };
}

/**
 * Which inline edges of a horizontal scroll container have content hidden behind them, kept up to
 * date on scroll and whenever the container or its content changes size. The content is its
 * children at mount (a table), so attach the ref to an element whose children stay the same.
 */
export function useScrollEdges<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [edges, setEdges] = useState<ScrollEdges>({ start: false, end: false });

  // A layout effect measures before the first paint: a table that overflows is a keyboard stop
  // from the start (a ResizeObserver's first report comes a frame later).
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const next = edgesOf(element);
      // Same object back when nothing changed, so scrolling does not re-render the table.
      setEdges((current) =>
        current.start === next.start && current.end === next.end ? current : next,
      );
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    element.addEventListener('scroll', update, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', update);
    };
  }, []);

  return { ref, ...edges };
}
