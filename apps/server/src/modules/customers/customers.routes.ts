import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  customer,
  customerAnonymizeBody,
  customerCreateBody,
  customerList,
  customerListQuery,
  customerUpdateBody,
  imageLink,
} from '@shuttle-ops/domain';
import type { ActorResolver } from '../../lib/actor.ts';
import {
  brokerErrorResponses,
  errorResponses,
  idParams,
  searchParams,
  uploadErrorResponses,
} from '../../lib/route-schemas.ts';
import { withZod } from '../../lib/zod-routes.ts';
import { readUpload, uploadSchema } from '../files/index.ts';
import type { CustomersService } from './customers.service.ts';

export interface CustomersRoutesOptions {
  customers: CustomersService;
  actor: ActorResolver;
}

const base = '/dev/v1/customers';
const listQuery = customerListQuery.omit({ Customer_ID: true });
const deleted = z.object({ Customer_ID: z.uuid() });

/** Spec §7 customers, plus the two logo calls (location, then the graphic by signed link). */
export function customersRoutes(parent: FastifyInstance, opts: CustomersRoutesOptions) {
  const app = withZod(parent);
  const { customers, actor } = opts;
  const tags = ['customers'];
  const read = app.requirePermission('readReference');

  app.get(
    base,
    {
      onRequest: read,
      schema: { tags, querystring: listQuery, response: { 200: customerList, ...errorResponses } },
    },
    async (request) => customers.list(await actor(request), request.query),
  );

  app.get(
    `${base}/search/:query`,
    {
      onRequest: read,
      schema: {
        tags,
        params: searchParams,
        querystring: listQuery.omit({ query: true, name: true }),
        response: { 200: customerList, ...errorResponses },
      },
    },
    async (request) =>
      customers.list(await actor(request), { ...request.query, query: request.params.query }),
  );

  app.get(
    `${base}/:id`,
    {
      onRequest: read,
      schema: { tags, params: idParams, response: { 200: customer, ...errorResponses } },
    },
    async (request) => customers.get(await actor(request), request.params.id),
  );

  app.post(
    base,
    {
      onRequest: app.requirePermission('manageCustomers'),
      schema: { tags, body: customerCreateBody, response: { 201: customer, ...errorResponses } },
    },
    async (request, reply) =>
      reply.status(201).send(await customers.create(await actor(request), request.body)),
  );

  app.put(
    `${base}/:id`,
    {
      onRequest: app.requirePermission('manageOwnCustomer'),
      schema: {
        tags,
        params: idParams,
        body: customerUpdateBody,
        response: { 200: customer, ...errorResponses },
      },
    },
    async (request) => customers.update(await actor(request), request.params.id, request.body),
  );

  app.delete(
    `${base}/:id`,
    {
      onRequest: app.requirePermission('manageCustomers'),
      schema: { tags, params: idParams, response: { 200: deleted, ...errorResponses } },
    },
    async (request) => {
      await customers.remove(await actor(request), request.params.id);
      return { Customer_ID: request.params.id };
    },
  );

  app.post(
    `${base}/anonymize`,
    {
      onRequest: app.requirePermission('manageCustomers'),
      schema: {
        tags,
        description:
          'Irreversibly replaces the personal data of a customer, its users and vehicles (whose accounts on an external broker go; 503 `BROKER_UNAVAILABLE`, nothing changed, when the broker does not confirm).',
        body: customerAnonymizeBody,
        response: { 200: customer, ...brokerErrorResponses },
      },
    },
    async (request) => customers.anonymize(await actor(request), request.body.Customer_ID),
  );

  app.get(
    `${base}/:id/logo-location`,
    {
      onRequest: read,
      schema: {
        tags,
        description: 'Where the logo is: signed links valid 900 s; GET `url` for the graphic.',
        params: idParams,
        response: { 200: imageLink, ...errorResponses },
      },
    },
    async (request) => customers.logoLocation(await actor(request), request.params.id),
  );

  app.post(
    `${base}/:id/logo`,
    {
      onRequest: app.requirePermission('manageOwnCustomer'),
      schema: {
        tags,
        ...uploadSchema,
        params: idParams,
        response: { 200: customer, ...uploadErrorResponses },
      },
    },
    async (request) =>
      customers.setLogo(await actor(request), request.params.id, await readUpload(request)),
  );

  app.delete(
    `${base}/:id/logo`,
    {
      onRequest: app.requirePermission('manageOwnCustomer'),
      schema: { tags, params: idParams, response: { 200: customer, ...errorResponses } },
    },
    async (request) => customers.removeLogo(await actor(request), request.params.id),
  );
}
