import { POOLED_ACCOUNTS } from '@partdesk/shared/finance/ledger/ledger.codes';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/client.js';
import { violations } from '../../../core/db/index.js';
import { type DocumentDescriptor, danglingDocRefs } from '../../../core/documents/index.js';

/**
 * The money ledger's invariants (issue #13 "Must show", decision 0024); one line per violation (empty =
 * sound): each balance row = Σ its entries (and no entries without their balance row), balances and
 * document open amounts (not on pooled accounts, decision 0026) ≥ 0, no entry dated before the lock date in force when it was written, a
 * reversal cancels its entry exactly; every entry points at an existing document (and line, when it
 * names one).
 */
export async function checkMoneyLedger(
  db: Executor,
  documents: readonly DocumentDescriptor[],
): Promise<string[]> {
  const v = violations(db);
  await v.check(
    'balance ≠ Σ entries',
    sql`select coalesce(b.tenant_id, e.tenant_id) tenant_id, coalesce(b.party_id, e.party_id) party_id,
            coalesce(b.account, e.account) account, coalesce(b.currency, e.currency) currency,
            b.balance::text balance, e.s::text entries
          from fin_balance b
          full join (select tenant_id, party_kind, party_id, account, currency, sum(amount) s from fin_entry
                     group by tenant_id, party_kind, party_id, account, currency) e
            on e.tenant_id = b.tenant_id and e.party_kind = b.party_kind and e.party_id = b.party_id
           and e.account = b.account and e.currency = b.currency
          where coalesce(b.balance, 0) <> coalesce(e.s, 0)`,
  );
  await v.check('balance < 0', sql`select * from fin_balance where balance < 0`);
  await v.check(
    'document open amount < 0',
    sql`select doc_type, doc_id, party_id, account, currency, sum(amount)::text open from fin_entry
          where account <> all(${sql.raw(`array[${POOLED_ACCOUNTS.join(',')}]::smallint[]`)})
          group by doc_type, doc_id, party_id, account, currency having sum(amount) < 0`,
  );
  await v.check(
    'entry dated before the lock date in force',
    sql`select e.id, e.posted_on, l.lock_date from fin_entry e
          join lateral (select lock_date from fin_period_lock p where p.tenant_id = e.tenant_id
                        and p.created_at <= e.created_at order by p.id desc limit 1) l on true
          where e.posted_on < l.lock_date`,
  );
  await v.check(
    'reversal does not cancel its entry',
    sql`select r.id, r.reverses_id from fin_entry r left join fin_entry o on o.id = r.reverses_id
          where r.reverses_id is not null and (o.id is null or o.party_id <> r.party_id
            or o.account <> r.account or o.currency <> r.currency or o.amount + r.amount <> 0)`,
  );
  const ref = { table: 'fin_entry', type: 'doc_type', doc: 'doc_id', line: 'doc_line_id' };
  v.out.push(...(await danglingDocRefs(db, ref, documents)));
  return v.out;
}
