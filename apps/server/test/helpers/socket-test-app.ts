/**
 * The setup every live-room test repeats: a listening app on its own database, fixture users with
 * tokens, socket clients closed when the file ends, and an auction with members who accepted its
 * terms. `useSocketTestApp()` registers the file's beforeAll and afterAll; read `app()` and `url()`
 * inside tests and hooks, once it has started.
 */
import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../../src/config';
import type { Db } from '../../src/db/client';
import {
  admit,
  connectClient,
  type FixtureUser,
  makeEvent,
  makeSubEvent,
  makeUser,
  type TestClient,
} from './bidding-fixtures';
import { createTestApp, type TestApp } from './test-app';

type UserOptions = Partial<Parameters<typeof makeUser>[2]>;

export interface SocketTestApp {
  /** The running app (after beforeAll). */
  app(): TestApp;
  /** Its base URL. */
  url(): string;
  db(): Db;
  /** A fixture user with an open session and its token. */
  user(role: FixtureUser['role'], extra?: UserOptions): Promise<FixtureUser>;
  /** A socket client of `who` (a fixture user, a token, or null for an anonymous one), closed at the end. */
  connect(who: FixtureUser | string | null): Promise<TestClient>;
  /** The same, with request headers or handshake auth of its own. */
  connectWith(
    who: FixtureUser | string | null,
    opts: Parameters<typeof connectClient>[2],
  ): Promise<TestClient>;
  /** An event with one live sub-event, `members` assigned and their terms accepted. */
  auction(
    members: readonly { id: string }[],
    subEvent?: Parameters<typeof makeSubEvent>[2],
    event?: Parameters<typeof makeEvent>[1],
  ): Promise<{ event: Awaited<ReturnType<typeof makeEvent>>; sub: Awaited<ReturnType<typeof makeSubEvent>> }>;
}

/**
 * Starts a test app for this file (with `config`, or the config a function gives once the file
 * starts, e.g. after starting an SMTP server) and closes its clients and the app at the end.
 */
export function useSocketTestApp(
  config: Partial<Config> | (() => Promise<Partial<Config>>) = {},
): SocketTestApp {
  let t: TestApp | undefined;
  let base = '';
  const clients: TestClient[] = [];
  beforeAll(async () => {
    t = await createTestApp(typeof config === 'function' ? await config() : config);
    base = await t.listen();
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await t?.close();
  });
  const app = () => {
    if (!t) throw new Error('The test app has not started yet (use it inside tests and hooks).');
    return t;
  };
  const db = () => app().database.db;
  async function connectWith(who: FixtureUser | string | null, opts: Parameters<typeof connectClient>[2]) {
    const token = who === null || typeof who === 'string' ? who : who.token;
    const c = await connectClient(base, token, opts);
    clients.push(c);
    return c;
  }
  return {
    app,
    url: () => base,
    db,
    user: (role, extra = {}) => makeUser(db(), app().config.jwtSecret, { role, ...extra }),
    connect: (who) => connectWith(who, {}),
    connectWith,
    async auction(members, subEvent = {}, event = {}) {
      const e = await makeEvent(db(), event);
      const sub = await makeSubEvent(db(), e.id, subEvent);
      await admit(db(), { eventId: e.id, subEventId: sub.id }, members);
      return { event: e, sub };
    },
  };
}
