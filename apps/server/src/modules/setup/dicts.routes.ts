import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict, notFound } from '../../core/http/app-error.js';
import { ok } from '../../core/http/envelope.js';
import { type ListSpec, runList } from '../../core/list/list-query.js';
import { invalidateLookups, sysDict, sysDictLine } from '../lookups/index.js';

const access = { grantedBy: ['setup/dict-list', 'setup/dict-detail'] } as const;
const tags = ['setup'];

const dictSpec: ListSpec = {
  from: sysDict,
  select: {
    Code: sysDict.code,
    Name: sysDict.name,
    NameEn: sysDict.nameEn,
    IsSystem: sysDict.isSystem,
    Remark: sysDict.remark,
    Lines: sql<number>`(select count(*)::int from sys_dict_line l where l.dict_code = sys_dict.code)`,
  },
  filters: {
    Code: { column: sysDict.code, op: 'like' },
    Name: { column: sql`concat_ws(' ', ${sysDict.name}, ${sysDict.nameEn})`, op: 'like' },
  },
  sorts: { Code: sysDict.code, Name: sysDict.name },
  defaultSort: [
    { by: sysDict.sort, dir: 'asc' },
    { by: sysDict.code, dir: 'asc' },
  ],
};

const lineBody = z.object({
  Value: z.string().trim().min(1).max(64),
  Text: z.string().trim().min(1).max(128),
  TextEn: z.string().trim().min(1).max(128),
  Sort: z.number().int().min(0).max(99_999).default(0),
  Enabled: z.boolean().default(true),
  Remark: z.string().trim().max(256).default(''),
});
const codeParam = z.object({ code: z.string().trim().min(1).max(64) });

const lineDto = (l: typeof sysDictLine.$inferSelect) => ({
  Id: l.id,
  DictCode: l.dictCode,
  Value: l.value,
  Text: l.text,
  TextEn: l.textEn,
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
    if (row) throw conflict('errors.duplicate', { field: 'Value' });
  };

  app.post(
    '/merchant/setup/dict/Query',
    { config: { access }, schema: { body: z.record(z.string(), z.unknown()).nullish(), tags } },
    async (req) => ok(await runList(db, dictSpec, req.body ?? {}, null)),
  );

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
      await valueTaken(d.code, b.Value);
      const [row] = await db
        .insert(sysDictLine)
        .values({
          dictCode: d.code,
          value: b.Value,
          text: b.Text,
          textEn: b.TextEn,
          sort: b.Sort,
          enabled: b.Enabled,
          remark: b.Remark,
        })
        .returning();
      invalidateLookups(db, 'dict:');
      return ok(lineDto(row!));
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
      await valueTaken(line.dictCode, b.Value, line.id);
      const [row] = await db
        .update(sysDictLine)
        .set({
          value: b.Value,
          text: b.Text,
          textEn: b.TextEn,
          sort: b.Sort,
          enabled: b.Enabled,
          remark: b.Remark,
        })
        .where(eq(sysDictLine.id, line.id))
        .returning();
      invalidateLookups(db, 'dict:');
      return ok(lineDto(row!));
    },
  );
};
