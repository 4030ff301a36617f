// Mantine's global styles; each component's own come with its code (vite.config.ts), so a page
// loads only the styles of the components it renders.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
// The table's too: on a wide screen a member list's first render, which the server makes with its
// events (apps/server/src/plugins/web-app.ts), shows them as a table before the list's own code and
// styles have arrived.
import '@mantine/core/styles/Table.css';
import { MantineProvider } from '@mantine/core';
import { notificationsStore } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { BrowserRouter, MemoryRouter } from 'react-router';
import { SESSION_EXPIRED_FLAG } from '../features/auth/session-expired';
import { queryClient } from '../lib/query-client';
import { getToken } from '../lib/session';
import { useSessionUser } from '../lib/use-session';
import { sessionStorageColorSchemeManager } from './color-scheme';
import { AppRoutes } from './router';
import { cssVariablesResolver, theme } from './theme';

// modals.openConfirmModal() talks to the provider by window events, so the provider need not wrap the
// app: it is mounted beside it, and only for a logged-in user (only members' screens ask to confirm),
// keeping it out of the home page's JavaScript.
const ModalsHost = lazy(async () => ({ default: (await import('./lazy-hosts')).ModalsHost }));

// The toasts' container (with its transitions) is loaded when the first toast is shown: the store
// keeps what was shown meanwhile and the container renders it on mount. Most visits to the home
// page never show one, so its code stays out of the home page's JavaScript.
const NotificationsHost = lazy(async () => ({ default: (await import('./lazy-hosts')).ToastsHost }));

function LazyNotifications() {
  const [wanted, setWanted] = useState(() => notificationsStore.getState().notifications.length > 0);
  useEffect(() => {
    if (wanted) return;
    if (notificationsStore.getState().notifications.length > 0) setWanted(true);
    return notificationsStore.subscribe((s) => {
      if (s.notifications.length > 0 || s.queue.length > 0) setWanted(true);
    });
  }, [wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  ) : null;
}

const colorSchemeManager = sessionStorageColorSchemeManager();

/** Props of App. */
export interface AppProps {
  /** The screen's path when the build prerenders it (a memory router); else the browser's router. */
  path?: string;
}

/** Providers around the router: theme (light by default, per tab), data fetching, toasts, modals. */
export function App({ path }: AppProps) {
  const user = useSessionUser();
  // A stored token the server no longer accepts (expired, revoked, password changed elsewhere):
  // forget it and load /login afresh (lib/api.ts raises the event on any 401). The storage keys are
  // removed without the session-change event, so no route guard redirects elsewhere first; the
  // reload also drops every cached query and socket of the old session.
  useEffect(() => {
    const onUnauthorized = () => {
      if (!getToken()) return;
      sessionStorage.removeItem('user');
      sessionStorage.removeItem('token');
      sessionStorage.setItem(SESSION_EXPIRED_FLAG, '1');
      window.location.assign('/login');
    };
    window.addEventListener('neelami:unauthorized', onUnauthorized);
    return () => window.removeEventListener('neelami:unauthorized', onUnauthorized);
  }, []);

  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      colorSchemeManager={colorSchemeManager}
    >
      <QueryClientProvider client={queryClient}>
        <LazyNotifications />
        {path === undefined ? (
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        ) : (
          <MemoryRouter initialEntries={[path]}>
            <AppRoutes />
          </MemoryRouter>
        )}
        {user && (
          <Suspense fallback={null}>
            <ModalsHost />
          </Suspense>
        )}
      </QueryClientProvider>
    </MantineProvider>
  );
}
