import { describe, expect, it, vi } from 'vitest';
import { ADMIN_LOGIN, signIn } from '../test/api-mock';
import {
  clearSession,
  getSession,
  isQuietRedirect,
  renewToken,
  resetQuietRedirect,
  saveSession,
  subscribeSession,
} from './session';

describe('session (spec §3/§7)', () => {
  it('keeps the token in the token cookie and session storage, the rest in session storage', () => {
    const seen = vi.fn();
    const off = subscribeSession(seen);
    signIn();
    expect(seen).toHaveBeenCalled();
    expect(document.cookie).toContain('token=tok-admin');
    expect(sessionStorage.getItem('token')).toBe('tok-admin');
    expect(JSON.parse(sessionStorage.getItem('userInfo')!).Name).toBe('管理员');
    expect(getSession()?.permits).toEqual(ADMIN_LOGIN.Permits);
    expect(getSession()?.routes).toHaveLength(2);
    off();
  });

  it('is valid only with a token and its user info', () => {
    expect(getSession()).toBeNull();
    sessionStorage.setItem('token', 'orphan');
    expect(getSession()).toBeNull();
  });

  it('renews the token; clearing empties everything and can be quiet', () => {
    saveSession({ token: 'a', user: ADMIN_LOGIN.UserInfo, routes: [], menus: [], permits: [] });
    renewToken('b');
    expect(getSession()?.token).toBe('b');
    clearSession({ quiet: true });
    expect(getSession()).toBeNull();
    expect(isQuietRedirect()).toBe(true);
    resetQuietRedirect();
    expect(isQuietRedirect()).toBe(false);
  });
});
