import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'

import { ContactForm } from '@/components/site/ContactForm'
import { Toasts } from '@/components/ui/Toasts'
import { MESSAGES } from '@/lib/messages'

import { expectToast, type FetchMock, jsonResponse, mockFetch } from '../../helpers/fakeResponse'

function setup() {
  render(
    <>
      <ContactForm />
      <Toasts />
    </>,
  )
  const change = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } })
  const submit = () => fireEvent.click(screen.getByRole('button', { name: /Send Message|Sending/ }))
  const fillValid = () => {
    change('Full Name', 'Ama Serwaa')
    change('Email Address', 'ama@example.com')
    change('Subject', 'A room')
    change('Message', 'Is the deluxe room free?')
  }
  return { change, submit, fillValid }
}

type EntriesByType = (type: string) => { entryType: string; startTime: number }[]

/**
 * Runs `body` with the browser's monotonic clock standing at `now` until `set` moves it, and the
 * page's first tap or keystroke recorded at `firstInputAt` (the Event Timing `first-input` entry,
 * which jsdom lacks); both are put back afterwards.
 */
async function withClock(
  { now, firstInputAt }: { now: number; firstInputAt: number },
  body: (clock: {
    set: (ms: number) => void
    entries: jest.Mock<EntriesByType>
  }) => Promise<void> | void,
) {
  let monotonic = now
  const clock = jest.spyOn(performance, 'now').mockImplementation(() => monotonic)
  const entries = jest.fn<EntriesByType>((type) =>
    type === 'first-input' ? [{ entryType: 'first-input', startTime: firstInputAt }] : [],
  )
  Object.defineProperty(performance, 'getEntriesByType', { value: entries, configurable: true })
  try {
    await body({ set: (ms) => (monotonic = ms), entries })
  } finally {
    delete (performance as { getEntriesByType?: unknown }).getEntriesByType
    clock.mockRestore()
  }
}

describe('ContactForm', () => {
  let fetchMock: FetchMock

  beforeEach(() => {
    fetchMock = mockFetch()
  })

  afterEach(() => cleanup())

  it('shows only the first error, inline and as a toast, and clears it when the field is edited', async () => {
    const { change, submit } = setup()
    change('Full Name', 'Ama')
    change('Email Address', 'not-an-email')
    change('Subject', 'Hi')
    change('Message', 'Hello')
    change('Phone Number', '123')
    submit()
    const email = screen.getByLabelText(/^Email Address/)
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAttribute('aria-describedby', 'contact-email-error')
    expect(document.getElementById('contact-email-error')).toHaveTextContent(
      MESSAGES.contact.invalidEmail,
    )
    expect(screen.getByLabelText('Phone Number')).not.toHaveAttribute('aria-invalid')
    await expectToast(MESSAGES.contact.invalidEmail)
    expect(fetchMock).not.toHaveBeenCalled()

    change('Email Address', 'ama@example.com')
    expect(email).not.toHaveAttribute('aria-invalid')
    expect(document.getElementById('contact-email-error')).toBeEmptyDOMElement()
  })

  it('sends, shows Sending... with fields disabled, then the success toast, and resets after 3 s', async () => {
    let answer: (value: Response) => void = () => {}
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)))
    const { submit, fillValid } = setup()
    fillValid()
    submit()
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled()
    expect(screen.getByLabelText(/^Full Name/)).toBeDisabled()
    expect(screen.getByLabelText(/^Message/)).toBeDisabled()
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(url).toBe('/api/contact/email')
    const sentBody = JSON.parse(String(init.body)) as Record<string, unknown>
    // The bot signals go with every message: an empty hidden field and how long the form was open.
    expect(typeof sentBody.formFillMs).toBe('number')
    expect(sentBody.formFillMs).toBeGreaterThanOrEqual(0)
    expect(sentBody).toEqual({
      website: '',
      formFillMs: sentBody.formFillMs,
      name: 'Ama Serwaa',
      email: 'ama@example.com',
      phone: '',
      checkIn: '',
      checkOut: '',
      guests: '1',
      roomType: '',
      subject: 'A room',
      message: 'Is the deluxe room free?',
    })

    await act(async () =>
      answer(jsonResponse({ success: true, message: MESSAGES.contact.success })),
    )
    await expectToast(MESSAGES.contact.success)
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue('Ama Serwaa')
    await waitFor(() => expect(screen.getByLabelText(/^Full Name/)).toHaveValue(''), {
      timeout: 4000,
    })
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled()
  })

  it('sends how long the form was open on the browser’s own clock, even when the phone’s date is wrong', async () => {
    fetchMock.mockReturnValue(new Promise<Response>(() => {}))
    // The phone's date is an hour ahead of the server's; its monotonic clock is what counts.
    const wallClock = jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 60 * 60_000)
    let monotonic = 1_000
    const clock = jest.spyOn(performance, 'now').mockImplementation(() => monotonic)
    try {
      const { submit, fillValid } = setup()
      monotonic = 9_500
      fillValid()
      submit()
      const [, init] = fetchMock.mock.calls[0] as [string, RequestInit]
      expect(JSON.parse(String(init.body))).toMatchObject({ formFillMs: 8_500 })
    } finally {
      clock.mockRestore()
      wallClock.mockRestore()
    }
  })

  it('counts from the guest’s first keystroke when it came before the form’s script ran', async () => {
    fetchMock.mockReturnValue(new Promise<Response>(() => {}))
    // On slow data the guest began typing into the server's markup at 1.2 s; the script ran at 3 s.
    await withClock({ now: 3_000, firstInputAt: 1_200 }, (clock) => {
      const { submit, fillValid } = setup()
      expect(clock.entries).toHaveBeenCalledWith('first-input')
      // Sent half a second after the script arrived: 2.3 s of filling, not 0.5 s.
      clock.set(3_500)
      fillValid()
      submit()
      const [, init] = fetchMock.mock.calls[0] as [string, RequestInit]
      expect(JSON.parse(String(init.body))).toMatchObject({ formFillMs: 2_300 })
    })
  })

  it('counts a second message from the form’s reset, not from the page’s first keystroke', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, message: MESSAGES.contact.success }))
    await withClock({ now: 3_000, firstInputAt: 1_000 }, async (clock) => {
      const { submit, fillValid } = setup()
      clock.set(9_000)
      fillValid()
      submit()
      await expectToast(MESSAGES.contact.success)
      await waitFor(() => expect(screen.getByLabelText(/^Full Name/)).toHaveValue(''), {
        timeout: 4000,
      })
      // The form was reset at 9 s (the clock stands still here); the next send, 500 ms on.
      clock.set(9_500)
      fillValid()
      submit()
      const [, init] = fetchMock.mock.calls[1] as [string, RequestInit]
      expect(JSON.parse(String(init.body))).toMatchObject({ formFillMs: 500 })
    })
  })

  it('counts from the script’s start when the guest’s first tap came after it', async () => {
    fetchMock.mockReturnValue(new Promise<Response>(() => {}))
    // A first-input entry is never later than the moment it is read; a stale clock must not win.
    await withClock({ now: 3_000, firstInputAt: 3_400 }, (clock) => {
      const { submit, fillValid } = setup()
      clock.set(3_500)
      fillValid()
      submit()
      const [, init] = fetchMock.mock.calls[0] as [string, RequestInit]
      expect(JSON.parse(String(init.body))).toMatchObject({ formFillMs: 500 })
    })
  })

  it('keeps what the visitor types during the confirmation and clears only what was sent', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, message: MESSAGES.contact.success }))
    const { change, submit, fillValid } = setup()
    fillValid()
    submit()
    await expectToast(MESSAGES.contact.success)
    change('Message', 'And a late check-out, please?')
    await waitFor(() => expect(screen.getByLabelText(/^Full Name/)).toHaveValue(''), {
      timeout: 4000,
    })
    expect(screen.getByLabelText(/^Message/)).toHaveValue('And a late check-out, please?')
  })

  it('hides the bot trap from people and screen readers', () => {
    setup()
    const trap = document.querySelector('input[name="website"]')
    expect(trap).toHaveAttribute('tabindex', '-1')
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull()
    expect(screen.queryByRole('textbox', { name: /Leave this empty/ })).toBeNull()
  })

  it.each([
    [
      'a network failure',
      () => Promise.reject(new TypeError('Failed to fetch')),
      MESSAGES.contact.network,
    ],
    [
      'a 500',
      () => Promise.resolve(jsonResponse({ success: false, message: 'Boom' }, 500)),
      MESSAGES.contact.server,
    ],
    [
      'a 503',
      () => Promise.resolve(jsonResponse({ success: false, message: 'Unavailable' }, 503)),
      MESSAGES.contact.server,
    ],
    [
      'a 400',
      () => Promise.resolve(jsonResponse({ success: false, message: 'Bad' }, 400)),
      MESSAGES.contact.invalidData,
    ],
    [
      'a 403',
      () => Promise.resolve(jsonResponse({ success: false }, 403)),
      MESSAGES.contact.failed,
    ],
  ])('maps %s to the spec message and returns to idle', async (_name, respond, text) => {
    fetchMock.mockImplementation(respond as () => Promise<Response>)
    const { submit, fillValid } = setup()
    fillValid()
    submit()
    await waitFor(() =>
      expect(document.querySelector('form [role="alert"]')).toHaveTextContent(text),
    )
    await expectToast(text)
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled()
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue('Ama Serwaa')
  })

  it.each([
    ['says email is not configured', { message: MESSAGES.contact.successNoEmail }],
    ['says nothing', {}],
    ['says something unknown', { message: 'You will receive a fax.' }],
  ])('promises no email when the server %s', async (_name, extra) => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, ...extra }))
    const { submit, fillValid } = setup()
    fillValid()
    submit()
    await expectToast(MESSAGES.contact.successNoEmail)
    expect(screen.queryByText(MESSAGES.contact.success)).not.toBeInTheDocument()
  })

  it('shows nothing when the answer is not flagged success', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ok: 'maybe' }))
    const { submit, fillValid } = setup()
    fillValid()
    submit()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled())
    expect(screen.queryByText(MESSAGES.contact.success)).not.toBeInTheDocument()
    expect(document.querySelector('[role="alert"]')).toBeNull()
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue('Ama Serwaa')
  })
})
