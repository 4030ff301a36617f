import { useEffect, useState } from 'react';

/**
 * For a dialog that a list renders once per row and seldom opens (a bid's confirmation, the admin's
 * bids of a lot): whether to render it yet, and the `opened` to give it. A closed Mantine Modal
 * still renders its parts (a portal's node in the body, focus return, scroll lock): hundreds of
 * them in a room of hundreds of lots. So the dialog is rendered the first time it is asked for,
 * closed, and opened in the render after (Mantine notes the element to give the focus back to only
 * when `opened` changes); from then on it stays rendered, so it closes as it always did. A dialog
 * whose code comes later (lazy-part.ts) is `ready` once it is in.
 */
export function useRenderedWhenOpened(asked: boolean, ready = true): { rendered: boolean; opened: boolean } {
  const [rendered, setRendered] = useState(false);
  const [openable, setOpenable] = useState(false);
  if (asked && ready && !rendered) setRendered(true);
  useEffect(() => {
    if (rendered) setOpenable(true);
  }, [rendered]);
  return { rendered, opened: openable && asked };
}
