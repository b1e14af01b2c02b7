import { translate } from '@partdesk/shared/i18n/index';
import { checkSetting, SETTINGS, type SettingDef, settingDef } from '@partdesk/shared/setup/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../../core/http/app-error.js';
import { ok } from '../../../core/http/envelope.js';
import { invalidateSettings, settingDto, settingRows, writeSettings } from '../../setup/index.js';
import { ACCESS } from '../crm-access.js';

const tags = ['crm'];
/** The settings of the registry's `crm` group: what /crmsystem/crmsettring edits. */
export const CRM_SETTINGS = (SETTINGS as readonly SettingDef[]).filter((s) => s.group === 'crm');
const item = z.object({
  Key: z.string().trim().min(1).max(64),
  Value: z.unknown(),
  Version: z.number().int().positive(),
});

/**
 * /crmsystem/crmsettring: the same rows, checks, versions and history as /setup system-setting
 * (modules/setup), limited to the `crm` group and granted by the CRM settings screen.
 */
export const crmSettingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const all = async (lang: 'zh-CN' | 'en-US', keys?: string[]) => {
    const rows = new Map((await settingRows(db)).map((r) => [r.key, r]));
    const Records = CRM_SETTINGS.filter((d) => !keys || keys.includes(d.key)).map((d) =>
      settingDto(d, rows.get(d.key), lang),
    );
    return { Records, TotalCount: Records.length };
  };

  app.get('/merchant/crm/setting', { config: { access: ACCESS.settings }, schema: { tags } }, async (req) =>
    ok(await all(req.lang)),
  );

  app.put(
    '/merchant/crm/setting',
    {
      config: { access: ACCESS.settings },
      schema: { body: z.object({ Items: z.array(item).min(1).max(CRM_SETTINGS.length) }), tags },
    },
    async (req) => {
      const seen = new Set<string>();
      const parsed = req.body.Items.map((i) => {
        const def = settingDef(i.Key);
        if (!def || def.group !== 'crm' || seen.has(i.Key))
          throw badRequest('setup.settingUnknown', { key: i.Key.slice(0, 64) }, 'Key');
        seen.add(i.Key);
        const res = checkSetting(def, i.Value);
        if (!res.ok)
          throw badRequest(
            res.problem.message,
            { ...res.problem.params, setting: translate(req.lang, def.label) },
            def.key,
          );
        return { def, value: res.value, version: i.Version };
      });
      await db.transaction((tx) => writeSettings(tx, parsed, req.auth().id));
      invalidateSettings(db);
      return ok(
        await all(
          req.lang,
          parsed.map((p) => p.def.key),
        ),
      );
    },
  );
};
