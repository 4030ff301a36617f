import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { failureStatusesOf } from './responses';

describe('the failures a route documents', () => {
  it('derives 400 from input, 401/403 from access and 404 from path ids', () => {
    expect(
      failureStatusesOf({ method: 'GET', url: '/api/general/gallery', config: { access: 'public' } }),
    ).toEqual([]);
    expect(
      failureStatusesOf({ method: 'POST', url: '/api/auth/logout', config: { access: 'user' } }),
    ).toEqual([400, 401]);
    expect(
      failureStatusesOf({
        method: 'PUT',
        url: '/api/admin/updateEvent/:id',
        schema: { params: z.object({ id: z.uuid() }) },
        config: { access: ['Admin'] },
      }),
    ).toEqual([400, 401, 403, 404]);
    expect(
      failureStatusesOf({ method: 'POST', url: '/api/upload/doc', config: { access: 'optional' } }),
    ).toEqual([400, 401]);
  });

  it('adds the ones a route declares, once each and in order', () => {
    expect(
      failureStatusesOf({
        method: 'POST',
        url: '/api/auth/register',
        config: { access: 'public', failures: [429, 409, 400] },
      }),
    ).toEqual([400, 409, 429]);
  });
});
