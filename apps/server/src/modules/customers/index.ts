import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
// `app.brokerAccounts`: anonymizing a customer removes its vehicles' broker accounts.
import type {} from '../broker-accounts/index.ts';
import { customersRepository } from './customers.repository.ts';
import { customersRoutes } from './customers.routes.ts';
import { customersService } from './customers.service.ts';

/** Customers (tenants) and their logos. */
export const customersModule = fp(
  async (app: FastifyInstance) => {
    await app.register(customersRoutes, {
      actor: app.actor,
      customers: customersService({
        repo: customersRepository(app.database.db),
        files: app.files,
        audit: app.audit,
        accounts: app.brokerAccounts,
        platformOwner: app.env.PLATFORM_OWNER,
      }),
    });
  },
  {
    name: 'customers',
    dependencies: ['config', 'database', 'auth', 'actor', 'audit', 'files', 'broker-accounts'],
  },
);
