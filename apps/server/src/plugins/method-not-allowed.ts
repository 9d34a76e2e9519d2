import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The methods some route answers on this path (for a 405's Allow header); empty if none. */
    allowedMethods(path: string): string[];
  }
}

const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** A route pattern (`/dev/v1/customers/:id/logo`, `/files/*`) as a regular expression. */
function patternOf(url: string): RegExp {
  const source = url
    .split(/(:[A-Za-z_][\w-]*|\*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : escape(part)))
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * Remembers every route's path and methods, so the not-found handler can tell a wrong method on a
 * known path (405 with Allow) from a path nobody serves (404). Register it before any route.
 */
export const methodNotAllowedPlugin = fp(
  (app: FastifyInstance) => {
    const routes = new Map<string, { pattern: RegExp; methods: Set<string> }>();
    app.addHook('onRoute', (route) => {
      const entry = routes.get(route.url) ?? { pattern: patternOf(route.url), methods: new Set() };
      for (const method of [route.method].flat()) entry.methods.add(method);
      if (entry.methods.has('GET')) entry.methods.add('HEAD');
      routes.set(route.url, entry);
    });
    app.decorate('allowedMethods', (path: string) => {
      const allowed = new Set<string>();
      for (const { pattern, methods } of routes.values()) {
        if (pattern.test(path)) for (const method of methods) allowed.add(method);
      }
      return [...allowed].sort();
    });
  },
  { name: 'method-not-allowed' },
);
