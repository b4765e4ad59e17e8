import { useRef } from 'react';
import {
  useMutation as useTanstackMutation,
  type DefaultError,
  type UseMutateAsyncFunction,
  type UseMutateFunction,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import { errorStatus } from '@app/shared/http';

export interface MutationOptions<TData, TVariables, TContext> extends UseMutationOptions<
  TData,
  DefaultError,
  TVariables,
  TContext
> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /**
   * A 409 may mean the change is already made (registered from another tap or window, a plan
   * already active). Read the state the change leads to and return the answer the change would
   * have given: the mutation then succeeds with it. Return undefined when it is not done, and the
   * 409 stays a failure.
   */
  alreadyDone?: (variables: TVariables, error: unknown) => Promise<TData | undefined>;
}

/**
 * TanStack's useMutation, as every mutation of the app uses it (lint forbids the bare one):
 *
 * - The same change is not sent twice: while a mutation with equal variables is pending,
 *   mutate() does nothing and mutateAsync() returns the pending promise. A double tap lands before
 *   React has redrawn the button disabled, so the button alone cannot stop the second request.
 *   Different variables still go (like, then dislike while the like is on its way).
 * - A 409 that `alreadyDone` confirms (by reading the state, not the message) is a success.
 */
/** Variables compared by value: a double tap sends an equal object, not the same one. */
const keyOf = (variables: unknown): string => JSON.stringify(variables) ?? 'undefined';

export function useMutation<TData = unknown, TVariables = void, TContext = unknown>(
  options: MutationOptions<TData, TVariables, TContext>,
): UseMutationResult<TData, DefaultError, TVariables, TContext> {
  const { alreadyDone, mutationFn, ...rest } = options;
  const pending = useRef(new Map<string, Promise<TData>>());
  const mutation = useTanstackMutation<TData, DefaultError, TVariables, TContext>({
    ...rest,
    mutationFn: async (variables) => {
      try {
        return await mutationFn(variables);
      } catch (error) {
        if (alreadyDone && errorStatus(error) === 409) {
          const done = await alreadyDone(variables, error).catch(() => undefined);
          if (done !== undefined) return done;
        }
        throw error;
      }
    },
  });

  const mutateAsync: UseMutateAsyncFunction<TData, DefaultError, TVariables, TContext> = (...args) => {
    const key = keyOf(args[0]);
    const running = pending.current.get(key);
    if (running) return running;
    const run = mutation.mutateAsync(...args);
    pending.current.set(key, run);
    const release = () => {
      if (pending.current.get(key) === run) pending.current.delete(key);
    };
    run.then(release, release);
    return run;
  };
  const mutate: UseMutateFunction<TData, DefaultError, TVariables, TContext> = (...args) => {
    // mutate() reports failures through state and callbacks, never as an unhandled rejection.
    if (!pending.current.has(keyOf(args[0]))) mutateAsync(...args).catch(() => undefined);
  };
  return { ...mutation, mutate, mutateAsync };
}
