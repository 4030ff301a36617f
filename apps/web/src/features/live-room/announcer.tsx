import {
  type CSSProperties,
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';

type Announce = (text: string) => void;

/** Read by screen readers, not shown (what Mantine's VisuallyHidden does, without its code). */
const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

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
      <div
        role="status"
        aria-live="polite"
        aria-atomic="true"
        data-testid="room-announcer"
        style={VISUALLY_HIDDEN}
      >
        {text}
      </div>
    </AnnounceContext.Provider>
  );
}

/** Says something through the room's polite live region. */
export function useAnnounce(): Announce {
  return useContext(AnnounceContext);
}
