import { cn } from '@/lib/cn'

/**
 * An editor's rich text, already turned into plain HTML on the server (src/lib/richText escapes
 * every text and keeps only safe links), so guests download markup and no editor code.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  if (!html) return null
  return <div className={cn('rich-text', className)} dangerouslySetInnerHTML={{ __html: html }} />
}
