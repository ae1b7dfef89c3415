export type ReceivedMail = {
  envelope: { from: string; to: string[] }
  headers: Record<string, string>
  subject: string
  text: string
  raw: string
}
export declare function parseMail(raw: string): Omit<ReceivedMail, 'envelope'>
export declare function startSmtpServer(port?: number): Promise<{
  port: number
  messages: ReceivedMail[]
  connectionErrors: Error[]
  close: () => Promise<void>
}>
