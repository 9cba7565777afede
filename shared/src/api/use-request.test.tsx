import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type RequestState, useRequest } from './use-request';

interface Pending {
  key: string;
  signal: AbortSignal;
  resolve: (value: string) => void;
  reject: (error: Error) => void;
}

/** A request function whose answers the test gives by hand, one per call. */
function deferredLoads() {
  const calls: Pending[] = [];
  const load = (key: string) => (signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => calls.push({ key, signal, resolve, reject }));
  return { calls, load };
}

let latest: RequestState<string> | null = null;
const received: string[] = [];

function Probe({
  requestKey,
  load,
}: {
  requestKey: string | null;
  load: (key: string) => (signal: AbortSignal) => Promise<string>;
}) {
  latest = useRequest(requestKey, load(requestKey ?? ''), (data) => received.push(data));
  return <p>{`${latest.status}:${latest.data ?? ''}`}</p>;
}

afterEach(() => {
  cleanup();
  received.length = 0;
});

describe('useRequest', () => {
  it('is idle without a key, loading at once with one, then ready with the answer', async () => {
    const { calls, load } = deferredLoads();
    const view = render(<Probe requestKey={null} load={load} />);
    screen.getByText('idle:');
    view.rerender(<Probe requestKey="2026-11" load={load} />);
    screen.getByText('loading:');
    await act(async () => calls[0]?.resolve('november'));
    screen.getByText('ready:november');
    expect(received).toEqual(['november']);
  });

  it('aborts the older request when the key changes: a late answer for it is dropped', async () => {
    const { calls, load } = deferredLoads();
    const view = render(<Probe requestKey="a" load={load} />);
    view.rerender(<Probe requestKey="b" load={load} />);
    expect(calls.map((call) => [call.key, call.signal.aborted])).toEqual([
      ['a', true],
      ['b', false],
    ]);
    await act(async () => calls[0]?.resolve('stale'));
    screen.getByText('loading:');
    await act(async () => calls[1]?.resolve('fresh'));
    screen.getByText('ready:fresh');
    expect(received).toEqual(['fresh']);
  });

  it('is loading again when a key comes back, until the new request for it answers', async () => {
    const { calls, load } = deferredLoads();
    const view = render(<Probe requestKey="DE" load={load} />);
    await act(async () => calls[0]?.resolve('6.95'));
    view.rerender(<Probe requestKey="AT" load={load} />);
    view.rerender(<Probe requestKey="DE" load={load} />);
    screen.getByText('loading:');
    expect(calls.map((call) => call.key)).toEqual(['DE', 'AT', 'DE']);
    await act(async () => calls[2]?.resolve('7.10'));
    screen.getByText('ready:7.10');
    expect(received).toEqual(['6.95', '7.10']);
  });

  it('reports a failure and tries the same key again on retry', async () => {
    const { calls, load } = deferredLoads();
    render(<Probe requestKey="a" load={load} />);
    await act(async () => calls[0]?.reject(new Error('no answer')));
    screen.getByText('failed:');
    act(() => latest?.retry());
    screen.getByText('loading:');
    await act(async () => calls[1]?.resolve('second try'));
    screen.getByText('ready:second try');
  });

  it('aborts when the page goes away', () => {
    const { calls, load } = deferredLoads();
    const view = render(<Probe requestKey="a" load={load} />);
    view.unmount();
    expect(calls[0]?.signal.aborted).toBe(true);
  });
});
