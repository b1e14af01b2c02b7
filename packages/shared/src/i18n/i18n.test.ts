import { describe, expect, it } from 'vitest';
import { buildResources, resolveLang, serverNamespaces, translate } from './index.js';
import { uiNamespaces } from './ui-namespaces.js';

describe('i18n', () => {
  it('resolves Accept-Language with zh-CN as default', () => {
    expect(resolveLang(undefined)).toBe('zh-CN');
    expect(resolveLang('en-US,en;q=0.9')).toBe('en-US');
    expect(resolveLang('fr-FR')).toBe('zh-CN');
  });
  it('translates with parameters in both languages', () => {
    expect(translate('zh-CN', 'errors.loginRequired')).toBe('请先登录');
    expect(translate('en-US', 'errors.documents.tooManyAttachments', { max: 3 })).toBe(
      'At most 3 attachments can be uploaded',
    );
    expect(translate('en-US', 'errors.no.such.key')).toBe('errors.no.such.key');
  });
  it('every message has non-empty zh and en text', () => {
    const zh = JSON.stringify(buildResources(serverNamespaces, 'zh-CN'));
    const en = JSON.stringify(buildResources(serverNamespaces, 'en-US'));
    expect(zh).not.toContain('""');
    expect(en).not.toContain('""');
    expect(zh).not.toBe(en);
  });
  it('every UI text has non-empty zh and en text', () => {
    for (const [ns, group] of Object.entries(uiNamespaces)) {
      const zh = JSON.stringify(buildResources({ [ns]: group }, 'zh-CN'));
      const en = JSON.stringify(buildResources({ [ns]: group }, 'en-US'));
      expect(zh, ns).not.toContain('""');
      expect(en, ns).not.toContain('""');
    }
  });
});
