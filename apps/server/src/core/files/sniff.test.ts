import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { cleanFileName, contentDisposition, sniffType } from './sniff.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);

describe('sniffType', () => {
  it('recognises a real .xlsx workbook by its content', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('BOM').addRow(['MPN', 'Qty']);
    const buf = Buffer.from(await wb.xlsx.writeBuffer());
    expect(sniffType(buf, 'bom.xlsx')).toBe(XLSX);
    expect(sniffType(buf, 'bom.zip')).toBeNull(); // an xlsx is not passed off under another extension
    expect(sniffType(buf, 'bom.pdf')).toBeNull();
  });

  it('tells docx from a plain zip', () => {
    const docx = Buffer.concat([
      Buffer.from('PK\x03\x04', 'latin1'),
      Buffer.from('....[Content_Types].xml....word/document.xml', 'latin1'),
    ]);
    const zip = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.from('....readme.txt', 'latin1')]);
    expect(sniffType(docx, 'spec.docx')).toBe(DOCX);
    expect(sniffType(zip, 'files.zip')).toBe('application/zip');
    expect(sniffType(zip, 'files.docx')).toBeNull();
  });

  it('recognises images, PDF and legacy Office by signature and extension', () => {
    expect(sniffType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2]), 'photo.JPG')).toBe('image/jpeg');
    expect(sniffType(Buffer.from('GIF89a....', 'latin1'), 'a.gif')).toBe('image/gif');
    expect(sniffType(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'), 'a.webp')).toBe('image/webp');
    expect(sniffType(Buffer.from('%PDF-1.4 ...'), 'a.pdf')).toBe('application/pdf');
    expect(sniffType(OLE, 'old.xls')).toBe('application/vnd.ms-excel');
    expect(sniffType(OLE, 'old.doc')).toBe('application/msword');
    expect(sniffType(OLE, 'old.msi')).toBeNull();
    expect(sniffType(Buffer.from('MZ\x90\x00', 'latin1'), 'a.pdf')).toBeNull();
    expect(sniffType(Buffer.alloc(0), 'a.pdf')).toBeNull();
  });

  it('accepts text in any 8-bit encoding, refuses binary named .txt/.csv', () => {
    const gbk = Buffer.from([0xd0, 0xcd, 0xba, 0xc5, 0x2c, 0x31, 0x0d, 0x0a]); // "型号,1" in GBK
    expect(sniffType(gbk, 'bom.csv')).toBe('text/csv');
    expect(sniffType(Buffer.from('hello\n'), 'notes.txt')).toBe('text/plain');
    expect(sniffType(Buffer.from([0x41, 0x00, 0x42]), 'notes.txt')).toBeNull();
    expect(sniffType(Buffer.from('<html></html>'), 'page.html')).toBeNull();
  });
});

describe('file names', () => {
  it('strips directories and control characters', () => {
    expect(cleanFileName('C:\\fakepath\\报价单.pdf')).toBe('报价单.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('a\u0000b"c.pdf')).toBe('abc.pdf');
    expect(cleanFileName('   ')).toBe('file');
  });

  it('builds a Content-Disposition with an ASCII fallback and the UTF-8 name', () => {
    expect(contentDisposition("报价 (1)'.pdf")).toBe(
      `attachment; filename="__ (1)'.pdf"; filename*=UTF-8''%E6%8A%A5%E4%BB%B7%20%281%29%27.pdf`,
    );
  });
});
