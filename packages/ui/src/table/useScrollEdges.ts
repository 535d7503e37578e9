import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

export interface ScrollEdges {
  /** Content is hidden before the inline start (scrolled away from the start). */
  start: boolean;
  /** Content is hidden past the inline end (wider than the frame and not scrolled to the end). */
  end: boolean;
  /** The content is taller than the frame (a frame with a maximum height scrolls down too). */
  block: boolean;
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
    block: element.scrollHeight - element.clientHeight > TOLERANCE_PX,
  };
}

/**
 * Which inline edges of a scroll container have content hidden behind them, and whether it
 * scrolls down too, kept up to date on scroll and whenever the container or its content changes
 * size. The content is its children at mount (a table), so attach the ref to an element whose
 * children stay the same.
 */
export function useScrollEdges<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [edges, setEdges] = useState<ScrollEdges>({ start: false, end: false, block: false });

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const next = edgesOf(element);
      // Same object back when nothing changed, so scrolling does not re-render the table.
      setEdges((current) =>
        current.start === next.start && current.end === next.end && current.block === next.block
          ? current
          : next,
      );
    };
    // Measured when the ResizeObserver reports, which is after the browser's layout and before
    // its paint, in the first frame too: a table that overflows is a keyboard stop from its first
    // paint (flushSync commits the change before that paint). Measuring in this effect instead
    // forced the whole page's style and layout inside React's commit: on the teacher dashboard
    // at 4× CPU, 70 of the commit task's 123 ms.
    const observer = new ResizeObserver(() => flushSync(update));
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
