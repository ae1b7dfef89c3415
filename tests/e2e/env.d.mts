export declare const PORTS: { app: number; smtp: number; smtpControl: number; paystack: number }
export declare const E2E_DIR: string
export declare const BASE_URL: string
export declare const ADMIN: { email: string; password: string }
export declare const CONTACT_TO: string
export declare const PAYSTACK_SECRET_KEY: string
export declare const e2eEnv: Record<string, string>
export declare const SERVER_LOG: string
export declare const BROWSER_LOG: string
