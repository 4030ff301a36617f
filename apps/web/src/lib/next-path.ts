/** The page a logged-out deep link asked for (`/login?next=`), if it is one of ours. */
export function nextPath(params: URLSearchParams): string | null {
  const next = params.get('next');
  return next?.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : null;
}
