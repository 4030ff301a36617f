import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import classes from './app-layout.module.css';
import { ScreenErrorBoundary } from './screen-error-boundary';

/** Header, page and footer around every route. */
export function AppLayout() {
  const { pathname } = useLocation();
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
