import { SESSION_EXPIRED_MESSAGE } from '@neelami/shared/auth';
import type { Role } from '@neelami/shared/roles';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/** Who is calling: the user behind a valid token and its open session. */
export interface AuthUser {
  id: string;
  sessionId: string;
  email: string;
  role: Role;
  isVerified: boolean;
  name: string;
}

/** Resolves a bearer token to its user, or null (the auth module's authenticate, passed in by app.ts). */
export type Authenticate = (token: string) => Promise<AuthUser | null>;

/**
 * Whether the user acts with one of `roles`. API.md: a user who registered as
 * Admin has no admin rights until an existing admin verifies them.
 */
export function hasRole(user: AuthUser, roles: readonly Role[]): boolean {
  if (!roles.includes(user.role)) return false;
  if (user.role === 'Admin' && !user.isVerified) return false;
  return true;
}

/**
 * Who may call a route, declared once in its config (`config: { access: … }`):
 * 'public' — anyone; 'optional' — anyone, the user is read when a token comes;
 * 'user' — any logged-in user; a list of roles — only those (server-enforced, SPEC §6 / API.md).
 */
export type Access = 'public' | 'optional' | 'user' | readonly Role[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** Every API route with its declared access (for the role-matrix test and the docs). */
    routeAccess: { method: string; url: string; access: Access }[];
  }
}

/** The bearer token of a request, if any. */
export function bearerToken(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m ? m[1] : null;
}

/**
 * The one authorization hook: every route declares its access and no handler
 * checks roles by hand. It runs before body parsing, so a wrong role learns
 * nothing about validation.
 */
export function registerAccessControl(app: FastifyInstance, opts: { authenticate: Authenticate }) {
  app.decorateRequest('user', null);
  const table: FastifyInstance['routeAccess'] = [];
  app.decorate('routeAccess', table);
  // Every API route must say who may call it; forgetting is a start-up error, not an open door.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api') && route.config?.access === undefined) {
      throw new Error(`Route ${route.method} ${route.url} declares no access (config.access)`);
    }
    if (route.url.startsWith('/api')) {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method !== 'HEAD') table.push({ method, url: route.url, access: route.config!.access! });
      }
    }
  });
  app.addHook('onRequest', async (req) => {
    const access = req.routeOptions.config?.access ?? 'public';
    const token = bearerToken(req);
    if (access === 'public') return;
    if (token) req.user = await opts.authenticate(token);
    if (access === 'optional') return;
    if (!req.user) throw AppError.unauthorized(token ? SESSION_EXPIRED_MESSAGE : undefined);
    if (access === 'user') return;
    if (!hasRole(req.user, access)) throw AppError.forbidden();
  });
}

/** The authenticated user of a route declared with access 'user' or roles. */
export function requireUser(req: FastifyRequest): AuthUser {
  if (!req.user) throw AppError.unauthorized();
  return req.user;
}
