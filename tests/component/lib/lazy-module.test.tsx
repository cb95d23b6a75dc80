import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyModule, type LazyModule } from '@/lib/lazy-module';

/*
 * The code the dashboard's cards and the demo banner load apart (docs/decisions/0033): the
 * caller draws its own loading state until the code is in, a module already in draws at once,
 * and a failed load can be tried again.
 */

afterEach(cleanup);

type Greeting = { Greeting: () => React.JSX.Element };
const greetingModule: Greeting = { Greeting: () => <p>Hello from the chunk</p> };

const deferred = <T,>() => {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

function Consumer({ lazy, enabled = true }: { lazy: LazyModule<Greeting>; enabled?: boolean }) {
  const { module, failed, retry } = lazy.useModule(enabled);
  if (failed)
    return (
      <button type="button" onClick={retry}>
        Try again
      </button>
    );
  if (!module) return <p role="status">Loading</p>;
  return <module.Greeting />;
}

describe('code loaded apart, without Suspense', () => {
  it('draws the loading state until the code is in, then the code, loading it once for every consumer', async () => {
    const load = deferred<Greeting>();
    const loader = vi.fn(() => load.promise);
    const lazy = lazyModule(loader);
    render(
      <>
        <Consumer lazy={lazy} />
        <Consumer lazy={lazy} />
      </>,
    );
    expect(screen.getAllByRole('status')).toHaveLength(2);

    await act(async () => load.resolve(greetingModule));
    expect(screen.getAllByText('Hello from the chunk')).toHaveLength(2);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('draws code that is already in on the first render, with no loading state between', async () => {
    const lazy = lazyModule(() => Promise.resolve(greetingModule));
    await lazy.preload();
    render(<Consumer lazy={lazy} />);
    expect(screen.getByText('Hello from the chunk')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('does not load until a consumer asks for it', async () => {
    const loader = vi.fn(() => Promise.resolve(greetingModule));
    const lazy = lazyModule(loader);
    const { rerender } = render(<Consumer lazy={lazy} enabled={false} />);
    expect(loader).not.toHaveBeenCalled();

    rerender(<Consumer lazy={lazy} />);
    expect(await screen.findByText('Hello from the chunk')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('says when the load failed, and loads again on retry', async () => {
    const loader = vi
      .fn<() => Promise<Greeting>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(greetingModule);
    const lazy = lazyModule(loader);
    render(<Consumer lazy={lazy} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello from the chunk')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
