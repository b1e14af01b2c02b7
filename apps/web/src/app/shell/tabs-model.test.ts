import { describe, expect, it } from 'vitest';
import { closeAllTabs, closeOtherTabs, closeTab, initialTabs, openTab, restoreTabs } from './tabs-model';

const three = () => openTab(openTab(initialTabs(), '/a', '/a?x=1'), '/b');

describe('tabs (spec §2)', () => {
  it('opens one tab per screen and keeps its latest query', () => {
    const tabs = openTab(three(), '/a', '/a?x=2');
    expect(tabs.map((t) => t.path)).toEqual(['/dashboard', '/a', '/b']);
    expect(tabs[1]!.fullPath).toBe('/a?x=2');
  });

  it('closing the active tab goes to its neighbour; affixed tabs cannot be closed', () => {
    const r = closeTab(three(), '/b', '/b');
    expect(r.tabs.map((t) => t.path)).toEqual(['/dashboard', '/a']);
    expect(r.navigateTo).toBe('/a?x=1');
    const middle = closeTab(three(), '/a', '/a');
    expect(middle.navigateTo).toBe('/b');
    expect(closeTab(three(), '/a', '/b').navigateTo).toBeUndefined();
    expect(closeTab(three(), '/dashboard', '/dashboard').tabs).toHaveLength(3);
  });

  it('close others keeps the affixed tabs and the chosen one', () => {
    const r = closeOtherTabs(three(), '/a', '/b');
    expect(r.tabs.map((t) => t.path)).toEqual(['/dashboard', '/a']);
    expect(r.navigateTo).toBe('/a?x=1');
    expect(closeOtherTabs(three(), '/a', '/a').navigateTo).toBeUndefined();
  });

  it('close all keeps only affixed tabs and goes to the dashboard', () => {
    const r = closeAllTabs(three(), '/b');
    expect(r.tabs).toEqual(initialTabs());
    expect(r.navigateTo).toBe('/dashboard');
    expect(closeAllTabs(three(), '/dashboard').navigateTo).toBeUndefined();
  });

  it('restores stored tabs, always with the affixed ones', () => {
    expect(restoreTabs(JSON.stringify([{ path: '/a', fullPath: '/a' }])).map((t) => t.path)).toEqual([
      '/dashboard',
      '/a',
    ]);
    expect(restoreTabs('garbage')).toEqual(initialTabs());
    expect(restoreTabs(null)).toEqual(initialTabs());
    const kept = restoreTabs(JSON.stringify(three()));
    expect(kept.filter((t) => t.affix).map((t) => t.path)).toEqual(['/dashboard']);
  });
});
