import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'

import { SignInForm } from '@/components/admin/Session/SignInForm'
import { API } from '@/lib/apiRoutes'
import { MESSAGES } from '@/lib/messages'

import { type FetchMock, jsonResponse, mockFetch } from '../../helpers/fakeResponse'

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' })
const describedBy = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby')!)
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } })
const signIn = () => fireEvent.click(screen.getByRole('button', { name: 'Sign In' }))

describe('SignInForm', () => {
  let fetchMock: FetchMock

  beforeEach(() => {
    fetchMock = mockFetch()
  })

  afterEach(() => cleanup())

  it('refuses a malformed email and a short password beside each, focusing the email', async () => {
    render(<SignInForm />)
    type('Email', 'desk@')
    type('Password', '12345')
    signIn()
    expect(describedBy(field('Email'))).toHaveTextContent(MESSAGES.signIn.invalidEmail)
    expect(describedBy(field('Password'))).toHaveTextContent(MESSAGES.signIn.passwordTooShort)
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true')
    expect(field('Email')).toHaveFocus()
    // Typing again clears that field's message only.
    type('Email', 'desk@example.com')
    expect(describedBy(field('Email'))).toBeEmptyDOMElement()
    expect(describedBy(field('Password'))).toHaveTextContent(MESSAGES.signIn.passwordTooShort)
    await act(async () => {})
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('shows the password on request and hides it again', () => {
    render(<SignInForm />)
    const toggle = screen.getByRole('button', { name: 'Show password' })
    fireEvent.click(toggle)
    expect(field('Password')).toHaveAttribute('type', 'text')
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }))
    expect(field('Password')).toHaveAttribute('type', 'password')
  })

  it("sends the email and password and shows the server's refusal above the form", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ success: false, message: MESSAGES.signIn.wrongCredentials }, 401),
    )
    render(<SignInForm />)
    type('Email', 'desk@example.com')
    type('Password', 'secret1')
    signIn()
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.signIn.wrongCredentials)
    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe(API.auth.signIn)
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'desk@example.com',
      password: 'secret1',
    })
    expect(field('Password')).toHaveValue('secret1')
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled()
  })

  it('turns away an account that is neither admin nor reception, and goes nowhere', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({
        success: true,
        _id: 'u9',
        id: 'u9',
        email: 'guest@example.com',
        name: 'Guest',
        role: 'user',
        avatar: null,
      }),
    )
    // jsdom cannot navigate: leaving the page would show up as its "not implemented" report.
    const reported = jest.spyOn(console, 'error').mockImplementation(() => {})
    try {
      render(<SignInForm />)
      type('Email', 'guest@example.com')
      type('Password', 'secret1')
      signIn()
      expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.auth.adminOnly)
      expect(reported.mock.calls.flat().map(String).join(' ')).not.toMatch(/navigation/i)
    } finally {
      reported.mockRestore()
    }
  })
})
