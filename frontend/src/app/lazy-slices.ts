import { combineReducers, type Middleware, type Reducer } from '@reduxjs/toolkit';

/**
 * State slices added when the code that owns them loads. The RTK Query API (api.ts) is one: about
 * 15 KB gzipped that pages which never call the server (the home page) do not download (frontend
 * README, performance budget). Each declares itself here by module augmentation.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by `declare module './lazy-slices'`
export interface LazyLoadedSlices {}

const lazyReducers: Record<string, Reducer> = {};
const lazyMiddleware: Middleware[] = [];
const stores = new Map<{ replaceReducer(reducer: Reducer): void }, () => Reducer>();

/** The root reducer: the static slices plus those injected so far. Typed with the static ones; RootState adds the others. */
export function withLazySlices<State>(staticReducers: Record<string, Reducer>): () => Reducer<State> {
  return () => combineReducers({ ...staticReducers, ...lazyReducers }) as unknown as Reducer<State>;
}

/** Stores created before an injection get the slice too. */
export function trackStore(store: { replaceReducer(reducer: Reducer): void }, rootReducer: () => Reducer): void {
  stores.set(store, rootReducer);
}

/**
 * Runs the middleware of injected slices after the static ones. Each store instantiates each of
 * them once (RTK Query's keeps per-store state); the chain is rebuilt only when one is added. A few
 * lines instead of RTK's combineSlices and createDynamicMiddleware, which cost the first page about
 * 1.7 KB gzipped for features we do not use.
 */
export const lateMiddleware: Middleware = (storeApi) => {
  const instances = new Map<Middleware, ReturnType<Middleware>>();
  return (next) => {
    let chain = next;
    let chained = 0;
    return (action) => {
      if (chained !== lazyMiddleware.length) {
        chain = lazyMiddleware.reduceRight((rest: (action: unknown) => unknown, middleware) => {
          let instance = instances.get(middleware);
          if (!instance) instances.set(middleware, (instance = middleware(storeApi)));
          return instance(rest);
        }, next);
        chained = lazyMiddleware.length;
      }
      return chain(action);
    };
  };
};

/**
 * Adds a lazily loaded slice and its middleware to every store. `replaceReducer` dispatches Redux's
 * own replace action, so each store holds the slice's initial state before a component selects it.
 */
export function injectSlice(slice: { reducerPath: keyof LazyLoadedSlices; reducer: Reducer; middleware?: Middleware }): void {
  if (lazyReducers[slice.reducerPath]) return;
  lazyReducers[slice.reducerPath] = slice.reducer;
  if (slice.middleware) lazyMiddleware.push(slice.middleware);
  for (const [store, rootReducer] of stores) store.replaceReducer(rootReducer());
}
