import type { PublicUser } from '@/lib/session/publicUser'
import { deserializeSession, PERSIST_KEY, serializeSession } from '@/lib/session/persist'
import {
  initialSessionState,
  sessionReducer,
  type SessionAction,
  type SessionState,
} from '@/lib/session/reducer'
import { safeNextPath } from '@/lib/session/nextPath'

const user: PublicUser = {
  _id: 'u1',
  id: 'u1',
  email: 'manager@house.test',
  name: 'House Manager',
  role: 'admin',
  avatar: null,
}

const signedIn: SessionState = { currentUser: user, error: null, loading: false }

describe('session reducer', () => {
  it.each([
    ['signIn', { type: 'signIn/start' } as SessionAction],
    ['updateUser', { type: 'updateUser/start' } as SessionAction],
    ['deleteUser', { type: 'deleteUser/start' } as SessionAction],
    ['signOut', { type: 'signOut/start' } as SessionAction],
  ])('%s start sets loading and keeps the rest', (_name, action) => {
    expect(sessionReducer(signedIn, action)).toEqual({ ...signedIn, loading: true })
  })

  it('sign-in success sets the user and clears the error', () => {
    const state = sessionReducer({ currentUser: null, error: 'Sign in failed', loading: true }, {
      type: 'signIn/success',
      payload: user,
    } as SessionAction)
    expect(state).toEqual({ currentUser: user, error: null, loading: false })
  })

  it('update-user success replaces the user', () => {
    const renamed = { ...user, name: 'Akosua' }
    expect(
      sessionReducer({ ...signedIn, loading: true }, {
        type: 'updateUser/success',
        payload: renamed,
      } as SessionAction).currentUser,
    ).toEqual(renamed)
  })

  it.each([
    ['deleteUser', { type: 'deleteUser/success' } as SessionAction],
    ['signOut', { type: 'signOut/success' } as SessionAction],
  ])('%s success clears the user', (_name, action) => {
    expect(sessionReducer({ ...signedIn, loading: true, error: 'old' }, action)).toEqual(
      initialSessionState,
    )
  })

  it.each([
    [
      'signIn',
      { type: 'signIn/failure', payload: 'The email or password is incorrect.' } as SessionAction,
    ],
    [
      'updateUser',
      {
        type: 'updateUser/failure',
        payload: 'The email or password is incorrect.',
      } as SessionAction,
    ],
    [
      'deleteUser',
      {
        type: 'deleteUser/failure',
        payload: 'The email or password is incorrect.',
      } as SessionAction,
    ],
    [
      'signOut',
      { type: 'signOut/failure', payload: 'The email or password is incorrect.' } as SessionAction,
    ],
  ])('%s failure stores the error, ends loading and keeps the user', (_name, action) => {
    expect(sessionReducer({ ...signedIn, loading: true }, action)).toEqual({
      currentUser: user,
      error: 'The email or password is incorrect.',
      loading: false,
    })
  })

  it('ignores unknown actions', () => {
    expect(sessionReducer(signedIn, { type: 'nothing' } as never)).toBe(signedIn)
  })
})

describe('persisted session', () => {
  it('keeps only the user slice under persist:root, version 1, never mid-request', () => {
    expect(PERSIST_KEY).toBe('persist:root')
    const stored = JSON.parse(serializeSession({ ...signedIn, loading: true }))
    expect(stored).toEqual({ version: 1, user: { currentUser: user, error: null, loading: false } })
  })

  it('reads back what it wrote', () => {
    expect(deserializeSession(serializeSession(signedIn))).toEqual(signedIn)
  })

  it.each([
    ['nothing', null],
    ['broken JSON', '{oops'],
    ['another version', JSON.stringify({ version: 2, user: signedIn })],
    [
      'a user without an id',
      JSON.stringify({ version: 1, user: { currentUser: { name: 'x' }, error: null } }),
    ],
  ])('treats %s as signed out', (_name, raw) => {
    expect(deserializeSession(raw)).toEqual(initialSessionState)
  })
})

describe('where sign-in goes next', () => {
  it.each([
    [undefined, '/admin'],
    ['/admin', '/admin'],
    ['/admin/view-rooms', '/admin/view-rooms'],
    ['/admin/update-room/3f2a-19', '/admin/update-room/3f2a-19'],
    ['https://evil.test/admin', '/admin'],
    ['//evil.test/admin', '/admin'],
    ['/administrator', '/admin'],
    ['/admin/../cms', '/admin'],
    ['/rooms', '/admin'],
  ])('%s → %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected)
  })
})
