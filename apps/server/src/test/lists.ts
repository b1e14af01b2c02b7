import type { ReviewLines, ReviewSummary } from '@partdesk/shared/core/review-summary';
import { DEMO_USERS } from '../db/seed/demo.js';
import type { TestApp } from './harness.js';

/**
 * Walks over lists the generated suites share (issue #12 item 8): every demo account signed in, a kit
 * list read to its last page, a review queue's records. Listing changes nothing, so one session per
 * account serves a whole file.
 */

type Row = Record<string, unknown>;
export type ListPage<R = Row> = { Records: R[]; TotalCount: number };

/** One token per demo account (db/seed/demo.ts DEMO_USERS), in that order. */
export async function demoTokens(t: TestApp): Promise<Map<string, string>> {
  const tokens = new Map<string, string>();
  for (const [account] of DEMO_USERS) tokens.set(account, await t.login(account));
  return tokens;
}

/**
 * Every row of a kit list (`POST …/Query`) for `body`, page by page (500 a page); null when the caller
 * may not list it (403). Throws on any other refusal.
 */
export async function listAll(
  t: TestApp,
  url: string,
  token: string,
  body: Row = {},
): Promise<ListPage | null> {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const res = await t.call<ListPage>('POST', url, {
      token,
      body: { ...body, pageIndex: page, pageSize: 500 },
    });
    if (res.status === 403) return null;
    if (res.body.Code !== 0) throw new Error(`${url} ${JSON.stringify(body)}: ${res.body.Message}`);
    rows.push(...res.body.Data.Records);
    if (rows.length >= res.body.Data.TotalCount || !res.body.Data.Records.length)
      return { Records: rows, TotalCount: res.body.Data.TotalCount };
  }
}

/** A review queue's record (POST /merchant/review/:type/Query). */
export interface ReviewQueueRow {
  Id: number;
  DocId: number;
  DocNo: string;
  Amount: string | null;
  Currency: string | null;
  Summary: ReviewSummary | null;
}

/**
 * The first `pageSize` (50) records of a review queue as `token` sees them, in `lang`; throws when the
 * call is refused or, unless `allowEmpty`, when the queue is empty (the test's precondition: demo data pending).
 */
export async function reviewQueue(
  t: TestApp,
  token: string,
  type: string,
  opts: { lang?: string; allowEmpty?: boolean; pageSize?: number } = {},
): Promise<ReviewQueueRow[]> {
  const res = await t.call<ListPage<ReviewQueueRow>>('POST', `/merchant/review/${type}/Query`, {
    token,
    lang: opts.lang ?? 'zh-CN',
    body: { pageIndex: 1, pageSize: opts.pageSize ?? 50 },
  });
  if (res.body.Code !== 0) throw new Error(`${type} queue: ${res.body.Message}`);
  if (!opts.allowEmpty && !res.body.Data.Records.length)
    throw new Error(`${type} queue is empty: the demo data should have pending requests`);
  return res.body.Data.Records;
}

/** One document's row in a review queue (first 100 records, in `lang`); throws when it is not there. */
export async function reviewQueueRow(
  t: TestApp,
  token: string,
  type: string,
  docId: number,
  lang = 'zh-CN',
): Promise<ReviewQueueRow> {
  const rows = await reviewQueue(t, token, type, { lang, pageSize: 100, allowEmpty: true });
  const row = rows.find((r) => r.DocId === docId);
  if (!row) throw new Error(`${type} ${docId} is not in the queue`);
  return row;
}

/** A document's lines in a review queue's expanded row (GET /merchant/review/:type/lines). */
export async function reviewLines(
  t: TestApp,
  token: string,
  type: string,
  docId: number,
): Promise<ReviewLines> {
  const res = await t.call<ReviewLines>('GET', `/merchant/review/${type}/lines`, {
    token,
    query: { DocId: docId },
  });
  if (res.body.Code !== 0) throw new Error(`${type} lines of ${docId}: ${res.body.Message}`);
  return res.body.Data;
}
