import { describe, expect, it } from '@jest/globals'

import { fitWithin, UPLOAD_LONG_EDGE } from '@/lib/validation/imageSize'

describe('fitWithin', () => {
  it('shrinks a 12-megapixel photo to 2560 px on its long edge, keeping its shape', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 2560, height: 1920 })
    expect(fitWithin(3000, 4000)).toEqual({ width: 1920, height: 2560 })
    expect(UPLOAD_LONG_EDGE).toBe(2560)
  })

  it('leaves a photo that already fits, and nonsense sizes, alone', () => {
    expect(fitWithin(2560, 1440)).toBeNull()
    expect(fitWithin(800, 600)).toBeNull()
    expect(fitWithin(0, 0)).toBeNull()
    expect(fitWithin(Number.NaN, 10)).toBeNull()
  })
})
