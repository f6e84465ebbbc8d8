import { useEffect, useState } from 'react';
import { isAbort } from './errors.ts';

export type QueryState<T> =
  | { status: 'loading'; data: null; error: null }
  | { status: 'success'; data: T; error: null }
  | { status: 'error'; data: null; error: unknown };

/**
 * Runs `load` when the component mounts (and when `key` changes), aborting it on unmount so a slow
 * answer never lands on a screen that is gone. Screens show skeletons while `status` is loading.
 */
export function useQuery<T>(load: (signal: AbortSignal) => Promise<T>, key = ''): QueryState<T> {
  const [state, setState] = useState<QueryState<T>>({ status: 'loading', data: null, error: null });

  // `key` alone triggers a reload: `load` is a new function on every render.
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading', data: null, error: null });
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data, error: null });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbort(error)) return;
        console.error(error);
        setState({ status: 'error', data: null, error });
      },
    );
    return () => controller.abort();
  }, [key]);

  return state;
}
