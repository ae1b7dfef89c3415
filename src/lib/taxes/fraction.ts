/**
 * Exact fractions of a pesewa, so a tax on a tax is worked out without floating point and rounded
 * once. Only sums and products of non-negative figures are needed.
 */
export type Fraction = { numerator: bigint; denominator: bigint }

export const ZERO: Fraction = { numerator: 0n, denominator: 1n }
export const ONE: Fraction = { numerator: 1n, denominator: 1n }

export function fraction(numerator: number | bigint, denominator: number | bigint = 1): Fraction {
  return { numerator: BigInt(numerator), denominator: BigInt(denominator) }
}

export function add(a: Fraction, b: Fraction): Fraction {
  return {
    numerator: a.numerator * b.denominator + b.numerator * a.denominator,
    denominator: a.denominator * b.denominator,
  }
}

export function multiply(a: Fraction, b: Fraction): Fraction {
  return { numerator: a.numerator * b.numerator, denominator: a.denominator * b.denominator }
}

export function divide(a: Fraction, b: Fraction): Fraction {
  return { numerator: a.numerator * b.denominator, denominator: a.denominator * b.numerator }
}

/** To the nearest whole pesewa, a half going up (0.5 → 1, 2.5 → 3), for figures of 0 or more. */
export function roundHalfUp(value: Fraction): number {
  return Number((2n * value.numerator + value.denominator) / (2n * value.denominator))
}
