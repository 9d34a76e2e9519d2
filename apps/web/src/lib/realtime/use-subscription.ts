import { useEffect, useRef, useState } from 'react';
import type { GraphqlDocument, VariablesOf } from '../graphql/graphql-document.ts';
import { useRealtimeClient } from './realtime-context.ts';
import type { RealtimeError, SubscriptionState } from './realtime-types.ts';

export interface SubscriptionOptions<TResult, T> {
  /** False holds the subscription back (e.g. until a vehicle is chosen). */
  enabled?: boolean;
  /**
   * Turns an event's `data`, typed as the document's result, into T; null drops the event (it
   * did not have the expected shape: the data comes from the wire).
   */
  parse: (data: TResult) => T | null;
  /** Called for every event, in order; for consumers that fold events into a store. */
  onData?: (value: T) => void;
}

export interface SubscriptionResult<T> {
  state: SubscriptionState;
  /** The latest event. */
  data: T | null;
  error: RealtimeError | null;
}

interface Held<T> {
  key: string;
  state: SubscriptionState;
  data: T | null;
  error: RealtimeError | null;
}

/**
 * A GraphQL subscription on the app's shared socket, for as long as the component is mounted:
 * `useSubscription(document, variables, { parse })` → `{ state, data, error }` (spec §4 states).
 * The document is a generated one (src/lib/graphql/operations): variables and data are typed.
 */
export function useSubscription<TResult, TVariables extends Record<string, unknown>, T>(
  document: GraphqlDocument<TResult, TVariables>,
  variables: NoInfer<VariablesOf<TVariables>>,
  options: SubscriptionOptions<TResult, T>,
): SubscriptionResult<T> {
  const client = useRealtimeClient();
  const query = document.toString();
  const enabled = options.enabled ?? true;
  const key = `${query}\n${JSON.stringify(variables ?? {})}`;
  const [held, setHeld] = useState<Held<T>>({ key, state: 'pending', data: null, error: null });
  const handlers = useRef({ parse: options.parse, onData: options.onData });
  useEffect(() => {
    handlers.current = { parse: options.parse, onData: options.onData };
  }, [options.parse, options.onData]);
  // The request is rebuilt from the key so the effect depends on its content, not its identity.
  const request = useRef({ query, variables });
  useEffect(() => {
    request.current = { query, variables };
  }, [query, variables]);

  useEffect(() => {
    if (!enabled) return;
    const { query: q, variables: v } = request.current;
    return client.subscribe(
      { query: q, ...(v === undefined ? {} : { variables: v }) },
      {
        next(data) {
          // The document's result type: what the server was asked for (parse checks it).
          const value = handlers.current.parse(data as TResult);
          if (value === null) return;
          handlers.current.onData?.(value);
          setHeld((previous) => ({ ...previous, key, data: value }));
        },
        state(state, error) {
          setHeld((previous) =>
            previous.key === key
              ? { ...previous, state, error }
              : { key, state, error, data: null },
          );
        },
      },
    );
  }, [client, key, enabled]);

  if (held.key !== key) return { state: 'pending', data: null, error: null };
  return { state: held.state, data: held.data, error: held.error };
}
