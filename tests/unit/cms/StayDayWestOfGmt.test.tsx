/**
 * A browser in New York: GMT midnight, how the house stores a day, is 8 pm the day before there.
 * @jest-environment ./tests/helpers/westOfGmtEnvironment.mjs
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'

import { StayDayCell } from '@/components/cms/StayDayCell'
import { StayDayInput } from '@/components/cms/StayDayInput'

const TENTH_OF_JUNE = '2026-06-10T00:00:00.000Z'

describe('a stay day in /cms, in a browser west of GMT', () => {
  afterEach(() => cleanup())

  it('runs in a zone where the stored midnight falls on the day before', () => {
    expect(new Date(TENTH_OF_JUNE).getDate()).toBe(9)
  })

  it('is listed as the day itself', () => {
    expect(render(<StayDayCell cellData={TENTH_OF_JUNE} />).container).toHaveTextContent(
      '10 Jun 2026',
    )
  })

  it('is shown as the day itself, and a day chosen is stored as its GMT midnight', () => {
    const onChange = jest.fn()
    render(<StayDayInput id="check-in" value={TENTH_OF_JUNE} onChange={onChange} />)
    const input = screen.getByDisplayValue('2026-06-10')
    fireEvent.change(input, { target: { value: '2026-06-11' } })
    expect(onChange).toHaveBeenCalledWith('2026-06-11T00:00:00.000Z')
    fireEvent.change(input, { target: { value: '' } })
    expect(onChange).toHaveBeenLastCalledWith(null)
  })
})
