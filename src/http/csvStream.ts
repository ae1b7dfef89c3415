import type { PayloadRequest } from 'payload'

import { csvHead, csvLine, type CsvCell } from '@/lib/csv'
import { errorKind, reportServerError, requestIdOf } from '@/services/alerts'

/** How every CSV is answered: a download under its own name, never kept by a cache. */
export function csvHeaders(filename: string): Record<string, string> {
  return {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${filename}"`,
    'Cache-Control': 'no-store',
  }
}

/** A file made whole: the month's figures, a week's return, small by what they are. */
export function csvFile(filename: string, text: string): Response {
  return new Response(text, { headers: csvHeaders(filename) })
}

type CsvRows = {
  filename: string
  header: readonly string[]
  /** The file's rows, a page at a time, read only as the download asks for more. */
  pages: AsyncIterable<ReadonlyArray<ReadonlyArray<CsvCell>>>
  /** What a fault is logged as, and answered with when it comes before the first byte. */
  failure: string
}

const linesOf = (rows: ReadonlyArray<ReadonlyArray<CsvCell>>) => rows.map(csvLine).join('')

/**
 * A CSV written as it is read: each page of rows goes out before the next is read, so a year's
 * file never stands whole in memory, and a slow download slows the reading (the stream pulls).
 * The first page is read before answering, so a fault there is answered as any other (a 500 with
 * its message). A fault after the first byte aborts the download, which then fails where the
 * browser shows it, instead of ending as a file that looks complete; it is logged and reported.
 */
export async function csvStream(req: PayloadRequest, file: CsvRows): Promise<Response> {
  const pages = file.pages[Symbol.asyncIterator]()
  const encoder = new TextEncoder()
  const first = await pages.next()
  let opening: string | null = csvHead(file.header) + (first.done ? '' : linesOf(first.value))
  let done = Boolean(first.done)
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (opening !== null) {
        controller.enqueue(encoder.encode(opening))
        opening = null
        if (done) controller.close()
        return
      }
      try {
        for (;;) {
          const next = await pages.next()
          if (next.done) {
            done = true
            controller.close()
            return
          }
          const text = linesOf(next.value)
          if (text) {
            controller.enqueue(encoder.encode(text))
            return
          }
        }
      } catch (error) {
        const requestId = requestIdOf(req.headers)
        void reportServerError(req.payload, {
          kind: errorKind(error, file.failure),
          error,
          requestId,
        })
        controller.error(error)
      }
    },
    async cancel() {
      await pages.return?.()
    },
  })
  return new Response(body, { headers: csvHeaders(file.filename) })
}
