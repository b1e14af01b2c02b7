import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

export type Rule =
  | 'modules'
  | 'core'
  | 'routes'
  | 'names'
  | 'shared'
  | 'size'
  | 'schema'
  | 'writes'
  | 'order'
  | 'scope'
  | 'web'
  | 'client'
  | 'helpers'
  | 'registration';

export interface Violation {
  rule: Rule;
  file: string;
  message: string;
}

/** What every rule gets: the tree's root, its files (repo-relative) and the violation sink. */
export interface Ctx {
  root: string;
  files: string[];
  read(file: string): string;
  fail(rule: Rule, file: string, message: string): void;
}

export const SERVER = 'apps/server/src';
export const WEB = 'apps/web/src';

export const isGenerated = (f: string) => f.startsWith(`${SERVER}/db/migrations/`);
export const isCode = (f: string) => /\.(c|m)?(t|j)sx?$/.test(f) && !f.endsWith('.d.ts');
export const isTest = (f: string) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(f) || f.startsWith('e2e/');
/** Test-only helpers beside the code (fixtures, test kits, the harness): they may set any data up. */
export const isTestSupport = (f: string) =>
  isTest(f) || /\.fixture\.ts$|test-kit|test-data/.test(f) || f.startsWith(`${SERVER}/test/`);

/** apps/server/src/modules/<module>/… → <module> (a file directly under modules/ → null). */
export const moduleOf = (f: string) =>
  f.startsWith(`${SERVER}/modules/`) && f.split('/').length > 5 ? (f.split('/')[4] ?? null) : null;

/** Tracked and untracked-but-not-ignored files (what a commit would hold), without deleted ones. */
export function gitFiles(root: string): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(out.split('\0').filter(Boolean))].filter((f) => existsSync(join(root, f))).sort();
}

/** Every file under `root` (a fixture tree without git), repo-relative. */
export function walkFiles(root: string, dir = root): string[] {
  return readdirSync(dir)
    .flatMap((n) => {
      const p = join(dir, n);
      return statSync(p).isDirectory() ? walkFiles(root, p) : [relative(root, p)];
    })
    .sort();
}

export function importsOf(ctx: Ctx, file: string): string[] {
  return ts.preProcessFile(ctx.read(file), true, true).importedFiles.map((i) => i.fileName);
}

/** A relative specifier resolved to a repo path, `.js` mapped back to the `.ts` source. */
export function resolveRelative(root: string, from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const abs = relative(root, resolve(root, dirname(from), spec));
  return abs.replace(/\.(m|c)?js$/, '.$1ts').replace(/\.jsx$/, '.tsx');
}

export function makeCtx(root: string, files: string[]): Ctx & { violations: Violation[] } {
  const cache = new Map<string, string>();
  const violations: Violation[] = [];
  return {
    root,
    files,
    violations,
    read(file) {
      let text = cache.get(file);
      if (text === undefined) {
        text = readFileSync(join(root, file), 'utf8');
        cache.set(file, text);
      }
      return text;
    },
    fail(rule, file, message) {
      violations.push({ rule, file, message });
    },
  };
}

/** The text without comments (string and template contents kept), so prose cannot trip a rule. */
export function stripComments(text: string): string {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.JSX, text);
  const K = ts.SyntaxKind;
  const braces: ('{' | '${')[] = [];
  let out = '';
  let kind = scanner.scan();
  while (kind !== K.EndOfFileToken) {
    if (kind === K.CloseBraceToken && braces.pop() === '${') kind = scanner.reScanTemplateToken(false);
    if (kind === K.OpenBraceToken) braces.push('{');
    if (kind === K.TemplateHead || kind === K.TemplateMiddle) braces.push('${');
    if (kind === K.SingleLineCommentTrivia || kind === K.MultiLineCommentTrivia) out += ' ';
    else out += scanner.getTokenText();
    kind = scanner.scan();
  }
  return out;
}

export const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;
