import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { http as httpMock, HttpResponse } from 'msw';
import { http } from '@app/shared/http';
import { server } from '@app/shared/testing';
import { createQueryClient } from './index';
import { useMutation, type MutationOptions } from './mutation';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={createQueryClient({ retry: false })}>{children}</QueryClientProvider>
);

/** A real refusal of the app's HTTP client, as every mutation meets it. */
async function refusedWith(status: number): Promise<string> {
  server.use(httpMock.post('*/api/mutation-test', () => HttpResponse.json({ message: 'refused' }, { status }), { once: true }));
  return (await http.post<string>('/mutation-test')).data;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const hook = <T,>(options: MutationOptions<T, number, unknown>) => renderHook(() => useMutation(options), { wrapper });

describe('useMutation (every mutation of the app)', () => {
  it('a second mutate while the first is pending sends nothing (a double tap)', async () => {
    const answer = deferred<string>();
    const mutationFn = jest.fn((_variables: number) => answer.promise);
    const onSuccess = jest.fn();
    const { result } = hook({ mutationFn, onSuccess });
    act(() => {
      result.current.mutate(1);
      result.current.mutate(1);
    });
    answer.resolve('done');
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(mutationFn).toHaveBeenCalledTimes(1);
    expect(onSuccess).toHaveBeenCalledTimes(1);
    // Once settled, the control can send again.
    mutationFn.mockResolvedValueOnce('again');
    await act(() => result.current.mutateAsync(2));
    expect(mutationFn).toHaveBeenCalledTimes(2);
  });

  it('a different change while one is pending still goes (like, then dislike)', async () => {
    const answer = deferred<string>();
    const mutationFn = jest.fn((_variables: number) => answer.promise);
    const { result } = hook({ mutationFn });
    act(() => {
      result.current.mutate(1);
      result.current.mutate(2);
    });
    answer.resolve('done');
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(mutationFn.mock.calls.map(([variables]) => variables)).toEqual([1, 2]);
  });

  it('mutateAsync while pending gives the pending answer instead of a second request', async () => {
    const answer = deferred<string>();
    const mutationFn = jest.fn((_variables: number) => answer.promise);
    const { result } = hook({ mutationFn });
    let first!: Promise<string>;
    let second!: Promise<string>;
    act(() => {
      first = result.current.mutateAsync(1);
      second = result.current.mutateAsync(1);
    });
    answer.resolve('done');
    await expect(first).resolves.toBe('done');
    await expect(second).resolves.toBe('done');
    expect(mutationFn).toHaveBeenCalledTimes(1);
  });

  it('a 409 that alreadyDone confirms is a success with the confirmed answer', async () => {
    const { result } = hook({
      mutationFn: () => refusedWith(409),
      alreadyDone: async (variables) => `already ${variables}`,
    });
    await act(() => result.current.mutateAsync(7).then(() => undefined));
    expect(result.current.data).toBe('already 7');
    expect(result.current.isError).toBe(false);
  });

  it('a 409 that is not confirmed, another status, or a failing confirmation stays a failure', async () => {
    const alreadyDone = jest.fn(async () => undefined);
    const refused = hook<string>({ mutationFn: () => refusedWith(409), alreadyDone });
    await act(() => refused.result.current.mutateAsync(1).catch(() => undefined));
    expect(refused.result.current.isError).toBe(true);

    const broken = hook<string>({ mutationFn: () => refusedWith(500), alreadyDone });
    await act(() => broken.result.current.mutateAsync(1).catch(() => undefined));
    expect(broken.result.current.isError).toBe(true);
    expect(alreadyDone).toHaveBeenCalledTimes(1);

    const unreadable = hook<string>({
      mutationFn: () => refusedWith(409),
      alreadyDone: () => Promise.reject(new Error('offline')),
    });
    await act(() => unreadable.result.current.mutateAsync(1).catch(() => undefined));
    expect(unreadable.result.current.isError).toBe(true);
  });
});
