import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectFunctionalAllowed } from '../consent';
import { dashboardApi, useGetUserPreferencesQuery, useUpdateUserPreferencesMutation } from './dashboard.api';
import {
  applyPatch,
  DEFAULT_DASHBOARD_PREFERENCES,
  isEmptyPatch,
  readLocalCopy,
  removeLocalCopy,
  writeLocalCopy,
  type DashboardPreferences,
  type PreferencesPatch,
} from './dashboard-preferences';
import { initialSync, pendingOf, saveStatus, syncReducer, type SaveStatus } from './preferences-sync';

/** Quick successive changes (ticking several tools) go out as one request. */
const SAVE_DELAY_MS = 400;

export interface DashboardPreferencesState {
  /** null while nothing is known yet (first visit on this device, answer not in): show placeholders. */
  readonly preferences: DashboardPreferences | null;
  readonly change: (patch: PreferencesPatch) => void;
  readonly status: SaveStatus;
  readonly retrySave: () => void;
  /** The saved settings could not be loaded; the page uses this device's copy or the defaults. */
  readonly loadFailed: boolean;
  readonly retryLoad: () => void;
  /** Anonymous visitor whose settings stay in this browser (functional cookies allowed). */
  readonly keptLocally: boolean;
}

/**
 * The dashboard's display preferences: the account's (RTK Query) for a signed-in user, with this
 * browser's copy for the first paint; the browser's copy alone for a visitor. Mount it once per user
 * (key the component by user id): the local copy is read on mount.
 */
export function useDashboardPreferences(userId: string | null): DashboardPreferencesState {
  const dispatch = useAppDispatch();
  const functionalAllowed = useAppSelector(selectFunctionalAllowed);
  const [localCopy] = useState(() => readLocalCopy(userId));
  const [sync, syncDispatch] = useReducer(syncReducer<PreferencesPatch>, userId ? localCopy?.pending : undefined, initialSync<PreferencesPatch>);
  const query = useGetUserPreferencesQuery(userId ?? skipToken);
  const [update] = useUpdateUserPreferencesMutation();

  const base: DashboardPreferences | null = userId
    ? (query.data ?? localCopy?.preferences ?? (query.isError ? DEFAULT_DASHBOARD_PREFERENCES : null))
    : (localCopy?.preferences ?? DEFAULT_DASHBOARD_PREFERENCES);
  const pending = useMemo(() => pendingOf(sync), [sync]);
  const preferences = useMemo(() => (base ? applyPatch(base, pending) : null), [base, pending]);

  const change = useCallback((patch: PreferencesPatch) => syncDispatch({ type: 'changed', patch }), []);

  const send = useCallback(
    async (patch: PreferencesPatch) => {
      if (!userId) return;
      syncDispatch({ type: 'sendStarted' });
      try {
        const data = await update({ userId, patch }).unwrap();
        // Same data the mutation caches; written here too so the cache and the cleared overlay change together.
        dispatch(dashboardApi.util.upsertQueryData('getUserPreferences', userId, data));
        syncDispatch({ type: 'sendSucceeded' });
      } catch {
        syncDispatch({ type: 'sendFailed' });
      }
    },
    [dispatch, update, userId],
  );

  // Waits for the first answer, so an older GET cannot land after (and over) a newer PUT.
  const canSend = !!userId && !query.isFetching && !sync.inFlight && !sync.failed && !isEmptyPatch(sync.unsaved);
  useEffect(() => {
    if (!canSend) return;
    const timer = window.setTimeout(() => void send(sync.unsaved), sync.immediate ? 0 : SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [canSend, send, sync.unsaved, sync.immediate]);

  // Leaving the page within the pause still saves: the mutation outlives the component.
  const latest = useRef({ unsaved: sync.unsaved, userId, update });
  latest.current = { unsaved: sync.unsaved, userId, update };
  useEffect(
    () => () => {
      const { unsaved, userId: id, update: save } = latest.current;
      if (id && !isEmptyPatch(unsaved)) void save({ userId: id, patch: unsaved });
    },
    [],
  );

  // A signed-in user's copy mirrors their account (and keeps unconfirmed changes); a visitor's copy is
  // a functional preference, kept only with functional consent.
  useEffect(() => {
    if (!preferences) return;
    if (userId) writeLocalCopy({ userId, preferences, pending });
    else if (functionalAllowed) writeLocalCopy({ userId: null, preferences, pending: {} });
    else if (localCopy) removeLocalCopy();
  }, [functionalAllowed, localCopy, pending, preferences, userId]);

  return {
    preferences,
    change,
    status: userId ? saveStatus(sync) : 'idle',
    retrySave: () => syncDispatch({ type: 'retry' }),
    loadFailed: !!userId && query.isError && !query.data,
    retryLoad: () => void query.refetch(),
    keptLocally: !userId && functionalAllowed && !isEmptyPatch(sync.unsaved),
  };
}
