/**
 * The signed-in host's record (spec §3 Host user, §7 GET /stripe/users/{email}) as the app holds
 * it: loaded when a host signs in, kept while it reloads (the top bar keeps showing it), and
 * cleared on sign-out. A pure reducer; the provider makes the calls.
 */
import type { HostUser } from '#contracts/host-user';

export type HostUserState = {
  /** Whose record this is: the signed-in email, null when nobody is signed in. */
  email: string | null;
  hostUser: HostUser | null;
  isLoading: boolean;
  /** Why the last load failed; null after a successful one. */
  error: string | null;
};

export const signedOutHostUserState: HostUserState = { email: null, hostUser: null, isLoading: false, error: null };

export type HostUserEvent =
  | { type: 'loadStarted'; email: string }
  | { type: 'loaded'; email: string; hostUser: HostUser }
  | { type: 'loadFailed'; email: string; error: string }
  | { type: 'signedOut' };

export const hostUserReducer = (state: HostUserState, event: HostUserEvent): HostUserState => {
  switch (event.type) {
    case 'loadStarted':
      // Another host's record is never shown while this one's loads.
      return { email: event.email, hostUser: state.email === event.email ? state.hostUser : null, isLoading: true, error: null };
    case 'loaded':
      return state.email === event.email ? { email: event.email, hostUser: event.hostUser, isLoading: false, error: null } : state;
    case 'loadFailed':
      return state.email === event.email ? { ...state, isLoading: false, error: event.error } : state;
    case 'signedOut':
      return signedOutHostUserState;
  }
};
