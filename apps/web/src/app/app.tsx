import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { SESSION_EXPIRED_MESSAGE } from '@neelami/shared/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { notifyError } from '../lib/notify';
import { clearSession, getToken } from '../lib/session';
import { sessionStorageColorSchemeManager } from './color-scheme';
import { router } from './router';
import { theme } from './theme';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 10_000 } },
});
const colorSchemeManager = sessionStorageColorSchemeManager();

/** Providers around the router: theme (light by default, per tab), data fetching, toasts, modals. */
export function App() {
  // A stored token the server no longer accepts (expired, revoked, password changed elsewhere):
  // forget it and go to /login (lib/api.ts raises the event on any 401).
  useEffect(() => {
    const onUnauthorized = () => {
      if (!getToken()) return;
      clearSession();
      queryClient.clear();
      notifyError(SESSION_EXPIRED_MESSAGE);
      void router.navigate('/login');
    };
    window.addEventListener('neelami:unauthorized', onUnauthorized);
    return () => window.removeEventListener('neelami:unauthorized', onUnauthorized);
  }, []);

  return (
    <MantineProvider theme={theme} defaultColorScheme="light" colorSchemeManager={colorSchemeManager}>
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <Notifications position="top-right" zIndex={1000} />
          <RouterProvider router={router} />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
