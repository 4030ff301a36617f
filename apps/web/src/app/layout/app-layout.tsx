import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import classes from './app-layout.module.css';

/** Header, page and footer around every route. */
export function AppLayout() {
  return (
    <>
      <header className={classes.header}>
        <AppHeader />
      </header>
      <main className={classes.main}>
        <div className={classes.page}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </div>
        <footer className={classes.footer}>
          <AppFooter />
        </footer>
      </main>
    </>
  );
}
