export const metadata = { title: 'Anchor', description: 'A bare Next.js page' }

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
