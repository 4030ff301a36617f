import { okResponseSchema } from '@neelami/shared/common-responses';
import { auctionEventListSchema } from '@neelami/shared/events-responses';
import { messages } from '@neelami/shared/messages';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, api, earlyData, earlyQueryData, parseAnswer } from './api';
import { EARLY_GET_MS, sendEarlyGet } from './early-get';

const event = {
  _id: 'e1',
  auctionName: 'Steel scrap',
  titleName: 'HMS 1&2',
  auctionType: 'Forward Auction',
  auctionBehaviour: 'Normal Auction',
  onBehalfOf: 'Plant',
  eventStart: '2025-01-01T04:30:00.000Z',
  eventEnd: '2025-01-01T06:30:00.000Z',
  inspectionDate: '2024-12-30',
  autoExtension: '3 Minute',
  totalLots: 2,
  currency: 'Rs',
  address: 'Rewari',
  description: '',
  termCondition: 'Terms',
  requireTransactionPassword: true,
  maxExtensions: null,
  gstRate: 18,
  tcsRate: 1,
  paymentDays: 7,
  liftingDays: 30,
  phase: 'live',
};

describe('parseAnswer', () => {
  it('returns the answer in the shape of its schema', () => {
    const answer = parseAnswer(auctionEventListSchema, 200, { success: true, data: [event] });
    expect(answer.data[0]?.auctionName).toBe('Steel scrap');
    expect(parseAnswer(okResponseSchema, 200, { success: true, message: 'Saved' })).toEqual({
      success: true,
      message: 'Saved',
    });
  });

  it('turns an answer of another shape into an INTERNAL ApiError with a clear message', () => {
    const wrong = { success: true, data: [{ ...event, phase: 'someday' }] };
    let thrown: unknown;
    try {
      parseAnswer(auctionEventListSchema, 200, wrong);
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({
      code: 'INTERNAL',
      status: 200,
      message: messages.unreadableAnswer,
      body: wrong,
    });
    // A proxy's HTML page parsed as nothing at all is refused the same way.
    expect(() => parseAnswer(okResponseSchema, 200, undefined)).toThrow(messages.unreadableAnswer);
  });
});

describe('sendEarlyGet', () => {
  // A real HTTP server that counts the GETs of the event; the page's relative /api paths go to it.
  async function serve(status = 200) {
    const { createServer } = await import('node:http');
    const hits: { url: string; auth: string | undefined; language: string | undefined }[] = [];
    const server = createServer((req, res) => {
      hits.push({
        url: req.url ?? '',
        auth: req.headers.authorization,
        language: req.headers['accept-language'],
      });
      res.statusCode = status;
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify(
          status === 200
            ? { success: true, message: `answer ${hits.length}` }
            : { success: false, code: 'NOT_FOUND', message: 'Event not found.' },
        ),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const realFetch = globalThis.fetch;
    const store = new Map<string, string>([['token', 't1']]);
    vi.stubGlobal('fetch', (path: string, init?: RequestInit) =>
      realFetch(`http://127.0.0.1:${port}${path}`, init),
    );
    vi.stubGlobal('sessionStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
    });
    return {
      hits,
      store,
      close: () => {
        vi.unstubAllGlobals();
        globalThis.neelamiEarlyGets = undefined;
        return new Promise((resolve) => server.close(resolve));
      },
    };
  }

  it('answers the screen’s first GET of the path with the early request, once', async () => {
    const s = await serve();
    try {
      sendEarlyGet('general/event/e1');
      sendEarlyGet('/general/event/e1'); // once per page
      expect(s.hits).toHaveLength(0); // sent, not yet arrived
      const first = await api.get('general/event/e1', okResponseSchema);
      expect(first.message).toBe('answer 1');
      expect(s.hits).toEqual([{ url: '/api/general/event/e1', auth: 'Bearer t1', language: 'en' }]);
      // Taken once: the next GET asks the server again.
      expect((await api.get('general/event/e1', okResponseSchema)).message).toBe('answer 2');
    } finally {
      await s.close();
    }
  });

  it('is not used once it is older than a screen may take', async () => {
    const s = await serve();
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now);
    try {
      sendEarlyGet('general/event/e1');
      clock.mockReturnValue(now + EARLY_GET_MS);
      // The screen asks the server itself.
      await api.get('general/event/e1', okResponseSchema);
      await vi.waitFor(() => expect(s.hits).toHaveLength(2));
      // Older now, the early GET may be sent again.
      sendEarlyGet('general/event/e1');
      await vi.waitFor(() => expect(s.hits).toHaveLength(3));
    } finally {
      clock.mockRestore();
      await s.close();
    }
  });

  it('is not used for another session', async () => {
    const s = await serve();
    try {
      sendEarlyGet('general/event/e1');
      s.store.set('token', 't2');
      const answer = await api.get('general/event/e1', okResponseSchema);
      await vi.waitFor(() => expect(s.hits).toHaveLength(2));
      // The screen's answer is the one the server gave its own request, with the new token.
      const own = s.hits.findIndex((h) => h.auth === 'Bearer t2');
      expect(own).toBeGreaterThanOrEqual(0);
      expect(answer.message).toBe(`answer ${own + 1}`);
    } finally {
      await s.close();
    }
  });

  /** Until the early GET of the path has its answer (what a screen's first render may show). */
  const answerIn = (path: string) =>
    vi.waitFor(() => expect(globalThis.neelamiEarlyGets?.get(path)?.came).toBeDefined());

  it('gives a screen’s first render its data once the answer is in, once', async () => {
    const s = await serve();
    try {
      sendEarlyGet('general/event/e1');
      // Not in yet: nothing to show, and nothing taken (the screen's request takes it as it comes).
      expect(earlyData('general/event/e1', okResponseSchema)).toBeUndefined();
      await answerIn('general/event/e1');
      const query = earlyQueryData('general/event/e1', okResponseSchema, (a) => a.message);
      expect(query.initialData()).toBe('answer 1');
      expect(query.initialDataUpdatedAt()).toBeGreaterThan(Date.now() - 5_000);
      // Taken: the screen's own GET asks the server.
      expect(earlyData('general/event/e1', okResponseSchema)).toBeUndefined();
      expect((await api.get('general/event/e1', okResponseSchema)).message).toBe('answer 2');
    } finally {
      await s.close();
    }
  });

  it('shows no failure as data: the screen’s request takes it as its error', async () => {
    const s = await serve(404);
    try {
      sendEarlyGet('general/event/e1');
      await answerIn('general/event/e1');
      const query = earlyQueryData('general/event/e1', okResponseSchema, (a) => a);
      expect(query.initialData()).toBeUndefined();
      expect(query.initialDataUpdatedAt()).toBe(0);
      const failed = await api.get('general/event/e1', okResponseSchema).catch((e: unknown) => e);
      expect(failed).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Event not found.' });
      expect(s.hits).toHaveLength(1); // the early GET's answer, not a second request
    } finally {
      await s.close();
    }
  });

  it('shows no answer of another session', async () => {
    const s = await serve();
    try {
      sendEarlyGet('general/event/e1');
      await answerIn('general/event/e1');
      s.store.set('token', 't2');
      expect(earlyData('general/event/e1', okResponseSchema)).toBeUndefined();
    } finally {
      await s.close();
    }
  });
});
