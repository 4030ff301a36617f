import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadScreenStrings } from '../i18n/i18n';

/** One screen of SPEC §2: its path, menu title and the component that renders it. */
export interface ScreenRoute {
  path: string;
  title: string;
  Component: ComponentType | LazyExoticComponent<ComponentType>;
}

/** Starts loading the code of the screens at their paths (see preloadScreen). */
const preloads = new Map<ComponentType | LazyExoticComponent<ComponentType>, () => unknown>();

/**
 * A lazy screen: its code and the English of the screens (i18n/en-screens.ts, en-more.ts), loaded
 * together; `strings: 'live'` for the live list and the live room, which need en-screens.ts only
 * (build/route-preloads.ts reads this from the route's source).
 */
export const named = <K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  strings: 'live' | 'all' = 'all',
) => {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const start = () => {
    loading ??= Promise.all([load(), loadScreenStrings(strings)]).then(([screen]) => ({
      default: screen[name],
    }));
    return loading;
  };
  const screen = lazy(start);
  preloads.set(screen, start);
  return screen;
};

/** What starts loading a lazy screen's code and strings, if `Component` is one. */
export const preloadOf = (Component: ScreenRoute['Component']) => preloads.get(Component);
