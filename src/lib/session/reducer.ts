import type { PublicUser } from './publicUser'

/** The staff session: the signed-in staff member, the last error and a loading flag. */
export type SessionState = {
  currentUser: PublicUser | null
  error: string | null
  loading: boolean
}

export const initialSessionState: SessionState = { currentUser: null, error: null, loading: false }

/**
 * Sign-in, update-user, delete-user and sign-out each have start, success and failure: start sets
 * loading, success sets (or, for sign-out and delete, clears) the user and the error, failure keeps
 * the error and ends loading.
 */
export type SessionAction =
  | { type: 'signIn/start' }
  | { type: 'signIn/success'; payload: PublicUser }
  | { type: 'signIn/failure'; payload: string }
  | { type: 'updateUser/start' }
  | { type: 'updateUser/success'; payload: PublicUser }
  | { type: 'updateUser/failure'; payload: string }
  | { type: 'deleteUser/start' }
  | { type: 'deleteUser/success' }
  | { type: 'deleteUser/failure'; payload: string }
  | { type: 'signOut/start' }
  | { type: 'signOut/success' }
  | { type: 'signOut/failure'; payload: string }
  /** Loads what was persisted; not a user action, so it keeps whatever the store already had loaded. */
  | { type: 'rehydrate'; payload: SessionState }

export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case 'signIn/start':
    case 'updateUser/start':
    case 'deleteUser/start':
    case 'signOut/start':
      return { ...state, loading: true }
    case 'signIn/success':
    case 'updateUser/success':
      return { currentUser: action.payload, error: null, loading: false }
    case 'deleteUser/success':
    case 'signOut/success':
      return { currentUser: null, error: null, loading: false }
    case 'signIn/failure':
    case 'updateUser/failure':
    case 'deleteUser/failure':
    case 'signOut/failure':
      return { ...state, error: action.payload, loading: false }
    case 'rehydrate':
      return { ...action.payload, loading: false }
    default:
      return state
  }
}
