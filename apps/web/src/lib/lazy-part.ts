import { useEffect, useRef, useState } from 'react';
import { t } from '../i18n/i18n';
import { notifyError } from './notify';

/**
 * A part of a screen whose code is fetched when it is first needed, or ahead of that with
 * `preload`: a dialog that most visits never open. Mantine's Modal brings its focus trap, scroll
 * lock and portal (the `frame` file); a screen that only may open one (the live list, the live
 * room) need not wait for them before it is usable on a budget phone's link.
 */
export interface LazyPart<M> {
  /** Fetches the code (once; again after a failure) and resolves with its module. */
  preload: () => Promise<M>;
  /** The module, once it is in. */
  get: () => M | null;
}

/** A LazyPart of `load` (an `import()` of the part's own file). */
export function lazyPart<M>(load: () => Promise<M>): LazyPart<M> {
  let loaded: M | null = null;
  let pending: Promise<M> | null = null;
  return {
    get: () => loaded,
    preload: () => {
      pending ??= load().then(
        (m) => {
          loaded = m;
          return m;
        },
        (err: unknown) => {
          // A failed fetch (the link dropped) is tried again the next time the part is wanted.
          pending = null;
          throw err;
        },
      );
      return pending;
    },
  };
}

/**
 * The part's module while `wanted`: null until its code is in (fetched when first wanted). If the
 * code cannot be fetched, the user is told so and `onFailed` withdraws the ask (a dialog's caller
 * closes it), so that asking again tries again.
 */
export function usePart<M>(part: LazyPart<M>, wanted: boolean, onFailed: () => void): M | null {
  const [, setLoaded] = useState<M | null>(part.get);
  const failed = useRef(onFailed);
  failed.current = onFailed;
  const ready = part.get();
  useEffect(() => {
    if (!wanted || ready) return;
    let alive = true;
    part.preload().then(
      (m) => alive && setLoaded(() => m),
      () => {
        if (!alive) return;
        notifyError(t('common.partFailed'));
        failed.current();
      },
    );
    return () => {
      alive = false;
    };
  }, [wanted, ready, part]);
  return ready;
}

/** Runs `fn` when the browser is idle (or soon, where it cannot say): for preloading what may be needed. */
export function whenIdle(fn: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(fn, { timeout: 3000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 200);
  return () => clearTimeout(id);
}
