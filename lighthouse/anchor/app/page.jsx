import { Counter } from './Counter'

export default function Page() {
  return (
    <main>
      <h1>A bare Next.js page</h1>
      <p>One server component and one client component, nothing else.</p>
      <Counter />
    </main>
  )
}
