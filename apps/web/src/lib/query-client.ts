import { QueryClient } from '@tanstack/react-query';

/** The app's one query cache (app/app.tsx provides it; main.tsx may fill it before the first render). */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 10_000 } },
});
