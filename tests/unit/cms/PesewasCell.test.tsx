import { afterEach, describe, expect, it } from '@jest/globals'
import { cleanup, render } from '@testing-library/react'

import { PesewasCell } from '@/components/cms/PesewasCell'

describe('PesewasCell', () => {
  afterEach(() => cleanup())

  it('shows a ledger amount kept in pesewas as cedis, and nothing for none', () => {
    expect(render(<PesewasCell cellData={25050} />).container).toHaveTextContent('₵250.50')
    cleanup()
    expect(render(<PesewasCell cellData={undefined} />).container.textContent).toBe('')
  })
})
