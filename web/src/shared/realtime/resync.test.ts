import { describe, expect, it, vi } from 'vitest';
import { createResyncRegistry } from './resync';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the resync registry', () => {
  it('calls the handlers whose prefix matches the scope', async () => {
    const registry = createResyncRegistry();
    const client = vi.fn();
    const report = vi.fn();
    registry.register('client:', client);
    registry.register('report:', report);

    registry.request('client:acme');
    await settle();

    expect(client).toHaveBeenCalledWith('client:acme');
    expect(report).not.toHaveBeenCalled();
  });

  it('folds requests made during a running resync into one rerun', async () => {
    const registry = createResyncRegistry();
    let finish: () => void = () => {};
    const handler = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    registry.register('client:', handler);

    registry.request('client:acme');
    registry.request('client:acme');
    registry.request('client:acme');
    expect(handler).toHaveBeenCalledTimes(1);
    finish();
    await settle();
    expect(handler).toHaveBeenCalledTimes(2);
    finish();
    await settle();
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('stops calling a handler once it is unregistered', async () => {
    const registry = createResyncRegistry();
    const handler = vi.fn();
    const unregister = registry.register('client:', handler);
    unregister();
    registry.request('client:acme');
    await settle();
    expect(handler).not.toHaveBeenCalled();
  });

  it('reports a failing handler without breaking the others', async () => {
    const report = vi.fn();
    const registry = createResyncRegistry(report);
    const other = vi.fn();
    registry.register('client:', () => Promise.reject(new Error('offline')));
    registry.register('client:', other);
    registry.request('client:acme');
    await settle();
    expect(report).toHaveBeenCalledWith(expect.any(Error), 'client:acme');
    expect(other).toHaveBeenCalled();
  });
});
