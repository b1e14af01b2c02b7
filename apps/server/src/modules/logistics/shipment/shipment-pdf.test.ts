import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';
import jsqrModule from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { createLedgerFixture } from '../../../test/ledger-fixture.js';
import { orderKit } from '../../../test/order-kit.js';

/** jsqr is CommonJS with an ES `export default` in its types: under NodeNext the default import is the module. */
type JsQr = typeof import('jsqr')['default'];
const jsQR: JsQr = (jsqrModule as unknown as { default?: JsQr }).default ?? (jsqrModule as unknown as JsQr);

/**
 * The shipment PDFs (issue #16, decision 0045): pick list, label + packing list, commercial invoice. The
 * label page rendered by poppler's pdftoppm and its Code 128 and QR decoded back to the CK number; the
 * label only while printed (the print lock); every PDF scoped like the detail; the CJK font embedded.
 */
let t: TestApp;
let k: ReturnType<typeof orderKit>;
let wh: string;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  await createLedgerFixture(t);
  k = orderKit(t);
  wh = await k.f.token('warehouse');
  dir = mkdtempSync(join(tmpdir(), 'partdesk-label-'));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t.close();
});

const P = '/merchant/logistics/shipment';
type Res = { Id: number; No: string; Status: number; Version: number; Printed: boolean };
const act = (id: number, action: string, body: Record<string, unknown>) =>
  t.call<Res>('PUT', `${P}/${id}/${action}`, { token: wh, body, lang: 'en-US' });
const pdf = (id: number, kind: string, token: string | null = wh, lang = 'en-US') =>
  t.app.inject({
    method: 'GET',
    url: `${P}/${id}/${kind}?lang=${lang}`,
    headers: token ? { token, 'accept-language': lang } : { 'accept-language': lang },
  });

/** Page `page` of a PDF as RGBA pixels (pdftoppm at 200 dpi). */
function rasterize(buf: Buffer, name: string, page = 1) {
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, buf);
  const out = join(dir, `${name}-p${page}`);
  execFileSync('pdftoppm', [
    '-r',
    '200',
    '-f',
    String(page),
    '-l',
    String(page),
    '-png',
    '-singlefile',
    file,
    out,
  ]);
  return PNG.sync.read(readFileSync(`${out}.png`));
}

function decodeCode128(png: PNG): string {
  const gray = new Uint8ClampedArray(png.width * png.height);
  for (let i = 0; i < gray.length; i++) {
    const o = i * 4;
    gray[i] = (png.data[o]! * 299 + png.data[o + 1]! * 587 + png.data[o + 2]! * 114) / 1000;
  }
  const reader = new MultiFormatReader();
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  reader.setHints(hints);
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(gray, png.width, png.height)));
  return reader.decode(bitmap).getText();
}

let n = 0;
/** An approved order of one line of `qty` pieces (unit price 2.5) with a lot of `qty`, notified in full. */
async function notified(qty: number) {
  const mpn = `ZZPDF-${n++}`;
  const lot = await k.lot(qty, { mpn, brand: 'TI' });
  const o = await k.f.salesOrder({ lines: [{ Mpn: mpn, Brand: 'TI', Quantity: qty, UnitPrice: '2.5' }] });
  await k.submit(o.id);
  await k.approveAll(o.id);
  const d = await k.detail(o.id);
  const r = await k.put(o.id, 'notify', {
    Version: d.Version,
    Lines: [{ Id: d.Lines[0]!.Id, Quantity: qty }],
  });
  expect(r.body.Code, r.body.Message).toBe(0);
  return { ...o, mpn, lot };
}

describe('shipment PDFs', () => {
  it('pick list, label (only while printed; Code 128 and QR decode to the CK number), invoice; scoped', async () => {
    const a = await notified(10);
    const created = await t.call<Res>('POST', P, { token: wh, body: { OrderIds: [a.id] } });
    expect(created.body.Code, created.body.Message).toBe(0);
    const { Id: id, No: no } = created.body.Data;

    // The pick list before the pick: the planned lot; after it: the confirmed one.
    const planned = await pdf(id, 'pick-list');
    expect(planned.statusCode).toBe(200);
    expect(planned.headers['content-type']).toBe('application/pdf');
    expect(planned.headers['content-disposition']).toContain(`${no}-pick-list-en-US.pdf`);
    expect(planned.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    let v = (await act(id, 'pick', { Version: 1 })).body.Data.Version;
    const lineId = (await t.call<{ Lines: { Id: number }[] }>('GET', `${P}/${id}`, { token: wh })).body.Data
      .Lines[0]!.Id;
    const pickList = await pdf(id, 'pick-list', wh, 'zh-CN');
    expect(pickList.statusCode).toBe(200);
    expect(pdfText(pickList.rawPayload, 'pick')).toMatch(new RegExp(`${a.mpn}[\\s\\S]*10`));

    const boxed = await act(id, 'boxes', {
      Version: v,
      Boxes: [4, 6].map((q) => ({
        Length: '40',
        Width: '30',
        Height: '25',
        GrossWeight: '5.5',
        NetWeight: '5',
        Lines: [{ LineId: lineId, Quantity: q }],
      })),
    });
    expect(boxed.body.Data.Status).toBe(3);
    v = boxed.body.Data.Version;

    // No label before printing: the print lock is the way to it (nothing changed).
    const early = await pdf(id, 'label');
    expect(early.statusCode).toBe(400);
    expect(JSON.parse(early.body)).toMatchObject({
      Message: `Shipment ${no} has no printed label: print the label first (printing locks the shipment)`,
      Data: { Field: 'Printed' },
    });
    const printed = await act(id, 'print', { Version: v });
    expect(printed.body.Data.Printed).toBe(true);
    const label = await pdf(id, 'label');
    expect(label.statusCode, label.body.slice(0, 200)).toBe(200);
    expect(label.headers['content-disposition']).toContain(`${no}-label-en-US.pdf`);
    // One label page per box, then the packing list.
    expect(execFileSync('pdfinfo', ['-'], { input: label.rawPayload }).toString()).toMatch(/Pages:\s+3/);
    const page = rasterize(label.rawPayload, no);
    const qr = jsQR(new Uint8ClampedArray(page.data), page.width, page.height);
    expect(qr?.data).toBe(no);
    expect(decodeCode128(page)).toBe(no);
    // The second box's label carries the same number.
    expect(
      jsQR(new Uint8ClampedArray(rasterize(label.rawPayload, no, 2).data), page.width, page.height)?.data,
    ).toBe(no);
    // pdffonts: the CJK font embedded (subset).
    writeFileSync(join(dir, 'label.pdf'), label.rawPayload);
    expect(execFileSync('pdffonts', [join(dir, 'label.pdf')]).toString()).toMatch(
      /[A-Z]{6}\+WenQuanYiMicroHei\s.*\byes\b/,
    );
    // Printing is still the lock: void refused until the printing is cancelled.
    const refused = await act(id, 'void', { Version: printed.body.Data.Version, Reason: 'x' });
    expect(refused.status).toBe(400);

    // The commercial invoice: declared value 10 × 2.50 = 25.00 in the order currency.
    const inv = await pdf(id, 'invoice');
    expect(inv.statusCode).toBe(200);
    const text = pdfText(inv.rawPayload, 'invoice');
    expect(text).toContain('Commercial Invoice');
    expect(text).toMatch(/Total: USD 25\.00/);
    expect(text).toContain('HS code');
    const zh = pdfText((await pdf(id, 'invoice', wh, 'zh-CN')).rawPayload, 'invoice-zh');
    expect(zh).toContain('商业发票');

    // Scope: the salesperson of the order reads the pick list and invoice, not the label (0103);
    // another salesperson gets the detail's not-found; no session −100.
    const rep = await k.f.token('sales.rep');
    expect((await pdf(id, 'pick-list', rep)).statusCode).toBe(200);
    expect((await pdf(id, 'invoice', rep)).statusCode).toBe(200);
    expect((await pdf(id, 'label', rep)).statusCode).toBe(403);
    const other = await k.f.token('sales.agent');
    for (const kind of ['pick-list', 'invoice']) {
      const r = await pdf(id, kind, other);
      expect(r.statusCode, kind).toBe(404);
      expect(JSON.parse(r.body).Code, kind).not.toBe(0);
    }
    expect(JSON.parse((await pdf(id, 'invoice', null)).body).Code).toBe(-100);
    expect(await k.ledgersClean()).toEqual([]);
  });
});

/** The text of a PDF as poppler's pdftotext reads it (the fonts' ToUnicode maps). */
function pdfText(buf: Buffer, name: string): string {
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, buf);
  return execFileSync('pdftotext', ['-layout', file, '-']).toString();
}
