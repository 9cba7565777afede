import { beforeEach, describe, expect, it } from 'vitest';
import { create } from 'zustand';
import { persistInSession } from './session-storage';

interface Counter {
  count: number;
  label: string;
  increment: () => void;
}

function counterStore(key: string) {
  const store = create<Counter>()((set) => ({
    count: 0,
    label: 'start',
    increment: () => set((state) => ({ count: state.count + 1 })),
  }));
  const persistence = persistInSession(store, {
    key,
    pick: ({ count }) => ({ count }),
    read: (saved) => (Number.isInteger(saved.count) ? { count: saved.count as number } : null),
  });
  return { store, persistence };
}

describe('persistInSession', () => {
  beforeEach(() => sessionStorage.clear());

  it('writes nothing before hydration, then saves the picked part on every change', () => {
    const { store, persistence } = counterStore('counter');
    store.getState().increment();
    expect(sessionStorage.getItem('counter')).toBeNull();
    persistence.hydrate();
    store.getState().increment();
    expect(JSON.parse(sessionStorage.getItem('counter') ?? '{}')).toEqual({ count: 2 });
  });

  it('restores the saved copy on hydration', () => {
    sessionStorage.setItem('counter', JSON.stringify({ count: 5 }));
    const { store, persistence } = counterStore('counter');
    persistence.hydrate();
    expect(store.getState().count).toBe(5);
    expect(store.getState().label).toBe('start');
  });

  it('drops a damaged copy instead of failing', () => {
    sessionStorage.setItem('counter', '{not json');
    const first = counterStore('counter');
    expect(() => first.persistence.hydrate()).not.toThrow();
    expect(first.store.getState().count).toBe(0);
    sessionStorage.setItem('counter', JSON.stringify({ count: 'many' }));
    const second = counterStore('counter');
    second.persistence.hydrate();
    expect(second.store.getState().count).toBe(0);
  });

  it('reads the copy again on reread, as another page of the tab left it, or starts afresh without one', () => {
    const { store, persistence } = counterStore('counter');
    persistence.hydrate();
    store.getState().increment();
    store.setState({ label: 'kept' });
    // A page restored from the back/forward cache: the pages shown since changed the copy, then removed it.
    sessionStorage.setItem('counter', JSON.stringify({ count: 7 }));
    persistence.reread();
    expect(store.getState()).toMatchObject({ count: 7, label: 'kept' });
    sessionStorage.removeItem('counter');
    persistence.reread();
    expect(store.getState()).toMatchObject({ count: 0, label: 'kept' });
  });

  it('rereads nothing before hydration (the shell decides when storage is read)', () => {
    sessionStorage.setItem('counter', JSON.stringify({ count: 5 }));
    const { store, persistence } = counterStore('counter');
    store.getState().increment();
    persistence.reread();
    expect(store.getState().count).toBe(1);
  });

  it('removes the copy on clear', () => {
    const { store, persistence } = counterStore('counter');
    persistence.hydrate();
    store.getState().increment();
    persistence.clear();
    expect(sessionStorage.getItem('counter')).toBeNull();
  });
});
