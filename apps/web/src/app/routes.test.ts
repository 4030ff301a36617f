import { WEB_PATHS } from '@neelami/shared/web-paths';
import { describe, expect, it } from 'vitest';
import {
  adminRoutes,
  auctionRoutes,
  guestRoutes,
  hiddenMemberRoutes,
  profileRoutes,
  publicRoutes,
  reportRoutes,
} from './routes';

// The paths router.tsx adds beside the screen tables (home, its aliases).
const ROUTER_EXTRAS = ['/', '/home', '/lander', '/index.html'];

describe('the route table shared with the server', () => {
  it('names every screen the router renders, and nothing else', () => {
    const router = [
      ...ROUTER_EXTRAS,
      ...[
        ...publicRoutes,
        ...guestRoutes,
        ...auctionRoutes,
        ...hiddenMemberRoutes,
        ...adminRoutes,
        ...reportRoutes,
        ...profileRoutes,
      ].map((r) => r.path),
    ].sort();
    expect(router).toEqual(Object.keys(WEB_PATHS).sort());
  });
});
