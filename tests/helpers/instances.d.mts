import type { ChildProcess } from 'node:child_process'

import type { startSmtpServer } from '../../scripts/lib/mail.mjs'

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>

export declare const INSTANCES_ADMIN: { email: string; password: string }
export type Instance = { port: number; url: string; child: ChildProcess; output: string[] }
export type Instances = {
  instances: Instance[]
  publicUrl: string
  env: Record<string, string>
  smtp: Smtp | null
  house: string
  stop: () => Promise<void>
  close: () => Promise<void>
  adminCookie: (instance?: Instance, headers?: Record<string, string>) => Promise<string>
  restart: (overrides?: Record<string, string>) => Promise<void>
}
/** Instances started with `mail: true`: their SMTP server is there. */
export type MailingInstances = Instances & { smtp: Smtp }
export declare function untilLogged(
  instance: Instance,
  pattern: RegExp,
  from?: number,
): Promise<void>
type Options = {
  name: string
  count?: number
  mail?: boolean
  extra?: Record<string, string>
  rebuild?: boolean
  separateBuilds?: boolean
}
export declare function startInstances(options: Options & { mail: true }): Promise<MailingInstances>
export declare function startInstances(options: Options): Promise<Instances>
export declare function stayTokenMailed(smtp: Smtp, reference: string): Promise<string | undefined>
