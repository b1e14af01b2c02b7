import { dictLineResource, dictResource } from '@partdesk/shared/setup/dict-resource';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findDeletable } from '../../core/deletes/index.js';
import { badRequest, conflict, notFound } from '../../core/http/app-error.js';
import { ok } from '../../core/http/envelope.js';
import { registerResource } from '../../core/resource/index.js';
import { addDictLine, type DictLineInput, sysDict, sysDictLine, updateDictLine } from '../lookups/index.js';

const access = { grantedBy: ['setup/dict-list', 'setup/dict-detail'] } as const;
const tags = ['setup'];

const lineBody = z.object({
  DictValue: z.string().trim().min(1).max(64),
  DictText: z.string().trim().min(1).max(128),
  DictTextEn: z.string().trim().min(1).max(128),
  Sort: z.number().int().min(0).max(99_999).default(0),
  Enabled: z.boolean().default(true),
  Remark: z.string().trim().max(256).default(''),
});
const codeParam = z.object({ code: z.string().trim().min(1).max(64) });
const lineInput = (b: z.infer<typeof lineBody>): DictLineInput => ({
  value: b.DictValue,
  text: b.DictText,
  textEn: b.DictTextEn,
  sort: b.Sort,
  enabled: b.Enabled,
  remark: b.Remark,
});

const lineDto = (l: typeof sysDictLine.$inferSelect) => ({
  Id: l.id,
  DictCode: l.dictCode,
  DictValue: l.value,
  DictText: l.text,
  DictTextEn: l.textEn,
  Sort: l.sort,
  Enabled: l.enabled,
  IsSystem: l.isSystem,
  Remark: l.remark,
});

/** /setup dict-list and dict-detail: dictionaries and their lines (zh-CN / en-US text). */
export const dictRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  const dictOf = async (code: string) => {
    const [d] = await db.select().from(sysDict).where(sql`lower(${sysDict.code}) = lower(${code})`);
    if (!d) throw notFound();
    return d;
  };
  const valueTaken = async (dictCode: string, value: string, exceptId?: number) => {
    const [row] = await db
      .select({ id: sysDictLine.id })
      .from(sysDictLine)
      .where(
        and(
          eq(sysDictLine.dictCode, dictCode),
          eq(sysDictLine.value, value),
          exceptId === undefined ? undefined : ne(sysDictLine.id, exceptId),
        ),
      );
    if (row) throw conflict('errors.duplicate', { field: 'DictValue' });
  };

  await registerResource(app, dictResource, {
    from: sysDict,
    scope: 'none', // administration
    access,
    tieBreaker: sysDict.code,
    columns: {
      Code: sysDict.code,
      Name: sysDict.name,
      NameEn: sysDict.nameEn,
      IsSystem: sysDict.isSystem,
      Remark: sysDict.remark,
      Sort: sysDict.sort,
      // The outer table named explicitly (sys_dict_line has no `code`, but keep the habit).
      Lines: sql<number>`(select count(*)::int from sys_dict_line l where l.dict_code = sys_dict.code)`,
    },
    filterBy: {
      Name: (pattern) => sql`concat_ws(' ', ${sysDict.name}, ${sysDict.nameEn}) ilike ${pattern}`,
    },
  });

  await registerResource(app, dictLineResource, {
    from: sysDictLine,
    scope: 'none', // administration
    access,
    tieBreaker: sysDictLine.id,
    columns: {
      Id: sysDictLine.id,
      DictCode: sysDictLine.dictCode,
      DictValue: sysDictLine.value,
      DictText: sysDictLine.text,
      DictTextEn: sysDictLine.textEn,
      Sort: sysDictLine.sort,
      Enabled: sysDictLine.enabled,
      IsSystem: sysDictLine.isSystem,
      Remark: sysDictLine.remark,
    },
  });

  app.get(
    '/merchant/setup/dict/:code/lines',
    { config: { access }, schema: { params: codeParam, tags } },
    async (req) => {
      const d = await dictOf(req.params.code);
      const lines = await db
        .select()
        .from(sysDictLine)
        .where(eq(sysDictLine.dictCode, d.code))
        .orderBy(asc(sysDictLine.sort), asc(sysDictLine.id));
      return ok({ Records: lines.map(lineDto), TotalCount: lines.length });
    },
  );

  app.post(
    '/merchant/setup/dict/:code/line',
    { config: { access }, schema: { params: codeParam, body: lineBody, tags } },
    async (req) => {
      const d = await dictOf(req.params.code);
      const b = req.body;
      await valueTaken(d.code, b.DictValue);
      return ok(lineDto(await addDictLine(db, d.code, lineInput(b))));
    },
  );

  // The kit's batch delete of ticked lines: the generic delete mechanism's `dictLine` type (system
  // lines refused, all or nothing) behind a route whose permit the screen can check.
  app.put(
    '/merchant/setup/dict/line/delete',
    {
      config: { access },
      schema: { body: z.object({ Ids: z.array(z.number().int().positive()).max(1000).default([]) }), tags },
    },
    async (req) => {
      const ids = [...new Set(req.body.Ids)];
      if (!ids.length) throw badRequest('errors.deletes.selectRecords', undefined, 'Ids');
      const def = findDeletable('dictLine');
      if (!def) throw notFound();
      const user = req.auth();
      const n = await db.transaction((tx) => def.delete(ids, { tx, user, app: app.ctx }));
      await def.afterCommit?.(app.ctx, user);
      return ok({ Type: def.type, Deleted: n }, req.t('deletes.deleted'));
    },
  );

  app.put(
    '/merchant/setup/dict/line/:id',
    {
      config: { access },
      schema: { params: z.object({ id: z.coerce.number().int().positive() }), body: lineBody, tags },
    },
    async (req) => {
      const [line] = await db.select().from(sysDictLine).where(eq(sysDictLine.id, req.params.id));
      if (!line) throw notFound();
      const b = req.body;
      await valueTaken(line.dictCode, b.DictValue, line.id);
      return ok(lineDto(await updateDictLine(db, line.id, lineInput(b))));
    },
  );
};
