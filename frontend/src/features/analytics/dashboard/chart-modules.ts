import { useEffect, useState } from 'react';
import type { Options } from 'highcharts';

/**
 * Highcharts modules and the world topology load with the tab that needs them, never with the page:
 * each is its own lazy chunk. Modules register themselves on the one Highcharts core that the shared
 * Chart wrapper loads (they import the same `highcharts/esm/highcharts.js`).
 */
const loaders = {
  sankey: () => import('highcharts/esm/modules/sankey.js').then(() => null),
  map: () => import('highcharts/esm/modules/map.js').then(() => null),
  world: () => import('@highcharts/map-collection/custom/world.topo.json').then((module) => module.default as unknown),
} as const;

export type ChartAsset = keyof typeof loaders;

const cache = new Map<ChartAsset, Promise<unknown>>();

function load(asset: ChartAsset): Promise<unknown> {
  let promise = cache.get(asset);
  if (!promise) {
    promise = loaders[asset]();
    // A failed download may succeed later (flaky network): do not keep the rejection.
    promise.catch(() => cache.delete(asset));
    cache.set(asset, promise);
  }
  return promise;
}

export type AssetState<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; value: T };

/** Loads the assets once per page; `value` is the last asset's (the topology for ['map', 'world']). */
export function useChartAssets<T = unknown>(assets: readonly ChartAsset[]): AssetState<T> {
  const [state, setState] = useState<AssetState<T>>({ status: 'loading' });
  const key = assets.join(',');
  useEffect(() => {
    let cancelled = false;
    Promise.all(key.split(',').map((asset) => load(asset as ChartAsset)))
      .then((values) => {
        if (!cancelled) setState({ status: 'ready', value: values[values.length - 1] as T });
      })
      .catch(() => {
        if (!cancelled) setState({ status: 'failed' });
      });
    return () => {
      cancelled = true;
    };
  }, [key]);
  return state;
}

/**
 * Highcharts animates every chart as it draws; visitors who ask their system for reduced motion get
 * the finished chart at once.
 */
export function withMotionPreference(options: Options): Options {
  if (!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return options;
  return {
    ...options,
    chart: { ...options.chart, animation: false },
    plotOptions: { ...options.plotOptions, series: { ...options.plotOptions?.series, animation: false } },
  };
}
