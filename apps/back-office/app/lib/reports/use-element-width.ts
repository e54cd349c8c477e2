import { type RefObject, useEffect, useState } from "react";

/**
 * The width in CSS pixels an element has on screen, followed as it changes (a phone turned, a
 * window resized): the charts draw in that many units, so that their text keeps its size on a
 * 390 px phone as on a desktop instead of shrinking with the drawing. `fallback` until measured
 * (on the server, and where ResizeObserver is missing).
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>, fallback: number): number {
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const measured = Math.floor(element.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
