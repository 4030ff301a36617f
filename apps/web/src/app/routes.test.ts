import { readFileSync } from 'node:fs';
import { WEB_PATHS } from '@neelami/shared/web-paths';
import { describe, expect, it } from 'vitest';
import { liveStringsScreens, ROUTE_FILES, screenModules } from '../../build/route-preloads';
import { screenRoutes } from './routes';

/** The route tables as the build reads them (build/route-preloads.ts). */
const routeTables = () =>
  ROUTE_FILES.map((f) => readFileSync(new URL(`./${f}`, import.meta.url), 'utf8')).join('\n');

// The paths router.tsx adds beside the screen tables (home, its aliases).
const ROUTER_EXTRAS = ['/', '/home', '/lander', '/index.html'];

describe('the route table shared with the server', () => {
  it('names every screen the router renders, and nothing else', () => {
    const router = [...ROUTER_EXTRAS, ...screenRoutes().map((r) => r.path)].sort();
    expect(router).toEqual(Object.keys(WEB_PATHS).sort());
  });
});

describe('the screens’ own files, read from routes.tsx for the build (route-preloads.ts)', () => {
  it('finds the module of every screen whose code is not in the main bundle', () => {
    const modules = screenModules(routeTables());
    expect([...modules.keys()].sort()).toEqual(
      screenRoutes()
        .map((r) => r.path)
        .sort(),
    );
    expect(modules.get('/login')).toBe('../features/auth/login-page');
    expect(modules.get('/auction/auctionRoom')).toBe('../features/live-room/live-room-page');
    expect(modules.get('/admin/ManageSubEventGrid')).toBe(
      '../features/admin-events/manage-sub-event-grid-page',
    );
  });
});

describe('the screens that load the live strings only (i18n/en-screens.ts, not en-more.ts)', () => {
  it('are the live list, the auction lists beside it and the live room', () => {
    const live = liveStringsScreens(routeTables());
    expect([...live].sort()).toEqual([
      '/auction/auctionRoom',
      '/auction/liveAuctions',
      '/auction/pastAuctions',
      '/auction/upcomingAuctions',
    ]);
  });

  it('reads a call the formatter wrapped over lines', () => {
    const source = `[
  {
    path: '/a',
    Component: named(
      () => import('../features/a'),
      'APage',
      'live',
    ),
  },
  {
    path: '/b',
    Component: named(() => import('../features/b'), 'BPage'),
  },
]`;
    expect([...liveStringsScreens(source)]).toEqual(['/a']);
  });
});
