import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { SESSION_EXPIRED_FLAG } from '../features/auth/session-expired';
import { getToken } from '../lib/session';
import { sessionStorageColorSchemeManager } from './color-scheme';
import { router } from './router';
import { cssVariablesResolver, theme } from './theme';

// modals.openConfirmModal() talks to the provider by window events, so the provider need not wrap the
// app: it is mounted beside it and loaded after the first paint, keeping it out of the home page's bundle.
const ModalsHost = lazy(async () => {
  const { ModalsProvider } = await import('@mantine/modals');
  return { default: () => <ModalsProvider>{null}</ModalsProvider> };
});

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 10_000 } },
});
const colorSchemeManager = sessionStorageColorSchemeManager();

/** Providers around the router: theme (light by default, per tab), data fetching, toasts, modals. */
export function App() {
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
        <Notifications position="top-right" zIndex={1000} />
        <RouterProvider router={router} />
        <Suspense fallback={null}>
          <ModalsHost />
        </Suspense>
      </QueryClientProvider>
    </MantineProvider>
  );
}
