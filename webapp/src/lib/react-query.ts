import type { UseMutationOptions } from '@tanstack/react-query';

/** Any fetcher of an `api/<verb>-<noun>.ts` module: one argument (or none), a promise of the answer. */
type Fetcher = (arg: never) => Promise<unknown>;

/** The variables of `mutate(...)`: the fetcher's argument, or nothing when it takes none. */
type Variables<F extends Fetcher> = Parameters<F> extends [] ? void : Parameters<F>[0];

/** What a mutation hook lets its caller add: everything but the fetcher (onSuccess, onError, …). */
export type MutationConfig<F extends Fetcher> = Omit<
  UseMutationOptions<Awaited<ReturnType<F>>, Error, Variables<F>>,
  'mutationFn'
>;
