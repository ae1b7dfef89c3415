import sharp from 'sharp'

/**
 * The seed's pictures are drawn here as simple vector scenes and turned into small WebP files, so
 * the project ships no photographs it does not own.
 */
export type SceneKind =
  'bedroom' | 'suite' | 'exterior' | 'bar' | 'reception' | 'garden' | 'night' | 'avatar'

type Palette = { sky: string; wall: string; accent: string; floor: string; light: string }

export const PALETTES: Palette[] = [
  { sky: '#f6d7a7', wall: '#e9dcc9', accent: '#8b5e34', floor: '#6b4226', light: '#fff4d6' },
  { sky: '#bde0fe', wall: '#dfe7ef', accent: '#1d4e89', floor: '#54463a', light: '#ffffff' },
  { sky: '#ffc8a2', wall: '#f3e1d2', accent: '#a4161a', floor: '#5e3023', light: '#fff1e6' },
  { sky: '#caffbf', wall: '#e4efe0', accent: '#2d6a4f', floor: '#40342c', light: '#f7fff4' },
  { sky: '#e0c3fc', wall: '#ece4f5', accent: '#5a189a', floor: '#3c2f41', light: '#fbf7ff' },
  { sky: '#ffd6a5', wall: '#f5e6cc', accent: '#b08968', floor: '#4a3728', light: '#fffaf0' },
]

const W = 1280
const H = 800

function bedroom(p: Palette, variant: number, suite: boolean): string {
  const bedW = suite ? 620 : 480
  const bedX = (W - bedW) / 2 + (variant % 2 === 0 ? -120 : 120)
  return `
  <rect width="${W}" height="${H}" fill="${p.wall}"/>
  <rect y="560" width="${W}" height="240" fill="${p.floor}"/>
  <rect x="${variant % 2 === 0 ? 900 : 120}" y="120" width="260" height="220" rx="8" fill="${p.sky}" stroke="${p.accent}" stroke-width="14"/>
  <line x1="${variant % 2 === 0 ? 1030 : 250}" y1="120" x2="${variant % 2 === 0 ? 1030 : 250}" y2="340" stroke="${p.accent}" stroke-width="10"/>
  <rect x="${bedX}" y="330" width="${bedW}" height="120" rx="16" fill="${p.accent}"/>
  <rect x="${bedX - 10}" y="440" width="${bedW + 20}" height="150" rx="20" fill="#ffffff"/>
  <rect x="${bedX + 30}" y="400" width="${bedW / 2 - 50}" height="70" rx="30" fill="${p.light}" stroke="#d9d9d9" stroke-width="4"/>
  <rect x="${bedX + bedW / 2 + 20}" y="400" width="${bedW / 2 - 50}" height="70" rx="30" fill="${p.light}" stroke="#d9d9d9" stroke-width="4"/>
  <rect x="${bedX - 10}" y="500" width="${bedW + 20}" height="90" rx="12" fill="${p.accent}" opacity="0.85"/>
  <rect x="${bedX - 150}" y="470" width="110" height="120" rx="10" fill="${p.floor}" opacity="0.8"/>
  <circle cx="${bedX - 95}" cy="440" r="34" fill="${p.light}" stroke="${p.accent}" stroke-width="6"/>
  ${suite ? `<rect x="${bedX + bedW + 70}" y="430" width="220" height="140" rx="24" fill="${p.accent}" opacity="0.7"/><rect x="${W / 2 - 90}" y="60" width="180" height="110" fill="#1b1b1b" rx="6"/>` : ''}`
}

function exterior(p: Palette, variant: number): string {
  return `
  <rect width="${W}" height="${H}" fill="${p.sky}"/>
  <circle cx="${200 + variant * 150}" cy="150" r="70" fill="#fff3b0"/>
  <rect y="600" width="${W}" height="200" fill="#4f772d"/>
  <rect x="300" y="280" width="680" height="340" fill="${p.wall}"/>
  <polygon points="260,290 640,120 1020,290" fill="${p.accent}"/>
  ${[0, 1, 2, 3].map((i) => `<rect x="${350 + i * 160}" y="340" width="90" height="90" fill="${p.sky}" stroke="${p.floor}" stroke-width="8"/>`).join('')}
  <rect x="590" y="480" width="100" height="140" fill="${p.floor}"/>
  ${[0, 1, 2].map((i) => `<circle cx="${100 + i * 520 + variant * 20}" cy="560" r="${60 + i * 10}" fill="#31572c"/><rect x="${92 + i * 520 + variant * 20}" y="580" width="16" height="60" fill="#5c4033"/>`).join('')}`
}

function bar(p: Palette, variant: number): string {
  return `
  <rect width="${W}" height="${H}" fill="#1f1b24"/>
  ${[0, 1, 2, 3, 4].map((i) => `<circle cx="${180 + i * 230}" cy="110" r="26" fill="${p.light}" opacity="0.9"/><line x1="${180 + i * 230}" y1="0" x2="${180 + i * 230}" y2="84" stroke="#888" stroke-width="3"/>`).join('')}
  <rect x="120" y="200" width="1040" height="220" fill="#2e2633"/>
  ${Array.from({ length: 12 }, (_, i) => `<rect x="${160 + i * 82}" y="${250 + ((i + variant) % 3) * 10}" width="34" height="${110 - ((i + variant) % 3) * 10}" rx="8" fill="${[p.accent, '#e9c46a', '#2a9d8f', '#e76f51'][i % 4]}"/>`).join('')}
  <rect x="80" y="500" width="1120" height="60" rx="10" fill="${p.accent}"/>
  <rect x="100" y="560" width="1080" height="240" fill="#3a2e39"/>
  ${[0, 1, 2, 3, 4].map((i) => `<rect x="${190 + i * 220}" y="600" width="70" height="20" rx="10" fill="#c9ada7"/><rect x="${220 + i * 220}" y="620" width="10" height="150" fill="#9a8c98"/>`).join('')}`
}

function reception(p: Palette, variant: number): string {
  return `
  <rect width="${W}" height="${H}" fill="${p.wall}"/>
  <rect y="620" width="${W}" height="180" fill="${p.floor}"/>
  <rect x="360" y="130" width="560" height="90" rx="10" fill="${p.accent}"/>
  <text x="640" y="190" font-family="Georgia, serif" font-size="48" text-anchor="middle" fill="#ffffff">RECEPTION</text>
  <rect x="260" y="400" width="760" height="230" rx="18" fill="${p.accent}"/>
  <rect x="240" y="380" width="800" height="40" rx="10" fill="${p.light}"/>
  <circle cx="${140 + variant * 30}" cy="520" r="70" fill="#2d6a4f"/><rect x="${120 + variant * 30}" y="560" width="40" height="80" fill="#6c584c"/>
  <circle cx="1140" cy="520" r="70" fill="#2d6a4f"/><rect x="1120" y="560" width="40" height="80" fill="#6c584c"/>
  <rect x="600" y="330" width="80" height="50" rx="6" fill="#1b1b1b"/>`
}

function garden(p: Palette, variant: number, night: boolean): string {
  const sky = night ? '#14213d' : p.sky
  return `
  <rect width="${W}" height="${H}" fill="${sky}"/>
  ${night ? Array.from({ length: 40 }, (_, i) => `<circle cx="${(i * 97 + variant * 13) % W}" cy="${(i * 53) % 360}" r="2" fill="#fff"/>`).join('') + '<circle cx="1050" cy="130" r="60" fill="#fefae0"/>' : `<circle cx="1050" cy="140" r="80" fill="#ffd166"/>`}
  <path d="M0 520 Q 320 ${420 + variant * 20} 640 500 T 1280 480 V 800 H 0 Z" fill="${night ? '#1b4332' : '#6a994e'}"/>
  <path d="M0 620 Q 400 560 800 630 T 1280 600 V 800 H 0 Z" fill="${night ? '#081c15' : '#386641'}"/>
  ${[0, 1, 2, 3].map((i) => `<circle cx="${150 + i * 320}" cy="${470 - (i % 2) * 30}" r="${70 + (i % 3) * 15}" fill="${night ? '#2d6a4f' : '#a7c957'}"/><rect x="${142 + i * 320}" y="${500 - (i % 2) * 30}" width="16" height="100" fill="#5c4033"/>`).join('')}
  ${night ? [0, 1, 2, 3, 4, 5].map((i) => `<circle cx="${120 + i * 200}" cy="660" r="10" fill="#ffd166"/><circle cx="${120 + i * 200}" cy="660" r="30" fill="#ffd166" opacity="0.25"/>`).join('') : ''}`
}

function avatar(p: Palette): string {
  return `
  <rect width="${W}" height="${H}" fill="${p.sky}"/>
  <circle cx="640" cy="320" r="150" fill="${p.accent}"/>
  <rect x="400" y="500" width="480" height="300" rx="220" fill="${p.accent}"/>`
}

export function drawScene(kind: SceneKind, variant = 0): string {
  const p = PALETTES[variant % PALETTES.length]
  const body =
    kind === 'bedroom'
      ? bedroom(p, variant, false)
      : kind === 'suite'
        ? bedroom(p, variant, true)
        : kind === 'exterior'
          ? exterior(p, variant)
          : kind === 'bar'
            ? bar(p, variant)
            : kind === 'reception'
              ? reception(p, variant)
              : kind === 'garden'
                ? garden(p, variant, false)
                : kind === 'night'
                  ? garden(p, variant, true)
                  : avatar(p)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`
}

export async function sceneWebp(kind: SceneKind, variant = 0): Promise<Buffer> {
  return sharp(Buffer.from(drawScene(kind, variant)))
    .webp({ quality: 70 })
    .toBuffer()
}
