import { createContext, use } from 'react';
import type { HostUser } from '#contracts/host-user';

export type HostUserContextValue = {
  /** The signed-in host's record; null while it first loads, after a failed load, or signed out. */
  hostUser: HostUser | null;
  isLoading: boolean;
  /** Why the last load failed (also shown as an error toast); null otherwise. */
  error: string | null;
  /**
   * Reads the record again, e.g. after an account update or a screening changed the name or
   * the credits. Resolves with the record, or null when it failed or nobody is signed in.
   */
  reload: () => Promise<HostUser | null>;
};

export const HostUserContext = createContext<HostUserContextValue | null>(null);

export const useHostUser = (): HostUserContextValue => {
  const value = use(HostUserContext);
  if (!value) throw new Error('useHostUser must be used inside HostUserProvider (see features/layout/components/app-layout.tsx)');
  return value;
};
