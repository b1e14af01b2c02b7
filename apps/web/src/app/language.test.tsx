import { act, render, screen } from '@testing-library/react';
import Empty from 'antd/es/empty';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../core/i18n';
import { LANG_STORAGE_KEY, storedLang } from '../core/lang';
import { AppProviders } from './app-root';
import { LanguageButtons } from './pages/language-buttons';

afterEach(async () => {
  await act(() => setLanguage('zh-CN'));
});

describe('language switch (spec §1)', () => {
  it('switches texts and the antd locale, and remembers the choice locally', async () => {
    render(
      <AppProviders>
        <LanguageButtons />
        <Empty />
      </AppProviders>,
    );
    expect(screen.getAllByText('暂无数据').length).toBeGreaterThan(0);
    await act(async () => screen.getByRole('button', { name: 'English' }).click());
    expect(screen.getAllByText('No data').length).toBeGreaterThan(0);
    expect(localStorage.getItem(LANG_STORAGE_KEY)).toBe('en-US');
    expect(storedLang()).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');
  });

  it('defaults to zh-CN and ignores unknown stored values', () => {
    localStorage.setItem(LANG_STORAGE_KEY, 'fr-FR');
    expect(storedLang()).toBe('zh-CN');
  });
});
