import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Hub } from 'aws-amplify/utils';
import { useWebConfig } from '../../../config/web-config-context.ts';
import { paths } from '../../../config/paths.ts';
import { configureAmplify, loadSignedInUser, signOutUser } from '../api/cognito-auth.ts';
import { AuthContext, type AuthContextValue, type AuthState, type SignedInUser } from './auth-context.ts';

const loading: AuthState = { isLoading: true, isUserSignedIn: false, user: null };
const signedOut: AuthState = { isLoading: false, isUserSignedIn: false, user: null };
const signedIn = (user: SignedInUser): AuthState => ({ isLoading: false, isUserSignedIn: true, user });

/**
 * Knows the signed-in user (spec §3 Application state, §4: the store records the user on
 * sign-in and clears it on sign-out). Amplify keeps the session in localStorage, which is the
 * "marker kept locally" the guard relies on after a reload.
 */
export const AuthProvider = ({ children }: { children: ReactNode }) => {
  const config = useWebConfig();
  // Before any child calls the sign-in service: children render after this line.
  useState(() => configureAmplify(config));
  const navigate = useNavigate();
  const [state, setState] = useState<AuthState>(loading);
  // Only the latest read of the session may set the state.
  const generation = useRef(0);

  const refreshUser = useCallback(async () => {
    const current = ++generation.current;
    const user = await loadSignedInUser();
    if (current === generation.current) setState(user ? signedIn(user) : signedOut);
    return user;
  }, []);

  const clearUser = useCallback(() => {
    generation.current += 1;
    setState(signedOut);
  }, []);

  useEffect(() => {
    void refreshUser();
    return Hub.listen('auth', ({ payload }) => {
      switch (payload.event) {
        case 'signedIn':
        case 'tokenRefresh':
        case 'tokenRefresh_failure':
          void refreshUser();
          break;
        case 'signedOut':
          clearUser();
          break;
      }
    });
  }, [refreshUser, clearUser]);

  const signOut = useCallback(async () => {
    try {
      await signOutUser();
    } catch (error) {
      // Amplify has cleared the local session even when revoking the token failed.
      console.error('Sign-out failed', error);
    }
    clearUser();
    navigate(paths.login, { replace: true });
  }, [clearUser, navigate]);

  const value = useMemo<AuthContextValue>(() => ({ ...state, refreshUser, signOut }), [state, refreshUser, signOut]);
  return <AuthContext value={value}>{children}</AuthContext>;
};
