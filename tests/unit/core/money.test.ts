import { describe, expect, it } from '@jest/globals'

import {
  amountText,
  formatCedis,
  formatPesewas,
  hasWholePesewas,
  parseAmount,
  toPesewas,
} from '@/lib/money/amounts'

describe('amounts as typed', () => {
  it('reads every amount from ₵0.01 to ₵999.99 as its exact pesewas', () => {
    const wrong: string[] = []
    for (let pesewas = 1; pesewas <= 99_999; pesewas++) {
      const text = `${Math.trunc(pesewas / 100)}.${String(pesewas % 100).padStart(2, '0')}`
      if (parseAmount(text) !== pesewas) wrong.push(text)
      if (parseAmount(amountText(pesewas)) !== pesewas) wrong.push(amountText(pesewas))
    }
    expect(wrong).toEqual([])
  })

  it('reads whole cedis, one decimal and the spaces around', () => {
    expect(parseAmount('250')).toBe(25_000)
    expect(parseAmount('0.5')).toBe(50)
    expect(parseAmount(' 1.15 ')).toBe(115)
    expect(parseAmount('007.10')).toBe(710)
  })

  it.each([
    ['1,250.50', 125_050],
    ['1250.50', 125_050],
    ['₵1,250.50', 125_050],
    ['₵ 400', 40_000],
    ['1,250', 125_000],
    ['12,345,678.9', 1_234_567_890],
    ['999,999,999,999', 99_999_999_999_900],
  ])('reads %p, written as the house writes money, as %p pesewas', (text, pesewas) => {
    expect(parseAmount(text)).toBe(pesewas)
  })

  it('reads back every amount the desk shows', () => {
    const shown = [1, 99, 100, 125_050, 100_000, 99_999_999, 123_456_789]
    expect(shown.map((pesewas) => parseAmount(formatPesewas(pesewas)))).toEqual(shown)
  })

  it.each([
    ...['', ' ', '-1', '+1', '1.', '.5', '1.234', '1e3', 'abc', '0x10', '1 000'],
    ...['1,25,0', '12,50', '1,2500', ',250', '1,', '1,,250', '1.250,50', '1,250.5.0', '₵', '₵-5'],
    ...['$5', '₵₵5', '5₵', '1,000,00', '1 250.50'],
  ])('refuses %p', (text) => {
    expect(parseAmount(text)).toBeNull()
  })

  it('refuses a number of cedis no one means', () => {
    expect(parseAmount('9'.repeat(13))).toBeNull()
    expect(parseAmount('9'.repeat(12))).toBe(999_999_999_999 * 100)
  })
})

describe('amounts as shown', () => {
  it.each([
    [125_050, '₵1,250.50'],
    [40_000, '₵400'],
    [1, '₵0.01'],
    [10, '₵0.10'],
    [0, '₵0'],
    [-5_000, '-₵50'],
    [-115, '-₵1.15'],
    [123_456_789, '₵1,234,567.89'],
  ])('%p pesewas read %p', (pesewas, text) => {
    expect(formatPesewas(pesewas)).toBe(text)
  })

  it('groups thousands as Ghana writes them, for every size of amount', () => {
    const ghana = new Intl.NumberFormat('en-GH', { maximumFractionDigits: 0 })
    const cedis = [
      ...Array.from({ length: 20_000 }, (_, i) => i),
      ...Array.from({ length: 12 }, (_, digits) => 10 ** (digits + 1) - 1),
      ...Array.from({ length: 12 }, (_, digits) => 10 ** (digits + 1)),
      123_456,
      1_000_001,
      999_999_999_999,
    ]
    for (const amount of cedis) {
      expect(formatPesewas(amount * 100)).toBe(`₵${ghana.format(amount)}`)
      expect(formatPesewas(-amount * 100 - 5)).toBe(`-₵${ghana.format(amount)}.05`)
    }
  })

  it('shows cedis prices by the same rule, never a lone digit of pesewas', () => {
    expect(formatCedis(250.5)).toBe('₵250.50')
    expect(formatCedis(139.93)).toBe('₵139.93')
    expect(formatCedis(1.15)).toBe('₵1.15')
    expect(toPesewas(1.15)).toBe(115)
    expect(toPesewas(139.92999999999998)).toBe(13_993)
  })

  it('tells a cedis price to the pesewa from one with a third decimal', () => {
    for (const price of [46.64, 250.5, 400, 0.01, '46.64', ' 250.5 ']) {
      expect(hasWholePesewas(price)).toBe(true)
    }
    for (const price of [46.645, 0.001, 1e-7, -5, '46.645', '1,000']) {
      expect(hasWholePesewas(price)).toBe(false)
    }
  })

  it('writes an amount back as a form would take it', () => {
    expect(amountText(125_050)).toBe('1250.50')
    expect(amountText(40_000)).toBe('400')
    expect(amountText(5)).toBe('0.05')
  })
})
