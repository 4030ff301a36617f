import { VisuallyHidden } from '@mantine/core';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';

type Announce = (text: string) => void;

const AnnounceContext = createContext<Announce>(() => {});

/** Props of Announcer. */
export interface AnnouncerProps {
  children: ReactNode;
}

/**
 * A polite aria-live region for the room: countdown milestones, being outbid, the end of a
 * lot. It exists before anything is said (screen readers only announce changes of a region
 * already in the page); repeated text is re-announced by clearing the region first.
 */
export function Announcer({ children }: AnnouncerProps) {
  const [text, setText] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const announce = useCallback<Announce>((t) => {
    setText('');
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setText(t), 60);
  }, []);
  const value = useMemo(() => announce, [announce]);
  return (
    <AnnounceContext.Provider value={value}>
      {children}
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-testid="room-announcer">
        {text}
      </VisuallyHidden>
    </AnnounceContext.Provider>
  );
}

/** Says something through the room's polite live region. */
export function useAnnounce(): Announce {
  return useContext(AnnounceContext);
}
