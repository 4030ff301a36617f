import { type ReactNode, startTransition, useEffect, useState } from 'react';

/** Props of AfterFirstPaint. */
export interface AfterFirstPaintProps {
  children: ReactNode;
}

/**
 * Renders its children in a second render, once the browser has painted the first: for the parts
 * of a screen below a phone's fold. On a budget phone's CPU one render of the whole
 * screen is a long task that holds back the first paint and any tap; two shorter ones do not.
 * Nothing on screen moves when they appear: the page is at least a screen high (app-layout), so
 * only what is below the fold, such as the footer, is pushed down.
 */
export function AfterFirstPaint({ children }: AfterFirstPaintProps) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const show = () => startTransition(() => setShown(true));
    // The frame's callback runs before its paint; a task queued from it runs after. A hidden tab
    // gets no frames, hence the plain timer as well.
    let afterPaint: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      afterPaint = setTimeout(show, 0);
    });
    const fallback = setTimeout(show, 250);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(afterPaint);
      clearTimeout(fallback);
    };
  }, []);
  return shown ? children : null;
}
