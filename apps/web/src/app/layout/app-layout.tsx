import { AppShell } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';

/** Header, page and footer around every route. */
export function AppLayout() {
  return (
    <AppShell header={{ height: 64 }} padding={0}>
      <AppShell.Header>
        <AppHeader />
      </AppShell.Header>
      <AppShell.Main style={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
        <div style={{ flex: 1 }}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </div>
        <footer style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
          <AppFooter />
        </footer>
      </AppShell.Main>
    </AppShell>
  );
}
