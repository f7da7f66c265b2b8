import { createContext, use } from 'react';

export type SignedInUser = { userId: string; username: string; email: string };

/** Spec §3 Application state: isUserSignedIn and user. `isLoading` until the session is read. */
export type AuthState =
  | { isLoading: true; isUserSignedIn: false; user: null }
  | { isLoading: false; isUserSignedIn: false; user: null }
  | { isLoading: false; isUserSignedIn: true; user: SignedInUser };

export type AuthContextValue = AuthState & {
  /** Reads the session again (after sign-in) and resolves with the user it found. */
  refreshUser: () => Promise<SignedInUser | null>;
  /** Signs out, clears the user and goes to Login. */
  signOut: () => Promise<void>;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

export const useAuth = (): AuthContextValue => {
  const auth = use(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside AuthProvider (see features/auth/components/auth-root.tsx)');
  return auth;
};
