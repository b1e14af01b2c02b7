import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../../core/session';
import { mockApi, signIn } from '../../test/api-mock';
import { renderWithShell } from '../../test/render';
import { PUSH_RECONNECT_MS, usePush } from './use-push';

type Handler = (...args: unknown[]) => void;
const sockets: FakeSocket[] = [];
class FakeSocket {
  handlers = new Map<string, Handler[]>();
  emitted: unknown[][] = [];
  connectCalls = 0;
  constructor(readonly opts: Record<string, unknown>) {
    sockets.push(this);
  }
  on(event: string, h: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), h]);
    return this;
  }
  emit(...args: unknown[]) {
    this.emitted.push(args);
    return this;
  }
  fire(event: string, ...args: unknown[]) {
    for (const h of this.handlers.get(event) ?? []) h(...args);
  }
  connect() {
    this.connectCalls++;
  }
  disconnect() {}
  removeAllListeners() {
    this.handlers.clear();
  }
}
vi.mock('socket.io-client', () => ({ io: (opts: Record<string, unknown>) => new FakeSocket(opts) }));

function PushProbe() {
  usePush();
  return null;
}

beforeEach(() => {
  sockets.length = 0;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('push hub client (spec §7)', () => {
  it('connects with the token, invokes Connect with the user id, reconnects after 2 s', () => {
    signIn();
    mockApi({});
    renderWithShell(<PushProbe />);
    const s = sockets[0]!;
    expect(s.opts).toMatchObject({
      auth: { token: 'tok-admin' },
      reconnectionDelay: PUSH_RECONNECT_MS,
      reconnectionDelayMax: 2000,
    });
    act(() => s.fire('connect'));
    expect(s.emitted[0]![0]).toBe('Connect');
    expect(s.emitted[0]![1]).toBe(1);
    const ack = s.emitted[0]![2] as (r: { Code: number; Message: string }) => void;
    act(() => ack({ Code: 0, Message: '' }));
    expect(document.documentElement.dataset.push).toBe('connected');
    vi.useFakeTimers();
    act(() => s.fire('disconnect', 'io server disconnect'));
    vi.advanceTimersByTime(PUSH_RECONNECT_MS);
    expect(s.connectCalls).toBe(1);
  });

  it('appendMessage shows a notification that stays and refreshes the list and counts', async () => {
    signIn();
    const { calls } = mockApi({});
    const { client } = renderWithShell(<PushProbe />);
    const spy = vi.spyOn(client, 'invalidateQueries');
    act(() =>
      sockets[0]!.fire('appendMessage', {
        Id: 9,
        Route: 'SalesOrder',
        Title: '销售订单已审核',
        Remark: '',
        Time: '2026-11-22T00:00:00Z',
        No: 'PI2026110009',
        OrderStatus: '审核通过',
        PartNo: 'LM358',
        EMailMesType: 1,
        M: '',
      }),
    );
    expect(await screen.findByText('销售订单已审核')).toBeTruthy();
    expect(screen.getByTestId('push-notification').textContent).toContain('PI2026110009');
    expect(spy.mock.calls.map((c) => c[0]?.queryKey)).toEqual([['notices'], ['upcoming']]);
    expect(calls).toHaveLength(0);
  });

  it('a refused handshake (−100) ends the session', async () => {
    signIn();
    mockApi({});
    renderWithShell(<PushProbe />);
    act(() =>
      sockets[0]!.fire(
        'connect_error',
        Object.assign(new Error('x'), { data: { Code: -100, Message: '登录已失效' } }),
      ),
    );
    await waitFor(() => expect(getSession()).toBeNull());
  });
});
