import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldLabel } from '@partdesk/shared/i18n/index';
import { ANY_MENU } from '../../core/access/access.js';
import { badRequest } from '../../core/http/app-error.js';
import { ok } from '../../core/http/envelope.js';
import { pick } from './cache.js';
import { dictCodes, dictLines } from './dict.service.js';

const access = { grantedBy: [ANY_MENU] } as const;
const page = <T>(Records: T[]) => ({ Records, TotalCount: Records.length });

/** The small /merchant/common lists that are system dictionaries: path → dictionary code. */
export const DICT_LOOKUPS: Record<string, string> = {
  productquality: 'ProductQuality',
  customerprop: 'CustomerProp',
  customerorigin: 'RegisteSource',
  customertype: 'BusinessCustomerType',
};

/** GetDictLineByCode (spec §7) and the dictionary-backed /merchant/common lookups. */
export const dictRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/common/GetDictLineByCode',
    {
      config: { access },
      schema: { querystring: z.object({ code: z.string().trim().min(1).max(64) }), tags: ['lookups'] },
    },
    async (req) => {
      const code = (await dictCodes(db)).get(req.query.code.toLowerCase());
      if (!code)
        throw badRequest(
          'lookups.unknownDict',
          { field: fieldLabel(req.lang, 'code'), value: req.query.code },
          'code',
        );
      const lines = await dictLines(db, code);
      return ok(
        page(
          lines.map((l) => ({ Id: l.id, DictValue: l.value, DictText: pick(req.lang, l.text, l.textEn) })),
        ),
      );
    },
  );

  app.get(
    '/merchant/common/bomorigin',
    { config: { access }, schema: { tags: ['lookups'] } },
    async (req) => {
      const lines = await dictLines(db, 'BomOrigin');
      return ok(
        page(
          lines.map((l) => ({
            DicItemId: l.id,
            Title: pick(req.lang, l.text, l.textEn),
            DictValue: l.value,
          })),
        ),
      );
    },
  );

  for (const [path, code] of Object.entries(DICT_LOOKUPS)) {
    app.get(
      `/merchant/common/${path}`,
      { config: { access }, schema: { tags: ['lookups'] } },
      async (req) => {
        const lines = await dictLines(db, code);
        return ok(
          page(
            lines.map((l) => ({ Id: l.id, DictValue: l.value, DictText: pick(req.lang, l.text, l.textEn) })),
          ),
        );
      },
    );
  }
};
