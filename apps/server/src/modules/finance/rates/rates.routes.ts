import { RATES_MENU as MENU } from '@partdesk/shared/finance/rates/rates.codes';
import {
  currencyRateHistoryResource,
  currencyRateResource,
} from '@partdesk/shared/finance/rates/rates.resource';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, requestEnv } from '../../../core/http/index.js';
import { registerResource } from '../../../core/resource/index.js';
import { baseCurrency } from '../../lookups/index.js';
import { finExchangeRate } from '../ledger/money-ledger.table.js';
import { currencyRateColumns, ratedCurrencies, rateHistoryColumns, todayRateJoin } from './rates.queries.js';
import { type SetRateBody, setCurrencyRate } from './use-cases/set-currency-rate.js';

const readAccess = { grantedBy: [MENU] } as const;
const writeAccess = { grantedBy: [`${MENU}:0103`] } as const;
const tags = ['finance'];

/** Strings on the wire (a rate is a decimal, never a float); setRate says what is wrong with them. */
const setBody = z.object({
  Currency: z.string().max(10),
  RateDate: z.string().max(10),
  Rate: z.string().max(40),
});

/**
 * /finance/currency-detail: currencies with today's rate (kit list / export), every save of the rates
 * (kit list / export, by currency), and setting a rate for a date. Thin: reads in rates.queries.ts, the
 * write in use-cases/set-currency-rate.ts (finance's `setRate`).
 */
export const ratesRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = requestEnv(app);

  await registerResource(app, currencyRateResource, {
    from: baseCurrency,
    joins: todayRateJoin,
    scope: 'none', // reference data: every holder of the screen sees every currency
    where: ratedCurrencies,
    access: readAccess,
    tieBreaker: baseCurrency.id,
    columns: currencyRateColumns,
  });

  await registerResource(app, currencyRateHistoryResource, {
    from: finExchangeRate,
    scope: 'none',
    access: readAccess,
    tieBreaker: finExchangeRate.id,
    thenBy: [{ by: finExchangeRate.id, dir: 'desc' }],
    columns: rateHistoryColumns,
  });

  app.post(
    '/merchant/finance/currencyrate',
    { config: { access: writeAccess }, schema: { body: setBody, tags } },
    async function setCurrencyRateRoute(req) {
      return ok(await setCurrencyRate(env(req), req.body as SetRateBody));
    },
  );
};
