import { Suspense, useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import classes from './app-layout.module.css';
import { ScreenErrorBoundary } from './screen-error-boundary';

/**
 * A screen opened by a link or the app starts at its top, as a new page would (a tap on the footer's
 * Terms otherwise showed the terms page's foot); going back or forward leaves the scrolling to the
 * browser.
 */
function useTopOfNewScreen(pathname: string) {
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs whenever another screen (path) opens
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}

/** Header, page and footer around every route. */
export function AppLayout() {
  const { pathname } = useLocation();
  useTopOfNewScreen(pathname);
  return (
    <>
      <header className={classes.header}>
        <AppHeader />
      </header>
      <main className={classes.main}>
        <div className={classes.page}>
          <ScreenErrorBoundary path={pathname}>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </ScreenErrorBoundary>
        </div>
        <footer className={classes.footer}>
          <AppFooter />
        </footer>
      </main>
    </>
  );
}
