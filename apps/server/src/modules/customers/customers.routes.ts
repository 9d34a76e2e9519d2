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
import { brokerErrorResponses, errorResponses, idParams } from '../../lib/route-schemas.ts';
import { tenantRoutes } from '../../lib/tenant-routes.ts';
import { withZod } from '../../lib/zod-routes.ts';
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
  const calls = tenantRoutes(app, { base, tags, actor, scoped: false });
  const read = app.requirePermission('readReference');

  calls.list({ onRequest: read, querystring: listQuery, response: customerList }, (a, q) =>
    customers.list(a, q),
  );
  calls.search(
    {
      onRequest: read,
      querystring: listQuery.omit({ query: true, name: true }),
      response: customerList,
    },
    (a, q) => customers.list(a, q),
  );
  calls.get({ onRequest: read, response: customer }, (a, id) => customers.get(a, id));
  calls.create(
    {
      onRequest: app.requirePermission('manageCustomers'),
      body: customerCreateBody,
      response: customer,
    },
    (a, body) => customers.create(a, body),
  );
  calls.update(
    {
      onRequest: app.requirePermission('manageOwnCustomer'),
      body: customerUpdateBody,
      response: customer,
    },
    (a, id, body) => customers.update(a, id, body),
  );
  calls.remove(
    { onRequest: app.requirePermission('manageCustomers'), response: deleted },
    async (a, id) => {
      await customers.remove(a, id);
      return { Customer_ID: id };
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

  calls.image(
    'logo',
    { onRequest: app.requirePermission('manageOwnCustomer'), response: customer },
    (a, id, image) => customers.setLogo(a, id, image),
    (a, id) => customers.removeLogo(a, id),
  );
}
