// Built and sent as the bare anchor page is: the same configuration, headers and steps after
// compile, so a page's ratio to its twin leaves out how either is sent.
export { default } from '../anchor/next.config.mjs'
