import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * A prerendered form (/login, /register: @neelami/shared/prerender) is on screen before the app's
 * code: a visitor may type into it and press its button before React has taken it over. The values
 * typed become the form's first values (react-hook-form would otherwise empty the fields when it
 * takes them over), and a press of the button (the page's head script stops the browser sending
 * the form and keeps it) is made again once the form is the app's.
 */
type EarlyWindow = {
  neelamiEarlySubmit?: EventTarget | null;
  neelamiTookOver?: boolean;
  neelamiEarlyAuctions?: string | null;
};

/** Whether the app has rendered its first screen (main.tsx): forms typed into from then on are its own. */
export const tookOver = () => (window as EarlyWindow).neelamiTookOver === true;

/** Called once the app's first render is on the page: the head script keeps no more forms. */
export function markTookOver() {
  (window as EarlyWindow).neelamiTookOver = true;
}

export function useEarlyForm<T extends Record<string, unknown>>(
  empty: T,
): { defaultValues: T; formRef: RefObject<HTMLFormElement | null> } {
  const formRef = useRef<HTMLFormElement | null>(null);
  // Read once, in the render that takes the prerendered form over (none on a page made by the app).
  const [defaultValues] = useState(() => {
    // Only the render that takes the page over finds the prerendered form (not another screen's).
    if (typeof document === 'undefined' || tookOver()) return empty;
    const form = document.querySelector('#root form');
    if (!form) return empty;
    const typed: Record<string, unknown> = { ...empty };
    for (const [name, value] of Object.entries(empty)) {
      const input = form.querySelector(`input[name="${name}"]`);
      if (typeof value === 'string' && input instanceof HTMLInputElement && input.type !== 'file')
        typed[name] = input.value;
    }
    return typed as T;
  });
  useEffect(() => {
    const w = window as EarlyWindow;
    const form = formRef.current;
    const sent = w.neelamiEarlySubmit;
    // The form sent, or the one this render put in place of it (React renders a screen afresh when
    // it was changed while being taken over, as for a visitor in the dark theme).
    const first = !tookOver();
    // From now on the app's handlers send forms; the head script keeps none.
    markTookOver();
    if (first && form && sent instanceof HTMLFormElement && (sent === form || !sent.isConnected)) {
      w.neelamiEarlySubmit = null;
      form.requestSubmit();
    }
  }, []);
  return { defaultValues, formRef };
}

/**
 * The event whose Auctions button a member tapped on a live list's first render, before the app had
 * taken the page over (@neelami/shared/prerender EARLY_AUCTIONS_ATTR); read once, then forgotten.
 */
export function takeEarlyAuctions(): string | null {
  const w = window as EarlyWindow;
  const id = w.neelamiEarlyAuctions ?? null;
  w.neelamiEarlyAuctions = null;
  return id;
}
