import { translate } from '@partdesk/shared/i18n/index';
import { checkSetting, SETTINGS, type SettingDef, settingDef } from '@partdesk/shared/setup/settings';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../../core/db/client.js';
import { recordHistory } from '../../core/documents/history.js';
import { updateVersioned } from '../../core/documents/versioned.js';
import { badRequest, notFound } from '../../core/http/app-error.js';
import { ok } from '../../core/http/envelope.js';
import { sysSetting } from './setting.table.js';
import { invalidateSettings, settingRows } from './settings.service.js';

export const settingAccess = { grantedBy: ['setup/system-setting'] } as const;
const tags = ['setup'];
const version = z.number().int().positive();
const item = z.object({ Key: z.string().trim().min(1).max(64), Value: z.unknown(), Version: version });
const batchBody = z.object({ Items: z.array(item).max(SETTINGS.length) });
const keyParam = z.object({ key: z.string().trim().min(1).max(64) });
const singleBody = z.object({ Value: z.unknown(), Version: version });

type Row = Awaited<ReturnType<typeof settingRows>>[number];

/** The wire shape of one setting: its definition (bounds, label keys) and the stored value. */
export function settingDto(def: SettingDef, row: Row | undefined, lang: Parameters<typeof translate>[0]) {
  const stored = row ? checkSetting(def, row.value) : null;
  return {
    Key: def.key,
    Group: def.group,
    Kind: def.kind,
    Label: def.label,
    Title: translate(lang, def.label),
    Help: translate(lang, def.help),
    Value: stored?.ok ? stored.value : def.default,
    Default: def.default,
    Min: 'min' in def ? def.min : null,
    Max: 'max' in def ? def.max : null,
    MaxItems: 'maxItems' in def ? def.maxItems : null,
    Id: row?.id ?? null,
    Version: row?.version ?? 0,
    UpdatedById: row?.updatedBy ?? null,
    UpdatedBy: row?.updatedByName ?? null,
    UpdatedAt: row?.updatedAt ?? null,
  };
}

/**
 * Writes a batch of settings in one transaction: every value is checked by the registry first
 * (400 naming the setting), then each row is updated only at the version the client read (409 when
 * stale) with a history entry; one refusal writes nothing.
 */
export async function writeSettings(
  tx: Executor,
  items: { def: SettingDef; value: unknown; version: number }[],
  userId: number,
) {
  for (const { def, value, version: expected } of items) {
    // A key added to the registry since the last seeding gets its default row first.
    await tx
      .insert(sysSetting)
      .values({ key: def.key, value: def.default as unknown })
      .onConflictDoNothing({ target: sysSetting.key });
    const [row] = await tx.select().from(sysSetting).where(eq(sysSetting.key, def.key)).for('update');
    if (!row) throw notFound();
    await updateVersioned(tx, sysSetting, row.id, expected, { value, updatedBy: userId });
    await recordHistory(tx, {
      type: 'setting',
      docId: row.id,
      docNo: def.key,
      action: 'update',
      changes: { Value: [row.value, value] },
      userId,
    });
  }
}

/** /setup system-setting: the typed system-wide settings (owner companies: companies.routes.ts). */
export const settingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  const all = async (lang: Parameters<typeof translate>[0], keys?: string[]) => {
    const rows = new Map((await settingRows(db)).map((r) => [r.key, r]));
    const defs = (SETTINGS as readonly SettingDef[]).filter((d) => !keys || keys.includes(d.key));
    const Records = defs.map((d) => settingDto(d, rows.get(d.key), lang));
    return { Records, TotalCount: Records.length };
  };

  const checked = (lang: Parameters<typeof translate>[0], key: string, value: unknown, field: string) => {
    const def = settingDef(key);
    if (!def) throw badRequest('setup.settingUnknown', { key }, field);
    const res = checkSetting(def, value);
    if (!res.ok)
      throw badRequest(
        res.problem.message,
        { ...res.problem.params, setting: translate(lang, def.label) },
        def.key,
      );
    return { def, value: res.value };
  };

  app.get('/merchant/setup/setting', { config: { access: settingAccess }, schema: { tags } }, async (req) =>
    ok(await all(req.lang)),
  );

  app.put(
    '/merchant/setup/setting',
    { config: { access: settingAccess }, schema: { body: batchBody, tags } },
    async (req) => {
      const items = req.body.Items;
      if (!items.length) throw badRequest('setup.settingsEmpty', undefined, 'Items');
      const seen = new Set<string>();
      const parsed = items.map((i) => {
        if (seen.has(i.Key))
          throw badRequest('setup.settingDuplicate', { setting: 'Items', value: i.Key }, 'Items');
        seen.add(i.Key);
        return { ...checked(req.lang, i.Key, i.Value, 'Key'), version: i.Version };
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

  app.put(
    '/merchant/setup/setting/:key',
    { config: { access: settingAccess }, schema: { params: keyParam, body: singleBody, tags } },
    async (req) => {
      if (!settingDef(req.params.key)) throw notFound('setup.settingUnknown', { key: req.params.key });
      const one = checked(req.lang, req.params.key, req.body.Value, 'Value');
      await db.transaction((tx) => writeSettings(tx, [{ ...one, version: req.body.Version }], req.auth().id));
      invalidateSettings(db);
      return ok((await all(req.lang, [one.def.key])).Records[0]);
    },
  );
};
