import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyNamed } from './lazyNamed';

function Screen({ word }: { word: string }) {
  return <p>{word}</p>;
}

/** A module whose download finishes when the test says so. */
function slowModule() {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = async () => {
    await arrived;
    return { Screen };
  };
  return { load, arrive };
}

describe('a lazy screen', () => {
  it('shows its loading state while its code is on the way, then the screen', async () => {
    const module = slowModule();
    const Lazy = lazyNamed(module.load, 'Screen');
    render(
      <Suspense fallback={<p>Loading the page…</p>}>
        <Lazy word="ready" />
      </Suspense>,
    );
    expect(screen.getByText('Loading the page…')).toBeTruthy();
    module.arrive();
    expect(await screen.findByText('ready')).toBeTruthy();
  });

  it('renders at once, with no loading state, once preloaded', async () => {
    const module = slowModule();
    const Lazy = lazyNamed(module.load, 'Screen');
    const preloaded = Lazy.preload();
    module.arrive();
    await preloaded;
    render(
      <Suspense fallback={<p>Loading the page…</p>}>
        <Lazy word="at once" />
      </Suspense>,
    );
    // The first commit already holds the screen: React would show what replaces a loading
    // state no sooner than 300 ms after it.
    expect(screen.queryByText('Loading the page…')).toBeNull();
    expect(screen.getByText('at once')).toBeTruthy();
  });

  it('settles its preload when the download fails, and tries again on the next one', async () => {
    let attempts = 0;
    const Lazy = lazyNamed(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return { Screen };
    }, 'Screen');
    await expect(Lazy.preload()).resolves.toBeUndefined();
    await Lazy.preload();
    expect(attempts).toBe(2);
    render(
      <Suspense fallback={<p>Loading the page…</p>}>
        <Lazy word="second try" />
      </Suspense>,
    );
    expect(screen.getByText('second try')).toBeTruthy();
  });
});
