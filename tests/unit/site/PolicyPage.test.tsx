import { describe, expect, it } from '@jest/globals'
import { render, screen } from '@testing-library/react'

import { PolicyPage } from '@/components/site/PolicyPage'
import { POLICIES } from '@/components/site/PolicyPage/policies'
import { plainTextToRichText } from '@/lib/richText'

const settings = {
  privacyPolicy: plainTextToRichText('We keep little.'),
  termsOfService: plainTextToRichText('Prices are per room per night.'),
  email: 'info@example.com.gh',
  phonePrimary: '024 123 4567',
  checkInTime: '1:30 pm',
  checkOutTime: '10:00 am',
}

function renderPolicy(name: 'terms' | 'privacy') {
  const policy = POLICIES[name]
  render(
    <PolicyPage
      title={policy.title}
      subtitle={policy.subtitle}
      text={policy.text(settings)}
      lead={policy.lead(settings)}
      contact={policy.contact(settings)}
    />,
  )
}

describe('the policy pages', () => {
  it('shows on the terms the check-in and check-out times of the owner’s one setting', () => {
    renderPolicy('terms')
    expect(screen.getByTestId('policy-lead')).toHaveTextContent(
      'Check-in from 1:30 pm, check-out by 10:00 am.',
    )
    expect(screen.getByText('Prices are per room per night.')).toBeInTheDocument()
  })

  it('adds no times to the privacy policy', () => {
    renderPolicy('privacy')
    expect(screen.queryByTestId('policy-lead')).not.toBeInTheDocument()
  })
})
