import type { FastifyRequest, FastifySchema, FastifyTypeProviderDefault } from 'fastify';
import type { z } from 'zod';
import type { Actor, ActorResolver } from './actor.ts';
import {
  customerQuery,
  errorResponses,
  idParams,
  searchParams,
  uploadErrorResponses,
} from './route-schemas.ts';
import { readUpload, uploadSchema } from './upload.ts';
import type { withZod } from './zod-routes.ts';

type ZodApp = ReturnType<typeof withZod>;

/** A permission check run on request (`app.requirePermission(…)`). */
export type RouteGuard = (request: FastifyRequest) => Promise<void>;

/** A query or body; in a scoped block it may name the customer acted for (`Customer_ID`). */
type CustomerNamed = z.ZodType<object>;

type ErrorAnswers = Record<number, z.ZodType>;

/** What every route of a block states: who may call it, and what the document says of it. */
export interface TenantRoute {
  onRequest: RouteGuard;
  description?: string;
  /** The error answers (default `errorResponses`). */
  errors?: ErrorAnswers;
}

interface Answering<R extends z.ZodType> extends TenantRoute {
  response: R;
}

type Answer<R extends z.ZodType> = Promise<z.output<R>>;

const described = (description: string | undefined) => (description ? { description } : {});

/**
 * The administrative calls of one resource of a tenant (list, search, get, create, update,
 * delete): each resolves the caller's actor for the customer it names (`Customer_ID` in its
 * query or body) and hands it to the service with what the call carries.
 */
export function tenantRoutes(
  zodApp: ZodApp,
  {
    base,
    tags,
    actor,
    scoped = true,
  }: {
    base: string;
    tags: string[];
    actor: ActorResolver;
    /** false: the calls act for the caller's own customer and name none (`?Customer_ID=`). */
    scoped?: boolean;
  },
) {
  // The schemas are the caller's: the calls below are typed by their parameters instead.
  const http = zodApp.withTypeProvider<FastifyTypeProviderDefault>();
  const schemaOf = (
    route: TenantRoute,
    parts: Record<string, unknown>,
    status: number,
    answer: z.ZodType,
  ): FastifySchema => ({
    tags,
    ...described(route.description),
    ...parts,
    response: { [status]: answer, ...(route.errors ?? errorResponses) },
  });
  const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;
  const who = (request: FastifyRequest, part: 'query' | 'body') =>
    scoped
      ? actor(request, (request[part] as { Customer_ID?: string } | undefined)?.Customer_ID)
      : actor(request);
  /** `?Customer_ID=` where the calls name the customer. */
  const byId = scoped ? { params: idParams, querystring: customerQuery } : { params: idParams };

  return {
    /** GET `base` (or `path`): a list for the query. */
    list<Q extends CustomerNamed, R extends z.ZodType>(
      route: Answering<R> & { querystring: Q; path?: string },
      run: (actor: Actor, query: z.output<Q>) => Answer<R>,
    ) {
      http.get(
        route.path ?? base,
        {
          onRequest: route.onRequest,
          schema: schemaOf(route, { querystring: route.querystring }, 200, route.response),
        },
        async (request) => run(await who(request, 'query'), request.query as z.output<Q>),
      );
    },

    /** GET `base/search/:query`: the list with the path's text as its `query`. */
    search<Q extends CustomerNamed, R extends z.ZodType>(
      route: Answering<R> & { querystring: Q },
      run: (actor: Actor, query: z.output<Q> & { query: string }) => Answer<R>,
    ) {
      http.get(
        `${base}/search/:query`,
        {
          onRequest: route.onRequest,
          schema: schemaOf(
            route,
            { params: searchParams, querystring: route.querystring },
            200,
            route.response,
          ),
        },
        async (request) =>
          run(await who(request, 'query'), {
            ...(request.query as z.output<Q>),
            query: (request.params as { query: string }).query,
          }),
      );
    },

    /** GET `base/:id`: one, by id (`querystring` default `?Customer_ID=`). */
    get<R extends z.ZodType, Q extends CustomerNamed = typeof customerQuery>(
      route: Answering<R> & { querystring?: Q },
      run: (actor: Actor, id: string, query: z.output<Q>) => Answer<R>,
    ) {
      http.get(
        `${base}/:id`,
        {
          onRequest: route.onRequest,
          schema: schemaOf(
            route,
            route.querystring ? { params: idParams, querystring: route.querystring } : byId,
            200,
            route.response,
          ),
        },
        async (request) =>
          run(await who(request, 'query'), idOf(request), request.query as z.output<Q>),
      );
    },

    /** POST `base`: a new one, answered 201. */
    create<B extends CustomerNamed, R extends z.ZodType>(
      route: Answering<R> & { body: B },
      run: (actor: Actor, body: z.output<B>) => Answer<R>,
    ) {
      http.post(
        base,
        {
          onRequest: route.onRequest,
          schema: schemaOf(route, { body: route.body }, 201, route.response),
        },
        async (request, reply) =>
          reply
            .status(201)
            .send(await run(await who(request, 'body'), request.body as z.output<B>)),
      );
    },

    /** PUT `base/:id`: changes one, by id. */
    update<B extends CustomerNamed, R extends z.ZodType>(
      route: Answering<R> & { body: B },
      run: (actor: Actor, id: string, body: z.output<B>) => Answer<R>,
    ) {
      http.put(
        `${base}/:id`,
        {
          onRequest: route.onRequest,
          schema: schemaOf(route, { params: idParams, body: route.body }, 200, route.response),
        },
        async (request) =>
          run(await who(request, 'body'), idOf(request), request.body as z.output<B>),
      );
    },

    /** PUT `base`: changes the one the body names. */
    updateByBody<B extends CustomerNamed, R extends z.ZodType>(
      route: Answering<R> & { body: B },
      run: (actor: Actor, body: z.output<B>) => Answer<R>,
    ) {
      http.put(
        base,
        {
          onRequest: route.onRequest,
          schema: schemaOf(route, { body: route.body }, 200, route.response),
        },
        async (request) => run(await who(request, 'body'), request.body as z.output<B>),
      );
    },

    /** DELETE `base/:id?Customer_ID=`: removes one, by id. */
    remove<R extends z.ZodType>(route: Answering<R>, run: (actor: Actor, id: string) => Answer<R>) {
      http.delete(
        `${base}/:id`,
        {
          onRequest: route.onRequest,
          schema: schemaOf(route, byId, 200, route.response),
        },
        async (request) => run(await who(request, 'query'), idOf(request)),
      );
    },

    /** DELETE `base`: removes the one the body names. */
    removeByBody<B extends CustomerNamed, R extends z.ZodType>(
      route: Answering<R> & { body: B },
      run: (actor: Actor, body: z.output<B>) => Answer<R>,
    ) {
      http.delete(
        base,
        {
          onRequest: route.onRequest,
          schema: schemaOf(route, { body: route.body }, 200, route.response),
        },
        async (request) => run(await who(request, 'body'), request.body as z.output<B>),
      );
    },

    /**
     * POST `base/:id/<name>` uploads an image (multipart, one field `file`) and DELETE removes
     * it; both answer the resource.
     */
    image<R extends z.ZodType>(
      name: string,
      route: Answering<R>,
      set: (actor: Actor, id: string, image: Buffer) => Answer<R>,
      remove: (actor: Actor, id: string) => Answer<R>,
    ) {
      http.post(
        `${base}/:id/${name}`,
        {
          onRequest: route.onRequest,
          schema: {
            tags,
            ...uploadSchema,
            ...byId,
            response: { 200: route.response, ...uploadErrorResponses },
          },
        },
        async (request) =>
          set(await who(request, 'query'), idOf(request), await readUpload(request)),
      );
      http.delete(
        `${base}/:id/${name}`,
        { onRequest: route.onRequest, schema: schemaOf(route, byId, 200, route.response) },
        async (request) => remove(await who(request, 'query'), idOf(request)),
      );
    },
  };
}
