import { useCallback, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import type { HostUser } from '#contracts/host-user';
import { useToast } from '../../../components/toast/toast-context.ts';
import { useAuth } from '../../auth/components/auth-context.ts';
import { useHostApiClient } from '../../auth/api/use-host-api-client.ts';
import { errorMessage } from '../../auth/lib/auth-errors.ts';
import { getHostUser } from '../api/get-host-user.ts';
import { hostUserReducer, signedOutHostUserState } from '../lib/host-user-state.ts';
import { HostUserContext, type HostUserContextValue } from './host-user-context.ts';

/**
 * Holds the signed-in host's record for the top bar and the pages: loads it when a host signs
 * in, clears it on sign-out (spec §4: the menu refreshes on sign-in and sign-out). Must sit
 * inside AuthProvider.
 */
export const HostUserProvider = ({ children }: { children: ReactNode }) => {
  const email = useAuth().user?.email ?? null;
  const hostApi = useHostApiClient();
  const toasts = useToast();
  const [state, dispatch] = useReducer(hostUserReducer, signedOutHostUserState);
  // Only the latest load may report: a slower, older answer never overwrites a newer one.
  const latestLoad = useRef(0);

  const reload = useCallback(async (): Promise<HostUser | null> => {
    if (!email) return null;
    const load = ++latestLoad.current;
    dispatch({ type: 'loadStarted', email });
    try {
      const hostUser = await getHostUser(hostApi, email);
      if (load === latestLoad.current) dispatch({ type: 'loaded', email, hostUser });
      return hostUser;
    } catch (error) {
      console.error('Loading the host account failed', error);
      if (load === latestLoad.current) {
        dispatch({ type: 'loadFailed', email, error: errorMessage(error) });
        toasts.showError(errorMessage(error));
      }
      return null;
    }
  }, [email, hostApi, toasts]);

  useEffect(() => {
    if (email) {
      void reload();
      return;
    }
    latestLoad.current += 1;
    dispatch({ type: 'signedOut' });
  }, [email, reload]);

  const value = useMemo<HostUserContextValue>(() => {
    // Until the effect above has caught up with a sign-out or another sign-in, the state is the previous host's.
    const isCurrent = state.email === email;
    return {
      hostUser: isCurrent ? state.hostUser : null,
      isLoading: isCurrent ? state.isLoading : email !== null,
      error: isCurrent ? state.error : null,
      reload,
    };
  }, [state, email, reload]);
  return <HostUserContext value={value}>{children}</HostUserContext>;
};
